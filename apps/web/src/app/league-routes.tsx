import type { RouteObject } from 'react-router';
import { PageSkeleton, type PageShape } from '../components/page-skeleton';
import type { LazyPage } from '../lib/prefetch';
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
  ComparePlayersPage,
  PlayoffsPage,
  AwardsPage,
  BoardPage,
  BoardThreadPage,
  RecordsPage,
  HallOfFamePage,
  CapSheetPage,
  ReSigningPage,
  ContractRulesPage,
  TransactionsPage,
  WaiversPage,
  FreeAgentsPage,
  NewsPage,
  LeagueLogPage,
  RosterPage,
  SchedulePage,
  StandingsPage,
  StatsPage,
  TeamDepthChartPage,
  TeamLinesPage,
  TeamPage,
  TeamsPage,
  TradeBuilderPage,
  TradeDetailPage,
  TradeFinderPage,
  TradesPage,
  DraftRoomPage,
  DraftProspectsPage,
  DraftLotteryPage,
  LeagueTradingBlockPage,
  TeamTradingBlockPage,
} from './screens';

/**
 * A league screen at `path`, shown while its code loads as a skeleton named `name` in its `shape`. One
 * call a route keeps the table small: it is part of the first download (docs/decisions/014).
 */
function page(path: string, Page: LazyPage<object>, name: string, shape: PageShape): RouteObject {
  return { path, ...lazyRoute(Page, <PageSkeleton name={name} shape={shape} />) };
}

const home = lazyRoute(LeagueHomePage, <PageSkeleton name="League Home" shape="cards" />);

/**
 * Children of /league/:leagueId (SPEC §2 league shell): index and home, teams, schedule, standings,
 * stats, playoffs, game (index, viewer, live), roster, lines, depth-chart, player/:playerId,
 * players/compare, team/:teamId/depth-chart, team/:teamId/lines, team/:teamId/cap, team/:teamId/re-signing, team/:teamId,
 * team/:teamId/trading-block, contract-rules, waivers, free-agents, transactions, trading-block,
 * trades, trades/new, trades/find, trades/:tradeId, draft, draft/prospects, draft/lottery, records, hall-of-fame,
 * board, board/channel/:channelId, board/thread/:threadId, commish, log. Each page loads on first use.
 */
export const leagueRoutes: RouteObject[] = [
  { index: true, ...home },
  { path: 'home', ...home },
  page('teams', TeamsPage, 'Teams', 'cards'),
  page('team/:teamId', TeamPage, 'Team', 'detail'),
  page('roster', RosterPage, 'Roster', 'table'),
  page('team/:teamId/cap', CapSheetPage, 'Cap Sheet', 'table'),
  page('team/:teamId/re-signing', ReSigningPage, 'Re-sign Players', 'table'),
  page('contract-rules', ContractRulesPage, 'Contract Rules', 'form'),
  page('waivers', WaiversPage, 'Waivers', 'table'),
  page('free-agents', FreeAgentsPage, 'Free Agents', 'table'),
  page('trades', TradesPage, 'Trades', 'table'),
  page('trades/new', TradeBuilderPage, 'Propose a trade', 'form'),
  page('trades/find', TradeFinderPage, 'Find a trade', 'form'),
  page('trades/:tradeId', TradeDetailPage, 'Trade', 'detail'),
  page('draft', DraftRoomPage, 'Draft', 'board'),
  page('draft/prospects', DraftProspectsPage, 'Draft Prospects', 'table'),
  page('draft/lottery', DraftLotteryPage, 'Draft Lottery', 'table'),
  page('trading-block', LeagueTradingBlockPage, 'Trading Block', 'table'),
  page('team/:teamId/trading-block', TeamTradingBlockPage, 'Trading Block', 'table'),
  page('transactions', TransactionsPage, 'Transactions', 'table'),
  page('player/:playerId', PlayerPage, 'Player', 'detail'),
  page('players/compare', ComparePlayersPage, 'Compare Players', 'table'),
  page('commish', CommishPage, 'Commissioner Tools', 'form'),
  page('lines', LinesPage, 'Lines', 'board'),
  page('depth-chart', DepthChartPage, 'Depth Chart', 'board'),
  page('team/:teamId/lines', TeamLinesPage, 'Lines', 'board'),
  page('team/:teamId/depth-chart', TeamDepthChartPage, 'Depth Chart', 'board'),
  page('standings', StandingsPage, 'Standings', 'table'),
  page('stats', StatsPage, 'Stats', 'table'),
  page('playoffs', PlayoffsPage, 'Playoffs', 'cards'),
  page('awards', AwardsPage, 'Awards', 'cards'),
  page('history', HistoryPage, 'History', 'table'),
  page('records', RecordsPage, 'Records', 'table'),
  page('hall-of-fame', HallOfFamePage, 'Hall of Fame', 'cards'),
  page('news', NewsPage, 'League News', 'table'),
  page('board', BoardPage, 'League Board', 'table'),
  page('board/channel/:channelId', BoardPage, 'League Board', 'table'),
  page('board/thread/:threadId', BoardThreadPage, 'Thread', 'detail'),
  page('log', LeagueLogPage, 'League Log', 'table'),
  page('schedule', SchedulePage, 'Schedule', 'calendar'),
  {
    path: 'game',
    children: [
      { index: true, ...lazyRoute(GameCenterPage, <PageSkeleton name="Game Center" shape="cards" />) },
      page('viewer', GameViewerPage, 'Game Viewer', 'detail'),
      page('live', LiveGamePage, 'Live Game', 'detail'),
    ],
  },
];
