import { Anchor, Button, Center, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LeagueTime } from '../../components/league-time';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { errorMessage } from '../../lib/http';
import { useCurrentLeague } from '../../lib/league-query';
import { useLeagueTimeZone } from '../../lib/queries/get-league-clock';
import { useTransactions } from './api/get-transactions';

/** /league/{leagueId}/transactions: every roster move in the league, newest first. */
export function TransactionsPage() {
  const { leagueId } = useCurrentLeague();
  const log = useTransactions(leagueId);
  const timeZone = useLeagueTimeZone(leagueId);
  const lines = log.data?.pages.flatMap((page) => page.transactions) ?? [];

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Transactions
      </Title>
      {log.isPending ? (
        <Center py="xl" role="status" aria-label="Loading transactions">
          <Loader />
        </Center>
      ) : log.isError ? (
        <QueryErrorAlert
          title="Unable to load transactions"
          message={errorMessage(log.error, 'Failed to load the transactions.')}
          onRetry={() => void log.refetch()}
          retrying={log.isFetching}
        />
      ) : lines.length === 0 ? (
        <Text c="dimmed">No roster moves yet. Call-ups, waivers and buy-outs will be listed here.</Text>
      ) : (
        <Paper withBorder radius="md" p={{ base: 0, sm: 'xs' }}>
          <Table.ScrollContainer minWidth={560}>
            <Table striped fz="sm" verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Team</Table.Th>
                  <Table.Th>Player</Table.Th>
                  <Table.Th>Move</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map((line) => (
                  <Table.Tr key={line.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {timeZone && <LeagueTime at={line.leagueAt} timeZone={timeZone} />}
                    </Table.Td>
                    <Table.Td>
                      {line.teamId !== null ? (
                        <Anchor component={Link} to={`/league/${leagueId}/team/${line.teamId}/cap`} size="sm">
                          {line.teamName}
                        </Anchor>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                    <Table.Td>
                      {line.playerId !== null ? (
                        <Anchor component={Link} to={`/league/${leagueId}/player/${line.playerId}`} size="sm">
                          {line.playerName}
                        </Anchor>
                      ) : (
                        line.playerName
                      )}
                    </Table.Td>
                    <Table.Td>{line.text}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {log.hasNextPage && (
        <Button variant="default" onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage}>
          Show older moves
        </Button>
      )}
    </Stack>
  );
}
