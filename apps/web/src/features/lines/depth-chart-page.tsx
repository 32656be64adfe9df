import { Alert } from '@mantine/core';
import { useParams } from 'react-router';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { errorMessage } from '../../lib/http';
import { useCurrentLeague } from '../../lib/league-query';
import { LinesMessage } from './components/lines-message';
import { TeamDepthChart } from './team-depth-chart';

/** /league/{leagueId}/depth-chart: the viewer's own team (SPEC §2 Depth chart). */
export function DepthChartPage() {
  const league = useCurrentLeague();
  if (league.leagueId === 0) return <Alert color="red">Missing league ID</Alert>;
  if (league.isPending) return <LinesMessage kind="loading" />;
  if (league.isError)
    return (
      <QueryErrorAlert
        title="Failed to load depth chart"
        message={errorMessage(league.error, 'Failed to load depth chart')}
        onRetry={() => void league.refetch()}
        retrying={league.isFetching}
      />
    );
  if (league.data.myTeamId === null)
    return (
      <Alert color="yellow" title="No team found in context">
        You are not the GM of a team in this league. Open any team&apos;s depth chart from the Teams page.
      </Alert>
    );
  return <TeamDepthChart leagueId={league.leagueId} teamId={league.data.myTeamId} />;
}

/** /league/{leagueId}/team/{teamId}/depth-chart: the depth chart of every team, editable only when the server says so. */
export function TeamDepthChartPage() {
  const { leagueId, teamId } = useParams();
  const league = Number(leagueId);
  const team = Number(teamId);
  if (!Number.isInteger(league) || league <= 0) return <Alert color="red">Missing league ID</Alert>;
  if (!Number.isInteger(team) || team <= 0) return <Alert color="yellow" title="No team found in context" />;
  return <TeamDepthChart key={team} leagueId={league} teamId={team} />;
}
