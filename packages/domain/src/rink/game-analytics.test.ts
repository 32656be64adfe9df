import { describe, expect, it } from 'vitest';
import type { PlayerId } from '../player';
import type { ShotType, TeamSide } from '../simulation';
import {
  type PlayEvent,
  NO_SHOT_METRICS,
  gameAnalyticsOf,
  goalieIdsOf,
  sharePercent,
  shotAttemptsOf,
} from './game-analytics';

// Home skaters 1-6 with goalies 30 and 31; away skaters 11-16 with goalies 40 and 41.
const GOALIES = new Set<PlayerId>([30, 31, 40, 41]);
const HOME_FIVE = [1, 2, 3, 4, 5];
const AWAY_FIVE = [11, 12, 13, 14, 15];

let clock = 0;
const at = (team: TeamSide) => ({ stoppage: null, team, period: 1, clock: clock++ });
const line = (team: TeamSide, players: PlayerId[]): PlayEvent => ({
  type: 'LINE_CHANGE',
  ...at(team),
  players,
});
/** Both teams at full strength with their starters in net. */
const fullStrength = (): PlayEvent[] => [line('home', [...HOME_FIVE, 30]), line('away', [...AWAY_FIVE, 40])];

interface Chance {
  xg?: number;
  x?: number;
  y?: number;
  shotType?: ShotType;
}
const shot = (team: TeamSide, shooter: PlayerId, c: Chance = {}, deflectedBy: PlayerId | null = null) =>
  ({
    type: 'SHOT',
    ...at(team),
    shooter,
    goalie: team === 'home' ? 40 : 30,
    shotType: c.shotType ?? 'wrist',
    deflectedBy,
    rebound: false,
    ...c,
  }) satisfies PlayEvent;
const miss = (team: TeamSide, shooter: PlayerId, c: Chance = {}, emptyNet = false) =>
  ({ type: 'MISSED_SHOT', ...at(team), shooter, shotType: 'wrist', emptyNet, ...c }) satisfies PlayEvent;
const block = (team: TeamSide, shooter: PlayerId, blocker: PlayerId) =>
  ({ type: 'BLOCKED_SHOT', ...at(team), shooter, blocker, x: 60, y: 10 }) satisfies PlayEvent;
const goal = (team: TeamSide, scorer: PlayerId, c: Chance & { emptyNet?: boolean } = {}) =>
  ({
    type: 'GOAL',
    ...at(team),
    scorer,
    assists: [],
    goalie: c.emptyNet ? null : team === 'home' ? 40 : 30,
    shotType: 'snap',
    strength: 'EV',
    emptyNet: c.emptyNet ?? false,
    homeScore: 0,
    awayScore: 0,
    endedPenalty: null,
    ...c,
  }) satisfies PlayEvent;

const attemptsOf = (events: PlayEvent[]) => shotAttemptsOf(events, GOALIES);

describe('shotAttemptsOf: who was on the ice', () => {
  it('replays the line changes, telling the goalie apart from the skaters by the goalie ids', () => {
    const [first, second] = attemptsOf([
      ...fullStrength(),
      shot('home', 3),
      line('home', [6, 2, 3, 4, 5, 30]),
      line('away', [16, 12, 13, 14, 15, 41]),
      shot('away', 16),
    ]);
    expect(first).toMatchObject({ skatersFor: HOME_FIVE, skatersAgainst: AWAY_FIVE, goalie: 40 });
    expect(second).toMatchObject({
      team: 'away',
      skatersFor: [16, 12, 13, 14, 15],
      skatersAgainst: [6, 2, 3, 4, 5],
      goalie: 30,
    });
  });

  it('keeps the index of each attempt in the play-by-play and skips everything that is not one', () => {
    const events = [
      ...fullStrength(),
      { type: 'HIT', ...at('home'), hitter: 1, hittee: 11 } satisfies PlayEvent,
      miss('away', 12),
    ];
    expect(attemptsOf(events).map((a) => a.index)).toEqual([3]);
  });
});

describe('shotAttemptsOf: strength', () => {
  const situation = (home: PlayerId[], away: PlayerId[], team: TeamSide = 'home') => {
    const [a] = attemptsOf([line('home', home), line('away', away), shot(team, team === 'home' ? 1 : 11)]);
    return { situation: a?.situation, fiveOnFive: a?.fiveOnFive };
  };

  it('is 5-on-5 only with five skaters and a goalie on each side', () => {
    expect(situation([...HOME_FIVE, 30], [...AWAY_FIVE, 40])).toEqual({ situation: 'EV', fiveOnFive: true });
    expect(situation([1, 2, 3, 4, 30], [11, 12, 13, 14, 40])).toEqual({ situation: 'EV', fiveOnFive: false });
    expect(situation([1, 2, 3, 30], [11, 12, 13, 40])).toEqual({ situation: 'EV', fiveOnFive: false });
  });

  it('tells a power play from the shooting side and a shorthanded attempt from the other', () => {
    expect(situation([...HOME_FIVE, 30], [11, 12, 13, 14, 40])).toEqual({
      situation: 'PP',
      fiveOnFive: false,
    });
    expect(situation([...HOME_FIVE, 30], [11, 12, 13, 14, 40], 'away')).toEqual({
      situation: 'SH',
      fiveOnFive: false,
    });
    expect(situation([1, 2, 3, 30], [...AWAY_FIVE, 40])).toEqual({ situation: 'SH', fiveOnFive: false });
  });

  it("does not count an empty net's extra attacker as a power play, nor as 5-on-5", () => {
    // Home pulls its goalie for a sixth skater.
    expect(situation([...HOME_FIVE, 6], [...AWAY_FIVE, 40])).toEqual({ situation: 'EV', fiveOnFive: false });
    expect(situation([...HOME_FIVE, 6], [...AWAY_FIVE, 40], 'away')).toEqual({
      situation: 'EV',
      fiveOnFive: false,
    });
    // Six skaters against four on a penalty is still a power play.
    expect(situation([...HOME_FIVE, 6], [11, 12, 13, 14, 40])).toEqual({
      situation: 'PP',
      fiveOnFive: false,
    });
  });

  it('finds no goalie in an empty net', () => {
    const [a] = attemptsOf([
      line('home', [...HOME_FIVE, 30]),
      line('away', [...AWAY_FIVE, 16]),
      goal('home', 2, { emptyNet: true }),
    ]);
    expect(a).toMatchObject({ goalie: null, emptyNet: true, skatersAgainst: [...AWAY_FIVE, 16] });
  });
});

describe('shotAttemptsOf: what each attempt is', () => {
  it('credits the deflector on a deflected shot, the scorer on a goal', () => {
    const attempts = attemptsOf([
      ...fullStrength(),
      shot('home', 4, { shotType: 'deflected' }, 2),
      goal('away', 13),
    ]);
    expect(attempts.map((a) => [a.kind, a.shooter])).toEqual([
      ['shot', 2],
      ['goal', 13],
    ]);
  });

  it('reads place and expected goals when the events carry them, and works without them', () => {
    const [placed, unplaced, blocked] = attemptsOf([
      ...fullStrength(),
      shot('home', 1, { x: 70, y: -8, xg: 0.072 }),
      miss('home', 2),
      block('away', 12, 3),
    ]);
    expect(placed).toMatchObject({ x: 70, y: -8, xg: 0.072, shotType: 'wrist' });
    expect(unplaced).toMatchObject({ kind: 'miss', x: null, y: null, xg: 0 });
    expect(blocked).toMatchObject({ kind: 'block', x: 60, y: 10, xg: 0 });
  });
});

describe('gameAnalyticsOf', () => {
  it('counts Corsi with blocked attempts and Fenwick without them, for and against', () => {
    const { teams, skaters } = gameAnalyticsOf(
      attemptsOf([
        ...fullStrength(),
        goal('home', 1, { xg: 0.2 }),
        shot('home', 2, { xg: 0.05 }),
        miss('home', 3, { xg: 0.03 }),
        block('home', 4, 12),
        block('away', 13, 5),
      ]),
    );
    expect(teams.home.all).toEqual({
      cf: 4,
      ca: 1,
      ff: 3,
      fa: 0,
      sf: 2,
      sa: 0,
      gf: 1,
      ga: 0,
      xgf: 0.28,
      xga: 0,
    });
    expect(teams.away.all).toEqual({
      cf: 1,
      ca: 4,
      ff: 0,
      fa: 3,
      sf: 0,
      sa: 2,
      gf: 0,
      ga: 1,
      xgf: 0,
      xga: 0.28,
    });
    expect(skaters['4']).toMatchObject({ icf: 1, iff: 0, ixg: 0 });
    expect(skaters['3']).toMatchObject({ icf: 1, iff: 1, ixg: 0.03 });
    // On the ice for all four home attempts and the away one.
    expect(skaters['5']?.all).toMatchObject({ cf: 4, ca: 1, ff: 3, fa: 0 });
    expect(skaters['13']?.all).toMatchObject({ cf: 1, ca: 4, ff: 0, fa: 3, ga: 1 });
  });

  it('keeps 5-on-5 apart from all situations, for teams and skaters alike', () => {
    const { teams, skaters } = gameAnalyticsOf(
      attemptsOf([
        ...fullStrength(),
        shot('home', 1, { xg: 0.1 }),
        line('away', [11, 12, 13, 14, 40]),
        shot('home', 1, { xg: 0.3 }),
      ]),
    );
    expect(teams.home.all).toMatchObject({ cf: 2, xgf: 0.4 });
    expect(teams.home.fiveOnFive).toMatchObject({ cf: 1, xgf: 0.1 });
    expect(teams.away.fiveOnFive).toMatchObject({ ca: 1, xga: 0.1 });
    expect(skaters['15']?.all).toMatchObject({ ca: 1 });
    expect(skaters['1']).toMatchObject({ icf: 2, ixg: 0.4, fiveOnFive: { cf: 1 } });
  });

  it("charges a goalie only with what he faced in net: not the blocked attempts, not an empty net's", () => {
    const { goalies } = gameAnalyticsOf(
      attemptsOf([
        ...fullStrength(),
        shot('home', 1, { xg: 0.1 }),
        goal('home', 2, { xg: 0.4 }),
        block('home', 3, 12),
        // The starter goes to the bench for a sixth skater...
        line('away', [...AWAY_FIVE, 16]),
        goal('home', 4, { xg: 0.9, emptyNet: true }),
        miss('home', 5, { xg: 0.5 }, true),
        // ...and the backup comes in.
        line('away', [...AWAY_FIVE, 41]),
        shot('home', 1, { xg: 0.25 }),
      ]),
    );
    expect(goalies['40']).toEqual({ fa: 2, xga: 0.5, ga: 1, gsax: -0.5 });
    expect(goalies['41']).toEqual({ fa: 1, xga: 0.25, ga: 0, gsax: 0.25 });
    expect(goalies['30']).toBeUndefined();
  });

  it('adds expected goals in thousandths, so sums are exact to three decimals', () => {
    const { teams, skaters, goalies } = gameAnalyticsOf(
      attemptsOf([
        ...fullStrength(),
        shot('home', 1, { xg: 0.1 }),
        shot('home', 1, { xg: 0.2 }),
        goal('home', 1, { xg: 0.3 }),
        shot('home', 1, { xg: 0.007 }),
      ]),
    );
    // Floating point alone would make 0.1 + 0.2 + 0.3 + 0.007 = 0.6070000000000001.
    expect(teams.home.all.xgf).toBe(0.607);
    expect(teams.away.all.xga).toBe(0.607);
    expect(skaters['1']?.ixg).toBe(0.607);
    expect(goalies['40']).toEqual({ fa: 4, xga: 0.607, ga: 1, gsax: -0.393 });
  });

  it('counts attempts without a place or expected goals, with expected goals of zero', () => {
    const { teams } = gameAnalyticsOf(attemptsOf([...fullStrength(), shot('home', 1), goal('away', 11)]));
    expect(teams.home.all).toMatchObject({ cf: 1, ca: 1, sf: 1, ga: 1, xgf: 0, xga: 0 });
  });

  it('has every team at zero in a game without attempts', () => {
    const { teams, skaters, goalies } = gameAnalyticsOf(attemptsOf(fullStrength()));
    expect(teams.home.fiveOnFive).toEqual(NO_SHOT_METRICS);
    expect(skaters).toEqual({});
    expect(goalies).toEqual({});
  });
});

describe('goalieIdsOf', () => {
  it('reads both teams’ goalies from the goalie stats, as the events name them', () => {
    const ids = goalieIdsOf({
      goalieStats: { teamA: { '30': {} as never, '31': {} as never }, teamB: { g40: {} as never } },
    });
    expect(ids.has(30)).toBe(true);
    expect(ids.has(31)).toBe(true);
    expect(ids.has('g40')).toBe(true);
    expect(ids.has('30')).toBe(true);
    expect(ids.has(1)).toBe(false);
  });
});

describe('sharePercent', () => {
  it('is the share of attempts in percent with one decimal, null with none', () => {
    expect(sharePercent(2, 1)).toBe(66.7);
    expect(sharePercent(0, 3)).toBe(0);
    expect(sharePercent(0, 0)).toBeNull();
  });
});
