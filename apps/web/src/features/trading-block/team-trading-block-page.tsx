import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowsExchange, IconSearch } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { ApiRequestError, errorMessage } from '../../lib/http';
import { useCurrentLeague } from '../../lib/league-query';
import { useTeamTradingBlock } from './api/get-team-trading-block';
import { BlockEditor } from './components/block-editor';
import { BlockEntriesTable } from './components/block-entries-table';
import { TradeRulesNote } from './components/trade-rules-note';

/**
 * /league/{leagueId}/team/{teamId}/trading-block: the team's block. Its GM (and the commissioner) edit it:
 * players picked from the roster, a note each, and what the team is looking for; others read it.
 */
export function TeamTradingBlockPage() {
  const { leagueId, data: league } = useCurrentLeague();
  const param = Number(useParams().teamId);
  const teamId = Number.isInteger(param) && param > 0 ? param : 0;
  const block = useTeamTradingBlock(leagueId, teamId);
  const myTeamId = league?.myTeamId ?? null;

  if (teamId === 0 || (block.error instanceof ApiRequestError && block.error.status === 404))
    return (
      <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Team Not Found">
        There is no such team in this league.
      </Alert>
    );
  if (block.isPending)
    return (
      <Center py="xl" role="status" aria-label="Loading the trading block">
        <Loader />
      </Center>
    );
  if (block.isError)
    return (
      <QueryErrorAlert
        title="Unable to load the trading block"
        message={errorMessage(block.error, 'Failed to load the trading block.')}
        onRetry={() => void block.refetch()}
        retrying={block.isFetching}
      />
    );

  const { team, canEdit, entries, lookingFor } = block.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {team.name} Trading Block
          </Title>
          <Text size="sm" c="dimmed">
            {canEdit
              ? 'List the players you would move, with a note each, and say what you are looking for. Other GMs see it on the league’s trading block.'
              : 'Players this team would move, and what it is looking for.'}
          </Text>
        </div>
        <Group gap="xs">
          <Button component={Link} to={`/league/${leagueId}/trading-block`} variant="default">
            League trading block
          </Button>
          {myTeamId === team.id && (
            <Button
              component={Link}
              to={`/league/${leagueId}/trades/find`}
              variant="default"
              leftSection={<IconSearch size={16} aria-hidden />}
            >
              Find a trade
            </Button>
          )}
          {myTeamId !== null && myTeamId !== team.id && (
            <Button
              component={Link}
              to={`/league/${leagueId}/trades/new?with=${team.id}`}
              leftSection={<IconArrowsExchange size={16} aria-hidden />}
            >
              Propose a trade
            </Button>
          )}
        </Group>
      </Group>
      <TradeRulesNote leagueId={leagueId} />
      {canEdit ? (
        <BlockEditor leagueId={leagueId} block={block.data} />
      ) : (
        <>
          <Paper withBorder radius="md" p="sm">
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              Looking for
            </Text>
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }} c={lookingFor ? undefined : 'dimmed'}>
              {lookingFor ?? 'Not said yet.'}
            </Text>
          </Paper>
          <BlockEntriesTable
            leagueId={leagueId}
            entries={entries}
            showTeam={false}
            myTeamId={myTeamId}
            empty="No player is on this team’s trading block."
          />
        </>
      )}
    </Stack>
  );
}
