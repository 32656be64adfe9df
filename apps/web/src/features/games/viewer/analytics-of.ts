import {
  gameAnalyticsOf,
  goalieIdsOf,
  shotAttemptsOf,
  type GameAnalytics,
  type SimulationData,
} from '@rinkside/domain';

/** The analytics the server told with the game, else read from its play-by-play here (the same rules). */
export function analyticsOf(data: SimulationData): GameAnalytics {
  return data.analytics ?? gameAnalyticsOf(shotAttemptsOf(data.events, goalieIdsOf(data)));
}

/** Whether the game's attempts carry expected goals (games played before they did carry none). */
export const hasExpectedGoals = (data: SimulationData): boolean =>
  data.events.some(
    (e) => (e.type === 'SHOT' || e.type === 'GOAL' || e.type === 'MISSED_SHOT') && e.xg !== undefined,
  );

export { formatCountShare as formatShare } from '../../../lib/shot-shares';
