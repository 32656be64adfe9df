import type { Told } from '../describe-game';
import type { PlayerId } from '../player';
import type { GameEvent, ShotType, SimulationData, TeamSide } from '../simulation';
import type {
  GameAnalytics,
  ShotMetrics,
  SituationMetrics,
  SkaterShotMetrics,
} from './game-analytics-schema';

export * from './game-analytics-schema';

// Shot attempts, Corsi, Fenwick and expected goals of one game, read from its play-by-play alone
// (docs/decisions/051). Corsi counts every attempt (goals, shots on goal, misses, blocked), Fenwick the
// unblocked ones; on-ice figures count what happened while the player was on the ice.

export type AttemptKind = 'goal' | 'shot' | 'miss' | 'block';
/** Strength from the shooting team's view; an empty net's extra attacker does not make a power play. */
export type Situation = 'EV' | 'PP' | 'SH';

/** One shot attempt as a shot map or a game-flow chart reads it. */
export interface ShotAttempt {
  /** Index of its event in the play-by-play. */
  index: number;
  team: TeamSide;
  period: number;
  clock: number;
  kind: AttemptKind;
  /** The player credited with the attempt (the scorer, the deflector of a deflected shot). */
  shooter: PlayerId;
  /** In the shooting team's frame (rink.ts); null in games played before events had a place. */
  x: number | null;
  y: number | null;
  /** 0 for a blocked attempt. */
  xg: number;
  shotType: ShotType | null;
  rebound: boolean;
  rush: boolean;
  emptyNet: boolean;
  situation: Situation;
  fiveOnFive: boolean;
  /** Skaters of each team on the ice (goalies not included). */
  skatersFor: PlayerId[];
  skatersAgainst: PlayerId[];
  /** The defending goalie in net, null with the net empty. */
  goalie: PlayerId | null;
}

type Untold<E> = E extends unknown ? Omit<E, 'time' | 'description'> : never;
/** An event as the engine records it or as the API tells it: the analytics read neither text. */
export type PlayEvent = Untold<GameEvent> | Told<GameEvent['type']>;

type AttemptEvent = Extract<PlayEvent, { type: 'GOAL' | 'SHOT' | 'MISSED_SHOT' | 'BLOCKED_SHOT' }>;

/** The attempt's kind and the player credited with it (the scorer; the deflector of a deflected shot). */
function creditOf(e: AttemptEvent): { kind: AttemptKind; shooter: PlayerId } {
  switch (e.type) {
    case 'GOAL':
      return { kind: 'goal', shooter: e.scorer };
    case 'SHOT':
      return { kind: 'shot', shooter: e.deflectedBy ?? e.shooter };
    case 'MISSED_SHOT':
      return { kind: 'miss', shooter: e.shooter };
    case 'BLOCKED_SHOT':
      return { kind: 'block', shooter: e.shooter };
  }
}

const isAttempt = (e: PlayEvent): e is AttemptEvent =>
  e.type === 'GOAL' || e.type === 'SHOT' || e.type === 'MISSED_SHOT' || e.type === 'BLOCKED_SHOT';

/**
 * Both teams' goalies: the keys of the game's goalie stats. The stats are keyed by String(id) and an
 * event holds the id itself, a number or a string, so a numeric key is kept both ways.
 */
export function goalieIdsOf(data: Pick<SimulationData, 'goalieStats'>): Set<PlayerId> {
  const ids = new Set<PlayerId>();
  for (const key of [...Object.keys(data.goalieStats.teamA), ...Object.keys(data.goalieStats.teamB)]) {
    ids.add(key);
    if (String(Number(key)) === key) ids.add(Number(key));
  }
  return ids;
}

const other = (side: TeamSide): TeamSide => (side === 'home' ? 'away' : 'home');

function situationOf(skaters: number, against: number, netEmpty: boolean, otherNetEmpty: boolean): Situation {
  const a = skaters - (netEmpty ? 1 : 0);
  const b = against - (otherNetEmpty ? 1 : 0);
  return a > b ? 'PP' : a < b ? 'SH' : 'EV';
}

/** Every shot attempt of the game in order, with who was on the ice, replayed from the line changes. */
export function shotAttemptsOf(events: readonly PlayEvent[], goalies: ReadonlySet<PlayerId>): ShotAttempt[] {
  const onIce: Record<TeamSide, PlayerId[]> = { home: [], away: [] };
  const attempts: ShotAttempt[] = [];
  events.forEach((e, index) => {
    if (e.type === 'LINE_CHANGE' && e.team !== null) {
      onIce[e.team] = e.players;
      return;
    }
    if (!isAttempt(e) || e.team === null) return;
    const { kind, shooter } = creditOf(e);
    const side = e.team;
    const skatersFor = onIce[side].filter((p) => !goalies.has(p));
    const skatersAgainst = onIce[other(side)].filter((p) => !goalies.has(p));
    const goalie = onIce[other(side)].find((p) => goalies.has(p)) ?? null;
    const ownNetEmpty = !onIce[side].some((p) => goalies.has(p));
    const place = e.x !== undefined && e.y !== undefined ? { x: e.x, y: e.y } : null;
    const xg = e.type === 'BLOCKED_SHOT' ? 0 : (e.xg ?? 0);
    const emptyNet =
      e.type === 'GOAL' ? e.emptyNet : e.type === 'MISSED_SHOT' ? (e.emptyNet ?? false) : false;
    attempts.push({
      index,
      team: side,
      period: e.period,
      clock: e.clock,
      kind,
      shooter,
      x: place?.x ?? null,
      y: place?.y ?? null,
      xg,
      shotType: e.shotType ?? null,
      rebound: e.type === 'BLOCKED_SHOT' ? false : (e.rebound ?? false),
      rush: e.type === 'BLOCKED_SHOT' ? false : (e.rush ?? false),
      emptyNet,
      situation: situationOf(skatersFor.length, skatersAgainst.length, ownNetEmpty, goalie === null),
      fiveOnFive: skatersFor.length === 5 && skatersAgainst.length === 5 && goalie !== null && !ownNetEmpty,
      skatersFor,
      skatersAgainst,
      goalie,
    });
  });
  return attempts;
}

/** Metrics kept in thousandths of a goal while they are added, so sums are exact. */
interface Tally {
  cf: number;
  ca: number;
  ff: number;
  fa: number;
  sf: number;
  sa: number;
  gf: number;
  ga: number;
  xgf: number;
  xga: number;
}
const tally = (): Tally => ({ cf: 0, ca: 0, ff: 0, fa: 0, sf: 0, sa: 0, gf: 0, ga: 0, xgf: 0, xga: 0 });
const milli = (xg: number): number => Math.round(xg * 1000);
// Literals, not spreads: V8 copies a spread object slowly, and a game's analytics make a few hundred.
const metricsOf = (t: Tally): ShotMetrics => ({
  cf: t.cf,
  ca: t.ca,
  ff: t.ff,
  fa: t.fa,
  sf: t.sf,
  sa: t.sa,
  gf: t.gf,
  ga: t.ga,
  xgf: t.xgf / 1000,
  xga: t.xga / 1000,
});

/** Nothing for and nothing against: a team's or player's figures before any attempt. */
export const NO_SHOT_METRICS: ShotMetrics = Object.freeze(metricsOf(tally()));
export const NO_SITUATION_METRICS: SituationMetrics = Object.freeze({
  all: NO_SHOT_METRICS,
  fiveOnFive: NO_SHOT_METRICS,
});
export const NO_SKATER_METRICS: SkaterShotMetrics = Object.freeze({
  ...NO_SITUATION_METRICS,
  icf: 0,
  iff: 0,
  ixg: 0,
});

function count(t: Tally, a: ShotAttempt, forSide: boolean): void {
  const unblocked = a.kind !== 'block';
  const onGoal = a.kind === 'goal' || a.kind === 'shot';
  if (forSide) {
    t.cf++;
    if (unblocked) t.ff++;
    if (onGoal) t.sf++;
    if (a.kind === 'goal') t.gf++;
    t.xgf += milli(a.xg);
  } else {
    t.ca++;
    if (unblocked) t.fa++;
    if (onGoal) t.sa++;
    if (a.kind === 'goal') t.ga++;
    t.xga += milli(a.xg);
  }
}

interface Situations {
  all: Tally;
  fiveOnFive: Tally;
}
const situations = (): Situations => ({ all: tally(), fiveOnFive: tally() });
function countIn(s: Situations, a: ShotAttempt, forSide: boolean): void {
  count(s.all, a, forSide);
  if (a.fiveOnFive) count(s.fiveOnFive, a, forSide);
}
const situationMetricsOf = (s: Situations): SituationMetrics => ({
  all: metricsOf(s.all),
  fiveOnFive: metricsOf(s.fiveOnFive),
});

/** The game's team, skater and goalie analytics from its attempts (see shotAttemptsOf). */
export function gameAnalyticsOf(attempts: readonly ShotAttempt[]): GameAnalytics {
  const teams = { home: situations(), away: situations() };
  const skaters = new Map<PlayerId, Situations & { icf: number; iff: number; ixg: number }>();
  const goalies = new Map<PlayerId, { fa: number; xga: number; ga: number }>();
  const skater = (id: PlayerId) => {
    let s = skaters.get(id);
    if (!s) skaters.set(id, (s = { all: tally(), fiveOnFive: tally(), icf: 0, iff: 0, ixg: 0 }));
    return s;
  };
  for (const a of attempts) {
    countIn(teams[a.team], a, true);
    countIn(teams[other(a.team)], a, false);
    for (const id of a.skatersFor) countIn(skater(id), a, true);
    for (const id of a.skatersAgainst) countIn(skater(id), a, false);
    const shooter = skater(a.shooter);
    shooter.icf++;
    if (a.kind !== 'block') {
      shooter.iff++;
      shooter.ixg += milli(a.xg);
    }
    if (a.goalie !== null && a.kind !== 'block') {
      const g = goalies.get(a.goalie) ?? { fa: 0, xga: 0, ga: 0 };
      g.fa++;
      g.xga += milli(a.xg);
      if (a.kind === 'goal') g.ga++;
      goalies.set(a.goalie, g);
    }
  }
  return {
    teams: { home: situationMetricsOf(teams.home), away: situationMetricsOf(teams.away) },
    skaters: Object.fromEntries(
      [...skaters].map(([id, s]) => [
        String(id),
        {
          all: metricsOf(s.all),
          fiveOnFive: metricsOf(s.fiveOnFive),
          icf: s.icf,
          iff: s.iff,
          ixg: s.ixg / 1000,
        },
      ]),
    ),
    goalies: Object.fromEntries(
      [...goalies].map(([id, g]) => [
        String(id),
        { fa: g.fa, xga: g.xga / 1000, ga: g.ga, gsax: (g.xga - g.ga * 1000) / 1000 },
      ]),
    ),
  };
}

/** Corsi or Fenwick share in percent, one decimal; null with no attempts either way. */
export function sharePercent(forCount: number, againstCount: number): number | null {
  const total = forCount + againstCount;
  return total === 0 ? null : Math.round((forCount / total) * 1000) / 10;
}
