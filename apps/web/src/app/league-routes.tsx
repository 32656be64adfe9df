import type { RouteObject } from 'react-router';
import { GameCenterPage } from '../features/games/game-center/game-center-page';
import { LiveGamePage } from '../features/games/live/live-game-page';
import { SchedulePage } from '../features/games/schedule/schedule-page';
import { GameViewerPage } from '../features/games/viewer/game-viewer-page';
import { LinesPage } from '../features/lines/lines-page';

/**
 * Children of /league/:leagueId (SPEC §2 league shell): index and home, teams, schedule, standings,
 * stats, game (index, viewer, live), roster, lines, depth-chart, player/:playerId,
 * team/:teamId/depth-chart, team/:teamId, commish. Each feature adds its own entries here.
 */
export const leagueRoutes: RouteObject[] = [
  { path: 'lines', element: <LinesPage /> },
  { path: 'schedule', element: <SchedulePage /> },
  {
    path: 'game',
    children: [
      { index: true, element: <GameCenterPage /> },
      { path: 'viewer', element: <GameViewerPage /> },
      { path: 'live', element: <LiveGamePage /> },
    ],
  },
];
