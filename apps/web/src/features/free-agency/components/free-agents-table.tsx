import {
  Anchor,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { formatCapHit, type FreeAgent } from '@rinkside/domain';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { SortableTh } from '../../../components/sortable-th';
import { useTableSort, type SortValue } from '../../../components/use-table-sort';
import sticky from '../../../components/sticky-columns.module.css';

type Column = 'name' | 'position' | 'age' | 'overall' | 'potential' | 'status' | 'lastTeam' | 'ask';

const valueOf = (player: FreeAgent, column: Column): SortValue => {
  switch (column) {
    case 'name':
      return `${player.lastName} ${player.firstName}`;
    case 'position':
      return player.position;
    case 'age':
      return player.age;
    case 'overall':
      return player.overall;
    case 'potential':
      return player.potential;
    case 'status':
      return player.status;
    case 'lastTeam':
      return player.lastTeam?.name ?? null;
    case 'ask':
      return player.ask.capHit;
  }
};

const TEXT_COLUMNS: readonly Column[] = ['name', 'position', 'status', 'lastTeam'];

export interface FreeAgentFilters {
  position: string | null;
  status: string | null;
  minOverall: number | null;
  search: string;
}

/** The players that pass the filters: a position, UFA or RFA, a least rating, a name. */
export function filterFreeAgents(players: readonly FreeAgent[], filters: FreeAgentFilters): FreeAgent[] {
  const search = filters.search.trim().toLowerCase();
  return players.filter(
    (p) =>
      (filters.position === null || p.position === filters.position) &&
      (filters.status === null || p.status === filters.status) &&
      (filters.minOverall === null || p.overall >= filters.minOverall) &&
      (search === '' || `${p.firstName} ${p.lastName}`.toLowerCase().includes(search)),
  );
}

interface FreeAgentsTableProps {
  leagueId: number;
  players: readonly FreeAgent[];
  /** Null: the viewer runs no team and makes no offers. */
  onOffer: ((player: FreeAgent) => void) | null;
}

/** The free agents, sortable by every column and filtered, each with what he asks and an Offer button. */
export function FreeAgentsTable({ leagueId, players, onOffer }: FreeAgentsTableProps) {
  const [filters, setFilters] = useState<FreeAgentFilters>({
    position: null,
    status: null,
    minOverall: null,
    search: '',
  });
  const shown = useMemo(() => filterFreeAgents(players, filters), [players, filters]);
  const { sorted, sort, toggle } = useTableSort<FreeAgent, Column>(
    shown,
    valueOf,
    { key: 'overall', direction: 'desc' },
    (key) => (TEXT_COLUMNS.includes(key) ? 'asc' : 'desc'),
  );
  const th = (column: Column, label: string, title?: string, align: 'left' | 'right' = 'left') => (
    <SortableTh column={column} sort={sort} onSort={toggle} title={title} align={align}>
      {label}
    </SortableTh>
  );

  return (
    <>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Name"
          value={filters.search}
          onChange={(event) => setFilters({ ...filters, search: event.currentTarget.value })}
          w={{ base: '100%', xs: 200 }}
        />
        <Select
          label="Position"
          placeholder="All"
          data={['C', 'LW', 'RW', 'D', 'G']}
          value={filters.position}
          onChange={(position) => setFilters({ ...filters, position })}
          clearable
          w={110}
        />
        <Select
          label="Status"
          placeholder="All"
          data={[
            { value: 'ufa', label: 'UFA' },
            { value: 'rfa', label: 'RFA' },
          ]}
          value={filters.status}
          onChange={(status) => setFilters({ ...filters, status })}
          clearable
          w={110}
        />
        <NumberInput
          label="Min OVR"
          value={filters.minOverall ?? ''}
          onChange={(value) =>
            setFilters({ ...filters, minOverall: typeof value === 'number' ? value : null })
          }
          min={0}
          max={99}
          allowDecimal={false}
          w={100}
        />
      </Group>
      {sorted.length === 0 ? (
        <Text c="dimmed">
          {players.length === 0
            ? 'No player is a free agent right now.'
            : 'No free agent matches these filters.'}
        </Text>
      ) : (
        <Paper withBorder radius="md" p={{ base: 0, sm: 'xs' }}>
          <Table.ScrollContainer minWidth={760}>
            {/* The player's name stays in view while a phone scrolls to the Offer button. */}
            <Table
              striped
              highlightOnHover
              fz="sm"
              verticalSpacing={6}
              aria-label="Free agents"
              className={sticky.table}
            >
              <Table.Thead>
                <Table.Tr>
                  {th('name', 'Player')}
                  {th('position', 'Pos', 'Position')}
                  {th('age', 'Age', undefined, 'right')}
                  {th('overall', 'OVR', 'Overall rating', 'right')}
                  {th('potential', 'POT', 'Potential', 'right')}
                  {th('status', 'Status', 'Unrestricted or restricted free agent')}
                  {th('lastTeam', 'Last team')}
                  {th('ask', 'Asks', 'Asking cap hit × seasons', 'right')}
                  {onOffer && (
                    <Table.Th>
                      <VisuallyHidden>Offer</VisuallyHidden>
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sorted.map((player) => {
                  const name = `${player.firstName} ${player.lastName}`;
                  return (
                    <Table.Tr key={player.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/league/${leagueId}/player/${player.id}`} size="sm">
                          {name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{player.position}</Table.Td>
                      <Table.Td ta="right">{player.age}</Table.Td>
                      <Table.Td ta="right">{player.overall}</Table.Td>
                      <Table.Td ta="right">{player.potential ?? '–'}</Table.Td>
                      <Table.Td>{player.status.toUpperCase()}</Table.Td>
                      <Table.Td>{player.lastTeam?.name ?? '–'}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatCapHit(player.ask.capHit)} × {player.ask.years}
                      </Table.Td>
                      {onOffer && (
                        <Table.Td>
                          <Button
                            size="xs"
                            variant="light"
                            aria-label={`Offer ${name} a contract`}
                            onClick={() => onOffer(player)}
                          >
                            Offer
                          </Button>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </>
  );
}
