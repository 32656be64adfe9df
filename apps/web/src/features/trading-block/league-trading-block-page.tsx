import { Button, Center, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { errorMessage } from '../../lib/http';
import { useCurrentLeague } from '../../lib/league-query';
import { useLeagueTradingBlock, type LeagueBlockFilters } from './api/get-league-trading-block';
import { BlockEntriesTable } from './components/block-entries-table';
import { LookingForList } from './components/looking-for-list';
import { TradeRulesNote } from './components/trade-rules-note';

const POSITIONS = [
  { value: 'F', label: 'Forwards' },
  { value: 'C', label: 'C' },
  { value: 'LW', label: 'LW' },
  { value: 'RW', label: 'RW' },
  { value: 'D', label: 'D' },
  { value: 'G', label: 'G' },
];

/** /league/{leagueId}/trading-block: every player the league's GMs would move, by position and team. */
export function LeagueTradingBlockPage() {
  const { leagueId, data: league } = useCurrentLeague();
  const [filters, setFilters] = useState<LeagueBlockFilters>({ position: null, teamId: null });
  const block = useLeagueTradingBlock(leagueId, filters);
  const myTeamId = league?.myTeamId ?? null;
  const filtered = filters.position !== null || filters.teamId !== null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Trading Block
          </Title>
          <Text size="sm" c="dimmed">
            Players their GMs would move, and what each team is looking for.
          </Text>
        </div>
        {myTeamId !== null && (
          <Button
            component={Link}
            to={`/league/${leagueId}/team/${myTeamId}/trading-block`}
            variant="light"
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            Edit your block
          </Button>
        )}
      </Group>
      <TradeRulesNote leagueId={leagueId} />
      <Group gap="sm" align="flex-end">
        <Select
          label="Position"
          placeholder="All"
          data={POSITIONS}
          value={filters.position}
          onChange={(position) => setFilters((f) => ({ ...f, position }))}
          clearable
          w={140}
        />
        <Select
          label="Team"
          placeholder="All teams"
          data={(league?.teams ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
          value={filters.teamId === null ? null : String(filters.teamId)}
          onChange={(teamId) =>
            setFilters((f) => ({ ...f, teamId: teamId === null ? null : Number(teamId) }))
          }
          clearable
          searchable
          w={{ base: '100%', xs: 240 }}
        />
      </Group>
      {block.isPending ? (
        <Center py="xl" role="status" aria-label="Loading the trading block">
          <Loader />
        </Center>
      ) : block.isError ? (
        <QueryErrorAlert
          title="Unable to load the trading block"
          message={errorMessage(block.error, 'Failed to load the trading block.')}
          onRetry={() => void block.refetch()}
          retrying={block.isFetching}
        />
      ) : (
        <>
          <BlockEntriesTable
            leagueId={leagueId}
            entries={block.data.entries}
            showTeam
            myTeamId={myTeamId}
            empty={
              filtered ? 'No listed player matches these filters.' : 'No player is on the trading block yet.'
            }
          />
          <Title order={2} fz={{ base: 18, sm: 20 }}>
            Looking for
          </Title>
          <LookingForList leagueId={leagueId} teams={block.data.lookingFor} />
        </>
      )}
    </Stack>
  );
}
