import { Anchor, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { formatCapHit, seasonName } from '@rinkside/domain';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { errorMessage } from '../../lib/http';
import { useCurrentLeague } from '../../lib/league-query';
import { useTeam } from '../../lib/queries/get-team';
import { useCapSheet } from '../../lib/queries/get-cap-sheet';
import { CapSummary } from './components/cap-summary';
import { CommitmentsChart } from './components/commitments-chart';
import { ContractsTable } from './components/contracts-table';
import { PayrollBreakdown } from '../../components/payroll-breakdown';

/**
 * /league/{leagueId}/team/{teamId}/cap: every team's cap sheet is open to the league, as the NHL's are;
 * `draftRights` (the team's unsigned draftees, composed in by the app) after the contracts, with Sign buttons
 * for the team's GM and the commissioner.
 */
export function CapSheetPage({
  draftRights,
}: { draftRights?: (leagueId: number, teamId: number, canSign: boolean) => ReactNode } = {}) {
  const { leagueId, data: league } = useCurrentLeague();
  const teamId = Number(useParams().teamId);
  const team = useTeam(leagueId, teamId);
  const sheet = useCapSheet(leagueId, teamId);
  const name = team.data?.name ?? 'Team';
  const mine = league?.myTeamId === teamId;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="end" wrap="wrap">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {name} Cap Sheet
          </Title>
          {sheet.data && (
            <Text size="sm" c="dimmed">
              {seasonName(sheet.data.season.startYear)} · minimum salary{' '}
              {formatCapHit(sheet.data.season.minimumSalary)}
            </Text>
          )}
        </div>
        <Group gap="md">
          <Anchor component={Link} to={`/league/${leagueId}/team/${teamId}/re-signing`} size="sm">
            Re-sign players
          </Anchor>
          <Anchor component={Link} to={`/league/${leagueId}/contract-rules`} size="sm">
            League contract rules
          </Anchor>
          {mine && (
            <Anchor component={Link} to={`/league/${leagueId}/roster`} size="sm">
              Make roster moves
            </Anchor>
          )}
        </Group>
      </Group>
      {sheet.isPending ? (
        <Center py="xl" role="status" aria-label="Loading cap sheet">
          <Loader />
        </Center>
      ) : sheet.isError ? (
        <QueryErrorAlert
          title="Unable to load the cap sheet"
          message={errorMessage(sheet.error, 'Failed to load the cap sheet.')}
          onRetry={() => void sheet.refetch()}
          retrying={sheet.isFetching}
        />
      ) : sheet.data.players.length === 0 && sheet.data.charges.length === 0 ? (
        <Text c="dimmed">No player is under contract with this team.</Text>
      ) : (
        <>
          <CapSummary sheet={sheet.data} />
          <PayrollBreakdown breakdown={sheet.data.breakdown} payroll={sheet.data.payroll} />
          <CommitmentsChart seasons={sheet.data.seasons} />
          <ContractsTable leagueId={leagueId} sheet={sheet.data} />
        </>
      )}
      {teamId > 0 && draftRights?.(leagueId, teamId, mine || league?.isCommissioner === true)}
    </Stack>
  );
}
