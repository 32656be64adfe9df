import { describe, expect, it } from 'vitest';
import type { GoalieGameStats, TeamSide } from '../simulation';
import type { GameAnalytics, PlayEvent } from './game-analytics';
import { gameStoryOf, storyTime, type StoryGame, type StoryLineKind } from './game-story';

const NAMES = {
  teams: { home: 'Toronto', away: 'Montreal' },
  player: (id: number | string) => `Player ${id}`,
};

/** Goals in order as [team, scorer, period, clock]; the running score is counted from them. */
function goalsOf(list: [TeamSide, number, number, number][]): PlayEvent[] {
  let home = 0;
  let away = 0;
  return list.map(([team, scorer, period, clock]) => {
    if (team === 'home') home++;
    else away++;
    return {
      type: 'GOAL',
      stoppage: 'GOAL',
      team,
      period,
      clock,
      scorer,
      assists: [],
      goalie: team === 'home' ? 31 : 30,
      shotType: 'wrist',
      strength: 'EV',
      emptyNet: false,
      homeScore: home,
      awayScore: away,
      endedPenalty: null,
    };
  });
}

const goalie = (id: number, saves: number, against: number, shutout = false): GoalieGameStats => ({
  playerId: id,
  firstName: 'Sam',
  lastName: `Keeper${id}`,
  jerseyNumber: id,
  shotsAgainst: saves + against,
  saves,
  goalsAgainst: against,
  icetime: 3600,
  decision: null,
  shutout,
  savePercentage: saves / Math.max(1, saves + against),
  gaa: against,
});

function game(events: PlayEvent[], over: Partial<StoryGame> = {}): StoryGame {
  const last = [...events].reverse().find((e) => e.type === 'GOAL');
  const score = last?.type === 'GOAL' ? last : { homeScore: 0, awayScore: 0 };
  return {
    events,
    homeScore: score.homeScore,
    awayScore: score.awayScore,
    decidedIn: 'REG',
    goalieStats: { teamA: { 30: goalie(30, 25, 2) }, teamB: { 31: goalie(31, 25, 3) } },
    ...over,
  };
}

const linesOf = (g: StoryGame, kind: StoryLineKind) =>
  gameStoryOf(g, NAMES)
    .filter((l) => l.kind === kind)
    .map((l) => l.text);

describe('the game story', () => {
  it('tells the result, with overtime and the shootout named', () => {
    const reg = game(goalsOf([['home', 9, 1, 60]]));
    expect(linesOf(reg, 'result')).toEqual(['Toronto beat Montreal 1–0.']);
    const ot = game(
      goalsOf([
        ['home', 9, 1, 60],
        ['away', 14, 3, 1000],
        ['away', 14, 4, 151],
      ]),
      { decidedIn: 'OT' },
    );
    expect(linesOf(ot, 'result')).toEqual(['Montreal beat Toronto 2–1 in overtime.']);
    const so = game([], { homeScore: 1, awayScore: 0, decidedIn: 'SO' });
    expect(linesOf(so, 'result')).toEqual(['Toronto beat Montreal 1–0 in a shootout.']);
    expect(linesOf(so, 'first-goal')).toEqual(['Neither team scored before the shootout.']);
  });

  it('names the first goal and a lead kept from it', () => {
    const g = game(
      goalsOf([
        ['home', 9, 1, 312],
        ['home', 10, 2, 60],
        ['away', 14, 3, 100],
      ]),
    );
    expect(linesOf(g, 'first-goal')).toEqual([
      'Player 9 opened the scoring for Toronto at 05:12 of the 1st.',
    ]);
    expect(linesOf(g, 'lead')).toEqual(['Toronto led from the first goal on and never trailed.']);
    expect(linesOf(g, 'comeback')).toEqual([]);
  });

  it('tells when a winner who never trailed took the lead for good after a tie', () => {
    const g = game(
      goalsOf([
        ['home', 9, 1, 60],
        ['away', 14, 1, 120],
        ['home', 10, 2, 605],
      ]),
    );
    expect(linesOf(g, 'lead')).toEqual(['Toronto never trailed and led for good from 10:05 of the 2nd.']);
  });

  it('tells a comeback from the largest deficit, and the lead changing hands', () => {
    const g = game(
      goalsOf([
        ['home', 9, 1, 60],
        ['home', 9, 1, 500],
        ['away', 14, 2, 100],
        ['away', 15, 2, 900],
        ['away', 14, 3, 300],
        ['home', 10, 3, 400],
        ['away', 16, 3, 1100],
      ]),
    );
    expect(linesOf(g, 'comeback')).toEqual(['Montreal came back from two goals down (0–2).']);
    // 2-0 home, 2-3 away: one change; 3-3 tie, 3-4 away again: no change of leader.
    expect(linesOf(g, 'lead')).toEqual(['The game was tied 2 times after the first goal.']);
  });

  it('counts the lead changing hands', () => {
    const g = game(
      goalsOf([
        ['home', 9, 1, 60],
        ['away', 14, 1, 120],
        ['away', 14, 1, 200],
        ['home', 9, 2, 100],
        ['home', 10, 2, 200],
      ]),
    );
    expect(linesOf(g, 'lead')).toEqual(['The lead changed hands 2 times.']);
    expect(linesOf(g, 'comeback')).toEqual(['Toronto came back from one goal down (1–2).']);
  });

  it('names hat tricks and more', () => {
    const g = game(
      goalsOf([
        ['home', 9, 1, 60],
        ['home', 9, 1, 120],
        ['away', 14, 1, 200],
        ['home', 9, 2, 100],
        ['home', 11, 2, 200],
        ['home', 11, 2, 300],
        ['home', 11, 3, 300],
        ['home', 11, 3, 400],
      ]),
    );
    expect(linesOf(g, 'hat-trick')).toEqual([
      'Player 9 scored a hat trick for Toronto.',
      'Player 11 scored 4 goals for Toronto.',
    ]);
  });

  it("credits the deciding goal to the one that put the winner one past the loser's final total", () => {
    // Toronto wins 5-2: the winner is Toronto's third goal, not its last or its first.
    const g = game(
      goalsOf([
        ['home', 9, 1, 60],
        ['away', 14, 1, 120],
        ['home', 10, 1, 400],
        ['away', 15, 2, 100],
        ['home', 11, 2, 700],
        ['home', 12, 3, 100],
        ['home', 13, 3, 1150],
      ]),
    );
    expect(linesOf(g, 'deciding-goal')).toEqual([
      'Player 11 scored the game-winning goal at 11:40 of the 2nd, making it 3–2.',
    ]);
  });

  it('tells the overtime winner and the deciding shootout goal', () => {
    const ot = game(
      goalsOf([
        ['home', 9, 1, 60],
        ['away', 14, 3, 1000],
        ['away', 16, 4, 151],
      ]),
      { decidedIn: 'OT' },
    );
    expect(linesOf(ot, 'deciding-goal')).toEqual(['Player 16 won it at 02:31 of overtime.']);
    const attempt = (team: TeamSide, shooter: number, round: number, scored: boolean): PlayEvent => ({
      type: 'SHOOTOUT_ATTEMPT',
      stoppage: null,
      team,
      period: 5,
      clock: 0,
      shooter,
      goalie: team === 'home' ? 31 : 30,
      scored,
      round,
    });
    const so = game(
      [
        ...goalsOf([
          ['away', 14, 2, 60],
          ['home', 9, 3, 600],
        ]),
        attempt('home', 9, 1, true),
        attempt('away', 14, 1, true),
        attempt('home', 10, 2, true),
        attempt('away', 15, 2, false),
      ],
      { homeScore: 2, awayScore: 1, decidedIn: 'SO' },
    );
    expect(linesOf(so, 'deciding-goal')).toEqual([
      'Player 10 scored the deciding goal of the shootout in round 2.',
    ]);
    expect(storyTime(6, 488)).toBe('08:08 of the 3rd overtime');
  });

  it('names a standout goalie by goals saved above expected, a shutout first', () => {
    const analytics = (gsax: Record<number, number>): GameAnalytics => ({
      teams: { home: {} as never, away: {} as never },
      skaters: {},
      goalies: Object.fromEntries(
        Object.entries(gsax).map(([id, v]) => [id, { fa: 30, xga: 3, ga: 1, gsax: v }]),
      ),
    });
    const g = game(goalsOf([['home', 9, 1, 60]]), {
      goalieStats: { teamA: { 30: goalie(30, 22, 0, true) }, teamB: { 31: goalie(31, 36, 1) } },
    });
    expect(linesOf(g, 'goalie')).toEqual(['Sam Keeper30 stopped all 22 shots for Toronto, a shutout.']);
    const stolen = game(goalsOf([['away', 14, 1, 60]]), {
      goalieStats: { teamA: { 30: goalie(30, 30, 1) }, teamB: { 31: goalie(31, 20, 0) } },
      analytics: analytics({ 30: 0.4, 31: 2.26 }),
    });
    expect(linesOf(stolen, 'goalie')).toEqual([
      'Sam Keeper31 made 20 saves on 20 shots for Montreal (2.3 goals saved above expected).',
    ]);
    const quiet = game(goalsOf([['home', 9, 1, 60]]), { analytics: analytics({ 30: 0.4, 31: -0.2 }) });
    expect(linesOf(quiet, 'goalie')).toEqual([]);
  });
});
