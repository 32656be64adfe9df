import { Anchor, Badge, Button, Center, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatCapHit, type Waiver } from '@rinkside/domain';
import { Link } from 'react-router';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { errorMessage } from '../../lib/http';
import { useCurrentLeague } from '../../lib/league-query';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useClaimWaiver, useWaivers } from './api/waivers';
import { timeLeft } from './time-left';

function ClaimButton({ leagueId, waiver }: { leagueId: number; waiver: Waiver }) {
  const claim = useClaimWaiver(leagueId);
  const name = `${waiver.player.firstName} ${waiver.player.lastName}`;
  if (waiver.claimedByMyTeam)
    return (
      <Badge color="green" variant="light">
        Claimed
      </Badge>
    );
  return (
    <Button
      size="xs"
      variant="light"
      loading={claim.isPending}
      aria-label={`Claim ${name}`}
      onClick={() =>
        claim.mutate(waiver.id, {
          onSuccess: () => notifySuccess(`Your claim on ${name} stands until his waivers end.`, 'Claim made'),
          onError: (error) =>
            notifyError(errorMessage(error, 'The claim could not be made.'), 'Claim refused'),
        })
      }
    >
      Claim
    </Button>
  );
}

/** /league/{leagueId}/waivers: players on waivers, soonest to clear first; a GM claims from here. */
export function WaiversPage() {
  const { leagueId, data: league } = useCurrentLeague();
  const waivers = useWaivers(leagueId);
  const myTeamId = league?.myTeamId ?? null;

  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Waivers
        </Title>
        <Text size="sm" c="dimmed">
          A player placed on waivers can be claimed by any other team for 24 hours of the league&apos;s clock.
          The claim from the team lowest in the standings wins.
          {waivers.data?.myPriority != null && ` Your team claims ${ordinal(waivers.data.myPriority)}.`}
        </Text>
      </div>
      {waivers.isPending ? (
        <Center py="xl" role="status" aria-label="Loading waivers">
          <Loader />
        </Center>
      ) : waivers.isError ? (
        <QueryErrorAlert
          title="Unable to load waivers"
          message={errorMessage(waivers.error, 'Failed to load the waiver wire.')}
          onRetry={() => void waivers.refetch()}
          retrying={waivers.isFetching}
        />
      ) : waivers.data.waivers.length === 0 ? (
        <Text c="dimmed">No player is on waivers.</Text>
      ) : (
        <Paper withBorder radius="md" p={{ base: 0, sm: 'xs' }}>
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover fz="sm" verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Player</Table.Th>
                  <Table.Th>Pos</Table.Th>
                  <Table.Th ta="right">OVR</Table.Th>
                  <Table.Th ta="right">Cap hit</Table.Th>
                  <Table.Th ta="right">Years</Table.Th>
                  <Table.Th>From</Table.Th>
                  <Table.Th>Clears in</Table.Th>
                  {myTeamId !== null && <Table.Th />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {waivers.data.waivers.map((waiver) => (
                  <Table.Tr key={waiver.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/league/${leagueId}/player/${waiver.player.id}`}
                        size="sm"
                      >
                        {waiver.player.firstName} {waiver.player.lastName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{waiver.player.position}</Table.Td>
                    <Table.Td ta="right">{waiver.player.overall}</Table.Td>
                    <Table.Td ta="right">{formatCapHit(waiver.player.capHit)}</Table.Td>
                    <Table.Td ta="right">{waiver.player.yearsLeft}</Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/league/${leagueId}/team/${waiver.fromTeam.id}/cap`}
                        size="sm"
                      >
                        {waiver.fromTeam.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{timeLeft(waivers.data.leagueNow, waiver.endsAt)}</Table.Td>
                    {myTeamId !== null && (
                      <Table.Td>
                        {waiver.fromTeam.id === myTeamId ? (
                          <Text size="xs" c="dimmed">
                            Yours
                          </Text>
                        ) : (
                          <ClaimButton leagueId={leagueId} waiver={waiver} />
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}

const ordinal = (n: number): string => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
};
