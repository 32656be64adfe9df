// Each league screen's own chunk, loaded through screens.ts: this module keeps their files' names out of
// the first download (issue 12).

export const TeamsPage = () => import('../features/leagues/teams/teams-page').then((m) => m.TeamsPage);
export const TeamPage = () => import('./pages/team-route').then((m) => m.TeamRoute);
export const RosterPage = () => import('./pages/roster-route').then((m) => m.RosterRoute);
export const PlayerPage = () => import('./pages/player-route').then((m) => m.PlayerRoute);
export const ComparePlayersPage = () =>
  import('../features/leagues/compare/compare-page').then((m) => m.ComparePage);
export const CommishPage = () =>
  import('../features/leagues/commish/commish-page').then((m) => m.CommishPage);
export const LinesPage = () => import('../features/lines/lines-page').then((m) => m.LinesPage);
export const TeamLinesPage = () => import('../features/lines/lines-page').then((m) => m.TeamLinesPage);
export const DepthChartPage = () =>
  import('../features/lines/depth-chart-page').then((m) => m.DepthChartPage);
export const TeamDepthChartPage = () =>
  import('../features/lines/depth-chart-page').then((m) => m.TeamDepthChartPage);
export const StandingsPage = () => import('../features/stats/standings-page').then((m) => m.StandingsPage);
export const StatsPage = () => import('../features/stats/stats-page').then((m) => m.StatsPage);
export const PlayoffsPage = () => import('../features/playoffs/playoffs-page').then((m) => m.PlayoffsPage);
export const AwardsPage = () => import('../features/awards/awards-page').then((m) => m.AwardsPage);
export const RecordsPage = () => import('../features/records/records-page').then((m) => m.RecordsPage);
export const HallOfFamePage = () =>
  import('../features/hall-of-fame/hall-of-fame-page').then((m) => m.HallOfFamePage);
export const LeagueLogPage = () =>
  import('../features/leagues/audit/league-log-page').then((m) => m.LeagueLogPage);
export const NewsPage = () => import('../features/news/news-page').then((m) => m.NewsPage);
export const SchedulePage = () =>
  import('../features/games/schedule/schedule-page').then((m) => m.SchedulePage);
export const GameCenterPage = () =>
  import('../features/games/game-center/game-center-page').then((m) => m.GameCenterPage);
export const GameViewerPage = () =>
  import('../features/games/viewer/game-viewer-page').then((m) => m.GameViewerPage);
export const LiveGamePage = () => import('../features/games/live/live-game-page').then((m) => m.LiveGamePage);
export const HistoryPage = () => import('../features/history/history-page').then((m) => m.HistoryPage);
export const CapSheetPage = () => import('./pages/cap-sheet-route').then((m) => m.CapSheetRoute);
export const ReSigningPage = () =>
  import('../features/re-signing/re-signing-page').then((m) => m.ReSigningPage);
export const ContractRulesPage = () =>
  import('../features/contracts/contract-rules-page').then((m) => m.ContractRulesPage);
export const WaiversPage = () => import('../features/contracts/waivers-page').then((m) => m.WaiversPage);
export const FreeAgentsPage = () =>
  import('../features/free-agency/free-agents-page').then((m) => m.FreeAgentsPage);
export const TransactionsPage = () =>
  import('../features/contracts/transactions-page').then((m) => m.TransactionsPage);
export const TradesPage = () => import('../features/trades/trade-screens').then((m) => m.TradesPage);
export const TradeBuilderPage = () =>
  import('../features/trades/trade-screens').then((m) => m.TradeBuilderPage);
export const TradeFinderPage = () =>
  import('../features/trades/trade-screens').then((m) => m.TradeFinderPage);
export const TradeDetailPage = () =>
  import('../features/trades/trade-screens').then((m) => m.TradeDetailPage);
export const LeagueTradingBlockPage = () =>
  import('../features/trading-block/trading-block-screens').then((m) => m.LeagueTradingBlockPage);
export const TeamTradingBlockPage = () =>
  import('../features/trading-block/trading-block-screens').then((m) => m.TeamTradingBlockPage);
export const DraftRoomPage = () => import('../features/draft/draft-screens').then((m) => m.DraftRoomPage);
export const DraftProspectsPage = () =>
  import('../features/draft/draft-screens').then((m) => m.DraftProspectsPage);
export const DraftLotteryPage = () =>
  import('../features/draft/draft-screens').then((m) => m.DraftLotteryPage);
export const BoardPage = () => import('./pages/board-screens').then((m) => m.BoardRoute);
export const BoardThreadPage = () => import('./pages/board-screens').then((m) => m.BoardThreadRoute);
