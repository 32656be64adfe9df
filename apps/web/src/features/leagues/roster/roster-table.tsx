import { Paper, Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCapHit, playerAvailability, type PlayerId, type StoredPlayer } from '@rinkside/domain';
import { PlayerStatusBadge } from '../../../components/player-status-badge';
import { SortableTh } from '../../../components/sortable-th';
import { useTableSort, type SortValue } from '../../../components/use-table-sort';
import { POSITION_ORDER } from '../components/player-attributes';
import { PlayerIdentityCells } from '../components/player-identity-cells';

type RosterSortKey = 'name' | 'position';

const valueOf = (player: StoredPlayer, key: RosterSortKey): SortValue =>
  key === 'name' ? `${player.lastName} ${player.firstName}` : (POSITION_ORDER[player.position] ?? 9);

interface RosterTableProps {
  leagueId: number;
  players: readonly StoredPlayer[];
  /** Who the team's saved lineup dresses (null while unknown): the rest of the active players sit as healthy scratches. */
  dressed: ReadonlySet<PlayerId> | null;
  /** A last column of each player's actions (the GM's roster moves), when given. */
  actions?: (player: StoredPlayer) => ReactNode;
}

// The moves stay in reach on a phone, where the table scrolls sideways: the column keeps to the right edge.
const STICKY_END = { position: 'sticky', right: 0, background: 'var(--mantine-color-body)' } as const;

export function RosterTable({ leagueId, players, dressed, actions }: RosterTableProps) {
  const { sorted, sort, toggle } = useTableSort<StoredPlayer, RosterSortKey>(
    players,
    valueOf,
    { key: 'position', direction: 'asc' },
    () => 'asc',
  );
  return (
    <Paper withBorder radius="lg" p={{ base: 0, sm: 'xs' }}>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover fz="sm" verticalSpacing={6} aria-label="Roster">
          <Table.Thead>
            <Table.Tr>
              <Table.Th ta="right" w={48}>
                #
              </Table.Th>
              <SortableTh column="name" sort={sort} onSort={toggle}>
                Name
              </SortableTh>
              <SortableTh column="position" sort={sort} onSort={toggle}>
                Position
              </SortableTh>
              <Table.Th ta="right">Age</Table.Th>
              <Table.Th ta="right">OVR</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th ta="right">Cap hit</Table.Th>
              <Table.Th ta="right">Years</Table.Th>
              {actions && (
                <Table.Th style={STICKY_END}>
                  <VisuallyHidden>Moves</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((player) => (
              <Table.Tr key={player.id}>
                <PlayerIdentityCells leagueId={leagueId} player={player} />
                <Table.Td>
                  <PlayerStatusBadge availability={playerAvailability(player, dressed)} />
                </Table.Td>
                <Table.Td ta="right">{formatCapHit(player.contract.capHit)}</Table.Td>
                <Table.Td ta="right">{player.contract.yearsLeft}</Table.Td>
                {actions && <Table.Td style={STICKY_END}>{actions(player)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
