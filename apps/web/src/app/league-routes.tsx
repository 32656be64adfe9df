import type { RouteObject } from 'react-router';
import { PageSkeleton } from '../components/page-skeleton';
import { lazyRoute } from './route-chunk';
import {
  CommishPage,
  DepthChartPage,
  GameCenterPage,
  GameViewerPage,
  HistoryPage,
  LeagueHomePage,
  LinesPage,
  LiveGamePage,
  PlayerPage,
  PlayoffsPage,
  AwardsPage,
  RosterPage,
  SchedulePage,
  StandingsPage,
  StatsPage,
  TeamDepthChartPage,
  TeamLinesPage,
  TeamPage,
  TeamsPage,
} from './screens';

const home = lazyRoute(LeagueHomePage, <PageSkeleton name="League Home" shape="cards" />);

/**
 * Children of /league/:leagueId (SPEC §2 league shell): index and home, teams, schedule, standings,
 * stats, playoffs, game (index, viewer, live), roster, lines, depth-chart, player/:playerId,
 * team/:teamId/depth-chart, team/:teamId/lines, team/:teamId, commish. Each page loads on first use.
 */
export const leagueRoutes: RouteObject[] = [
  { index: true, ...home },
  { path: 'home', ...home },
  { path: 'teams', ...lazyRoute(TeamsPage, <PageSkeleton name="Teams" shape="cards" />) },
  { path: 'team/:teamId', ...lazyRoute(TeamPage, <PageSkeleton name="Team" shape="detail" />) },
  { path: 'roster', ...lazyRoute(RosterPage, <PageSkeleton name="Roster" shape="table" />) },
  { path: 'player/:playerId', ...lazyRoute(PlayerPage, <PageSkeleton name="Player" shape="detail" />) },
  { path: 'commish', ...lazyRoute(CommishPage, <PageSkeleton name="Commissioner Tools" shape="form" />) },
  { path: 'lines', ...lazyRoute(LinesPage, <PageSkeleton name="Lines" shape="board" />) },
  { path: 'depth-chart', ...lazyRoute(DepthChartPage, <PageSkeleton name="Depth Chart" shape="board" />) },
  { path: 'team/:teamId/lines', ...lazyRoute(TeamLinesPage, <PageSkeleton name="Lines" shape="board" />) },
  {
    path: 'team/:teamId/depth-chart',
    ...lazyRoute(TeamDepthChartPage, <PageSkeleton name="Depth Chart" shape="board" />),
  },
  { path: 'standings', ...lazyRoute(StandingsPage, <PageSkeleton name="Standings" shape="table" />) },
  { path: 'stats', ...lazyRoute(StatsPage, <PageSkeleton name="Stats" shape="table" />) },
  { path: 'playoffs', ...lazyRoute(PlayoffsPage, <PageSkeleton name="Playoffs" shape="cards" />) },
  { path: 'awards', ...lazyRoute(AwardsPage, <PageSkeleton name="Awards" shape="cards" />) },
  { path: 'history', ...lazyRoute(HistoryPage, <PageSkeleton name="History" shape="table" />) },
  { path: 'schedule', ...lazyRoute(SchedulePage, <PageSkeleton name="Schedule" shape="calendar" />) },
  {
    path: 'game',
    children: [
      { index: true, ...lazyRoute(GameCenterPage, <PageSkeleton name="Game Center" shape="cards" />) },
      { path: 'viewer', ...lazyRoute(GameViewerPage, <PageSkeleton name="Game Viewer" shape="detail" />) },
      { path: 'live', ...lazyRoute(LiveGamePage, <PageSkeleton name="Live Game" shape="detail" />) },
    ],
  },
];
