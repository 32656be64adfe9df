import type { ShotAttempt, TeamSide } from '@rinkside/domain';

// SPEC §3 periods are 20 minutes; an overtime starts where the period before it would have ended.
const PERIOD_SECONDS = 20 * 60;

/** Seconds from the opening faceoff. */
export const elapsedOf = (period: number, clock: number): number => (period - 1) * PERIOD_SECONDS + clock;

export interface FlowPoint {
  /** Minutes played. */
  minute: number;
  homeXg: number;
  awayXg: number;
  homeAttempts: number;
  awayAttempts: number;
}

export interface FlowGoal {
  /** The minute mark the goal is drawn at (the minute it was scored in). */
  minute: number;
  team: TeamSide;
}

export interface GameFlow {
  points: FlowPoint[];
  goals: FlowGoal[];
}

/**
 * Cumulative expected goals and shot attempts (Corsi) of both teams at every minute mark, up to the minute
 * the game's last play was in; goals at the minute mark that closes the minute they were scored in.
 */
export function gameFlowOf(attempts: readonly ShotAttempt[], endSeconds: number): GameFlow {
  const lastMinute = Math.max(1, Math.ceil(endSeconds / 60));
  const points: FlowPoint[] = [];
  const totals = { homeXg: 0, awayXg: 0, homeAttempts: 0, awayAttempts: 0 };
  let next = 0;
  const ordered = [...attempts].sort(
    (a, b) => elapsedOf(a.period, a.clock) - elapsedOf(b.period, b.clock) || a.index - b.index,
  );
  for (let minute = 0; minute <= lastMinute; minute++) {
    for (; next < ordered.length; next++) {
      const a = ordered[next];
      if (!a || elapsedOf(a.period, a.clock) > minute * 60) break;
      // Kept in thousandths while adding, so the sums carry no float dust.
      if (a.team === 'home') {
        totals.homeXg += Math.round(a.xg * 1000);
        totals.homeAttempts++;
      } else {
        totals.awayXg += Math.round(a.xg * 1000);
        totals.awayAttempts++;
      }
    }
    points.push({
      minute,
      homeXg: totals.homeXg / 1000,
      awayXg: totals.awayXg / 1000,
      homeAttempts: totals.homeAttempts,
      awayAttempts: totals.awayAttempts,
    });
  }
  const goals = ordered
    .filter((a) => a.kind === 'goal')
    .map((a) => ({
      minute: Math.min(lastMinute, Math.ceil(elapsedOf(a.period, a.clock) / 60)),
      team: a.team,
    }));
  return { points, goals };
}
