import { useParams } from 'react-router';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { errorMessage } from '../../lib/http';
import { useCurrentLeague } from '../../lib/league-query';
import { LinesMessage } from './components/lines-message';
import { TeamLines } from './team-lines';

/** /league/{leagueId}/lines: the viewer's own team's lines (SPEC §2 Lines, §6 GM). */
export function LinesPage() {
  const league = useCurrentLeague();
  if (league.isPending) return <LinesMessage kind="loading" />;
  if (league.isError)
    return (
      <QueryErrorAlert
        title="Error Loading Team Data"
        message={errorMessage(league.error, 'Failed to load team data')}
        onRetry={() => void league.refetch()}
        retrying={league.isFetching}
      />
    );
  if (league.data.myTeamId === null) return <LinesMessage kind="no-team" />;
  return <TeamLines leagueId={league.leagueId} teamId={league.data.myTeamId} />;
}

/** /league/{leagueId}/team/{teamId}/lines: the lines of one team by its id; editable only when the server says so (its GM, the commissioner). */
export function TeamLinesPage() {
  const { leagueId, teamId } = useParams();
  const league = Number(leagueId);
  const team = Number(teamId);
  if (!Number.isInteger(league) || league <= 0 || !Number.isInteger(team) || team <= 0) {
    return <LinesMessage kind="no-team" />;
  }
  return <TeamLines key={team} leagueId={league} teamId={team} />;
}
