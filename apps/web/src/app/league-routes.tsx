import type { RouteObject } from 'react-router';
import { LinesPage } from '../features/lines/lines-page';

/**
 * Children of /league/:leagueId (SPEC §2 league shell): index and home, teams, schedule, standings,
 * stats, game (index, viewer, live), roster, lines, depth-chart, player/:playerId,
 * team/:teamId/depth-chart, team/:teamId, commish. Each feature adds its own entries here.
 */
export const leagueRoutes: RouteObject[] = [{ path: 'lines', element: <LinesPage /> }];
