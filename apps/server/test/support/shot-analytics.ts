import type {
  GameAnalytics,
  GameEvent,
  GoalieShotMetrics,
  PlayerId,
  SeasonShot,
  SimulationData,
  SituationMetrics,
  SkaterShotMetrics,
  TeamSide,
} from '@rinkside/domain';
import { NO_SITUATION_METRICS, NO_SKATER_METRICS } from '@rinkside/domain';

/** A played game as GET /api/simulation/game/{id} tells it, with its teams and season part. */
export interface ToldGame {
  id: number;
  gameType: 'regular' | 'playoff';
  homeTeamId: number;
  awayTeamId: number;
  data: SimulationData & { analytics: GameAnalytics };
}

type AttemptEvent = Extract<GameEvent, { type: 'GOAL' | 'SHOT' | 'MISSED_SHOT' | 'BLOCKED_SHOT' }>;
const ATTEMPT_TYPES = new Set(['GOAL', 'SHOT', 'MISSED_SHOT', 'BLOCKED_SHOT']);

export const attemptsOfSide = (events: GameEvent[], side: TeamSide): AttemptEvent[] =>
  events.filter((e): e is AttemptEvent => ATTEMPT_TYPES.has(e.type) && e.team === side);

/** The player the attempt is credited to: the scorer, the deflector of a deflected shot, the shooter. */
export const shooterOf = (e: AttemptEvent): PlayerId =>
  e.type === 'GOAL' ? e.scorer : e.type === 'SHOT' ? (e.deflectedBy ?? e.shooter) : e.shooter;

export const xgOf = (e: AttemptEvent): number => (e.type === 'BLOCKED_SHOT' ? 0 : (e.xg ?? 0));
export const milli = (xg: number): number => Math.round(xg * 1000);

const KIND = { GOAL: 'G', SHOT: 'S', MISSED_SHOT: 'M', BLOCKED_SHOT: 'B' } as const;

/** The attempt as the season shots endpoint answers it; null without a place. */
export function seasonShotOf(e: AttemptEvent): SeasonShot | null {
  if (e.x === undefined || e.y === undefined) return null;
  return [e.x, e.y, KIND[e.type], xgOf(e)];
}

/** Adds two analytics objects key by key, expected goals to exact thousandths. */
export function addUp<T extends object>(a: T, b: T): T {
  const sum: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(a)) {
    const other = (b as Record<string, unknown>)[key];
    sum[key] =
      typeof value === 'number'
        ? milli(value + (other as number)) / 1000
        : addUp(value as object, other as object);
  }
  return sum as T;
}

export const NO_SITUATIONS = NO_SITUATION_METRICS;
export const NO_SKATER = NO_SKATER_METRICS;
export const NO_GOALIE: GoalieShotMetrics = { fa: 0, xga: 0, ga: 0, gsax: 0 };

/** Each team's, skater's and goalie's sums over the games' box-score analytics. */
export function seasonSums(games: readonly ToldGame[]) {
  const teams = new Map<number, SituationMetrics>();
  const skaters = new Map<string, SkaterShotMetrics>();
  const goalies = new Map<string, GoalieShotMetrics>();
  for (const { data, homeTeamId, awayTeamId } of games) {
    const { analytics } = data;
    for (const [teamId, side] of [
      [homeTeamId, 'home'],
      [awayTeamId, 'away'],
    ] as const)
      teams.set(teamId, addUp(teams.get(teamId) ?? NO_SITUATIONS, analytics.teams[side]));
    for (const key of ['teamA', 'teamB'] as const) {
      for (const id of Object.keys(data.playerStats[key]))
        skaters.set(id, addUp(skaters.get(id) ?? NO_SKATER, analytics.skaters[id] ?? NO_SKATER));
      for (const id of Object.keys(data.goalieStats[key]))
        goalies.set(id, addUp(goalies.get(id) ?? NO_GOALIE, analytics.goalies[id] ?? NO_GOALIE));
    }
  }
  return { teams, skaters, goalies };
}
