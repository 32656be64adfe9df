import type { RouteObject } from 'react-router';
import { GameCenterPage } from '../features/games/game-center/game-center-page';
import { LiveGamePage } from '../features/games/live/live-game-page';
import { SchedulePage } from '../features/games/schedule/schedule-page';
import { GameViewerPage } from '../features/games/viewer/game-viewer-page';
import { CommishPage } from '../features/leagues/commish/commish-page';
import { LeagueHomePage } from '../features/leagues/home/league-home-page';
import { PlayerPage } from '../features/leagues/player/player-page';
import { RosterPage } from '../features/leagues/roster/roster-page';
import { TeamPage } from '../features/leagues/team/team-page';
import { TeamsPage } from '../features/leagues/teams/teams-page';
import { DepthChartPage, TeamDepthChartPage } from '../features/lines/depth-chart-page';
import { LinesPage, TeamLinesPage } from '../features/lines/lines-page';
import { StandingsPage } from '../features/stats/standings-page';
import { StatsPage } from '../features/stats/stats-page';

/**
 * Children of /league/:leagueId (SPEC §2 league shell): index and home, teams, schedule, standings,
 * stats, game (index, viewer, live), roster, lines, depth-chart, player/:playerId,
 * team/:teamId/depth-chart, team/:teamId/lines, team/:teamId, commish. Each feature adds its own entries here.
 */
export const leagueRoutes: RouteObject[] = [
  { index: true, element: <LeagueHomePage /> },
  { path: 'home', element: <LeagueHomePage /> },
  { path: 'teams', element: <TeamsPage /> },
  { path: 'team/:teamId', element: <TeamPage /> },
  { path: 'roster', element: <RosterPage /> },
  { path: 'player/:playerId', element: <PlayerPage /> },
  { path: 'commish', element: <CommishPage /> },
  { path: 'lines', element: <LinesPage /> },
  { path: 'depth-chart', element: <DepthChartPage /> },
  { path: 'team/:teamId/lines', element: <TeamLinesPage /> },
  { path: 'team/:teamId/depth-chart', element: <TeamDepthChartPage /> },
  { path: 'standings', element: <StandingsPage /> },
  { path: 'stats', element: <StatsPage /> },
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
