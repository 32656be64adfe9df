import { DashboardPage } from '../../features/dashboard/dashboard-page';
import { DeskSummaries } from '../../features/desk/desk-summaries';

/** /dashboard, with a desk summary of each league the user runs a team in (issue 15). */
export function DashboardRoute({ username }: { username?: string }) {
  return (
    <DashboardPage
      username={username}
      desks={(leagues) => (
        <DeskSummaries
          leagues={leagues.flatMap((l) =>
            l.myTeam
              ? [{ leagueId: l.id, leagueName: l.name, teamId: l.myTeam.id, teamName: l.myTeam.name }]
              : [],
          )}
        />
      )}
    />
  );
}
