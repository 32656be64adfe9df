import { lazyPage } from '../lib/prefetch';

// Every screen but the landing page, each in its own chunk: the first download holds the landing page
// and the app's frame, and no public page loads a league screen's code (docs/decisions/014).

export const LoginPage = lazyPage(() => import('../features/auth/login-page').then((m) => m.LoginPage));
export const RegisterPage = lazyPage(() =>
  import('../features/auth/register-page').then((m) => m.RegisterPage),
);
export const VerifyEmailPage = lazyPage(() =>
  import('../features/auth/verify-email-page').then((m) => m.VerifyEmailPage),
);
export const HowToPage = lazyPage(() => import('../features/pages/how-to-page').then((m) => m.HowToPage));
export const CommunityPage = lazyPage(() =>
  import('../features/pages/community-page').then((m) => m.CommunityPage),
);

// Behind sign-in.

export const DashboardPage = lazyPage(() =>
  import('../features/dashboard/dashboard-page').then((m) => m.DashboardPage),
);
export const CreateLeaguePage = lazyPage(() =>
  import('../features/leagues/create/create-league-page').then((m) => m.CreateLeaguePage),
);
export const ProfileRoute = lazyPage(() => import('./pages/profile-route').then((m) => m.ProfileRoute));
export const InboxPage = lazyPage(() => import('../features/messages/inbox-page').then((m) => m.InboxPage));
export const RecruitmentsPage = lazyPage(() =>
  import('../features/recruitments/recruitments-page').then((m) => m.RecruitmentsPage),
);
export const ApplyPage = lazyPage(() =>
  import('../features/recruitments/apply-page').then((m) => m.ApplyPage),
);
export const LeagueLayout = lazyPage(() => import('./layouts/league-layout').then((m) => m.LeagueLayout));

// The league shell's children.
export const LeagueHomePage = lazyPage(() =>
  import('../features/leagues/home/league-home-page').then((m) => m.LeagueHomePage),
);
export const TeamsPage = lazyPage(() =>
  import('../features/leagues/teams/teams-page').then((m) => m.TeamsPage),
);
export const TeamPage = lazyPage(() => import('../features/leagues/team/team-page').then((m) => m.TeamPage));
export const RosterPage = lazyPage(() =>
  import('../features/leagues/roster/roster-page').then((m) => m.RosterPage),
);
export const PlayerPage = lazyPage(() =>
  import('../features/leagues/player/player-page').then((m) => m.PlayerPage),
);
export const CommishPage = lazyPage(() =>
  import('../features/leagues/commish/commish-page').then((m) => m.CommishPage),
);
export const LinesPage = lazyPage(() => import('../features/lines/lines-page').then((m) => m.LinesPage));
export const TeamLinesPage = lazyPage(() =>
  import('../features/lines/lines-page').then((m) => m.TeamLinesPage),
);
export const DepthChartPage = lazyPage(() =>
  import('../features/lines/depth-chart-page').then((m) => m.DepthChartPage),
);
export const TeamDepthChartPage = lazyPage(() =>
  import('../features/lines/depth-chart-page').then((m) => m.TeamDepthChartPage),
);
export const StandingsPage = lazyPage(() =>
  import('../features/stats/standings-page').then((m) => m.StandingsPage),
);
export const StatsPage = lazyPage(() => import('../features/stats/stats-page').then((m) => m.StatsPage));
export const PlayoffsPage = lazyPage(() =>
  import('../features/playoffs/playoffs-page').then((m) => m.PlayoffsPage),
);
export const AwardsPage = lazyPage(() => import('../features/awards/awards-page').then((m) => m.AwardsPage));
export const SchedulePage = lazyPage(() =>
  import('../features/games/schedule/schedule-page').then((m) => m.SchedulePage),
);
export const GameCenterPage = lazyPage(() =>
  import('../features/games/game-center/game-center-page').then((m) => m.GameCenterPage),
);
export const GameViewerPage = lazyPage(() =>
  import('../features/games/viewer/game-viewer-page').then((m) => m.GameViewerPage),
);
export const LiveGamePage = lazyPage(() =>
  import('../features/games/live/live-game-page').then((m) => m.LiveGamePage),
);
export const HistoryPage = lazyPage(() =>
  import('../features/history/history-page').then((m) => m.HistoryPage),
);
