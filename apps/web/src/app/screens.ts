import { lazyPage } from '../lib/prefetch';

/**
 * The league screens' loaders, in a chunk of their own: the first download then names one file for all
 * of them instead of each screen's files, which the landing page would otherwise carry (issue 12).
 */
const leagueScreens = () => import('./league-screens');

// Every screen but the landing page, each in its own chunk: the first download holds the landing page
// and the app's frame, and no public page loads a league screen's code (docs/decisions/014).

export const LoginPage = lazyPage(() => import('../features/auth/login-page').then((m) => m.LoginPage));
export const RegisterPage = lazyPage(() =>
  import('../features/auth/register-page').then((m) => m.RegisterPage),
);
export const VerifyEmailPage = lazyPage(() =>
  import('../features/auth/verify-email-page').then((m) => m.VerifyEmailPage),
);
export const ForgotPasswordPage = lazyPage(() =>
  import('./pages/account-flows').then((m) => m.ForgotPasswordPage),
);
export const ResetPasswordPage = lazyPage(() =>
  import('./pages/account-flows').then((m) => m.ResetPasswordPage),
);
export const LinkAccountPage = lazyPage(() => import('./pages/account-flows').then((m) => m.LinkAccountPage));
export const ChooseUsernamePage = lazyPage(() =>
  import('./pages/account-flows').then((m) => m.ChooseUsernamePage),
);
export const HowToPage = lazyPage(() => import('../features/pages/how-to-page').then((m) => m.HowToPage));
export const CommunityPage = lazyPage(() =>
  import('../features/pages/community-page').then((m) => m.CommunityPage),
);

// Behind sign-in.

export const DashboardPage = lazyPage(() => import('./pages/dashboard-route').then((m) => m.DashboardRoute));
export const CreateLeaguePage = lazyPage(() =>
  import('../features/leagues/create/create-league-page').then((m) => m.CreateLeaguePage),
);
export const ImportLeaguePage = lazyPage(() =>
  import('../features/leagues/import/import-league-page').then((m) => m.ImportLeaguePage),
);
export const ProfileRoute = lazyPage(() => import('./pages/profile-route').then((m) => m.ProfileRoute));
export const InboxPage = lazyPage(() => import('../features/messages/inbox-page').then((m) => m.InboxPage));
export const RecruitmentsPage = lazyPage(() =>
  import('../features/recruitments/recruitments-page').then((m) => m.RecruitmentsPage),
);
export const ApplyPage = lazyPage(() =>
  import('../features/recruitments/apply-page').then((m) => m.ApplyPage),
);
export const AccountSettingsPage = lazyPage(() =>
  import('./pages/account-settings-route').then((m) => m.AccountSettingsRoute),
);
export const NotificationSettingsPage = lazyPage(() =>
  import('../features/notifications/notification-settings-page').then((m) => m.NotificationSettingsPage),
);
export const ConfirmEmailPage = lazyPage(() =>
  import('./pages/account-flows').then((m) => m.ConfirmEmailPage),
);
export const ConfirmEmailSignedOutPage = lazyPage(() =>
  import('./pages/account-flows').then((m) => m.ConfirmEmailSignedOutPage),
);
export const LeagueLayout = lazyPage(() => import('./layouts/league-layout').then((m) => m.LeagueLayout));

// The league shell's children.
export const LeagueHomePage = lazyPage(() =>
  import('../features/leagues/home/league-home-page').then((m) => m.LeagueHomePage),
);
export const TeamsPage = lazyPage(() => leagueScreens().then((m) => m.TeamsPage()));
export const TeamPage = lazyPage(() => leagueScreens().then((m) => m.TeamPage()));
export const RosterPage = lazyPage(() => leagueScreens().then((m) => m.RosterPage()));
export const PlayerPage = lazyPage(() => leagueScreens().then((m) => m.PlayerPage()));
export const ComparePlayersPage = lazyPage(() => leagueScreens().then((m) => m.ComparePlayersPage()));
export const CommishPage = lazyPage(() => leagueScreens().then((m) => m.CommishPage()));
export const LinesPage = lazyPage(() => leagueScreens().then((m) => m.LinesPage()));
export const TeamLinesPage = lazyPage(() => leagueScreens().then((m) => m.TeamLinesPage()));
export const DepthChartPage = lazyPage(() => leagueScreens().then((m) => m.DepthChartPage()));
export const TeamDepthChartPage = lazyPage(() => leagueScreens().then((m) => m.TeamDepthChartPage()));
export const StandingsPage = lazyPage(() => leagueScreens().then((m) => m.StandingsPage()));
export const StatsPage = lazyPage(() => leagueScreens().then((m) => m.StatsPage()));
export const PlayoffsPage = lazyPage(() => leagueScreens().then((m) => m.PlayoffsPage()));
export const AwardsPage = lazyPage(() => leagueScreens().then((m) => m.AwardsPage()));
export const RecordsPage = lazyPage(() => leagueScreens().then((m) => m.RecordsPage()));
export const HallOfFamePage = lazyPage(() => leagueScreens().then((m) => m.HallOfFamePage()));
export const NewsPage = lazyPage(() => leagueScreens().then((m) => m.NewsPage()));
export const LeagueLogPage = lazyPage(() => leagueScreens().then((m) => m.LeagueLogPage()));
export const SchedulePage = lazyPage(() => leagueScreens().then((m) => m.SchedulePage()));
export const GameCenterPage = lazyPage(() => leagueScreens().then((m) => m.GameCenterPage()));
export const GameViewerPage = lazyPage(() => leagueScreens().then((m) => m.GameViewerPage()));
export const LiveGamePage = lazyPage(() => leagueScreens().then((m) => m.LiveGamePage()));
export const HistoryPage = lazyPage(() => leagueScreens().then((m) => m.HistoryPage()));
export const CapSheetPage = lazyPage(() => leagueScreens().then((m) => m.CapSheetPage()));
export const ReSigningPage = lazyPage(() => leagueScreens().then((m) => m.ReSigningPage()));
export const ContractRulesPage = lazyPage(() => leagueScreens().then((m) => m.ContractRulesPage()));
export const WaiversPage = lazyPage(() => leagueScreens().then((m) => m.WaiversPage()));
export const FreeAgentsPage = lazyPage(() => leagueScreens().then((m) => m.FreeAgentsPage()));
export const TransactionsPage = lazyPage(() => leagueScreens().then((m) => m.TransactionsPage()));
export const TradesPage = lazyPage(() => leagueScreens().then((m) => m.TradesPage()));
export const TradeBuilderPage = lazyPage(() => leagueScreens().then((m) => m.TradeBuilderPage()));
export const TradeFinderPage = lazyPage(() => leagueScreens().then((m) => m.TradeFinderPage()));
export const TradeDetailPage = lazyPage(() => leagueScreens().then((m) => m.TradeDetailPage()));
export const DraftRoomPage = lazyPage(() => leagueScreens().then((m) => m.DraftRoomPage()));
export const DraftProspectsPage = lazyPage(() => leagueScreens().then((m) => m.DraftProspectsPage()));
export const DraftLotteryPage = lazyPage(() => leagueScreens().then((m) => m.DraftLotteryPage()));
export const LeagueTradingBlockPage = lazyPage(() => leagueScreens().then((m) => m.LeagueTradingBlockPage()));
export const TeamTradingBlockPage = lazyPage(() => leagueScreens().then((m) => m.TeamTradingBlockPage()));
export const BoardPage = lazyPage(() => leagueScreens().then((m) => m.BoardPage()));
export const BoardThreadPage = lazyPage(() => leagueScreens().then((m) => m.BoardThreadPage()));
