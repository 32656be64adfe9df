import { Table } from '@mantine/core';
import { availabilityLabel, playerAvailability, type PlayerId, type StoredPlayer } from '@rinkside/domain';
import { useCallback } from 'react';
import { PlayerStatusBadge } from '../../../components/player-status-badge';
import { RatingText } from '../../../components/rating-text';
import { SortableTh } from '../../../components/sortable-th';
import { useTableSort, type SortValue } from '../../../components/use-table-sort';
import { POSITION_ORDER, type AttributeColumn } from './player-attributes';
import { PlayerIdentityCells } from './player-identity-cells';

interface PlayerAttributeTableProps {
  leagueId: number;
  players: readonly StoredPlayer[];
  columns: readonly AttributeColumn[];
  /** Who the team's saved lineup dresses (null while unknown), for each player's status badge. */
  dressed: ReadonlySet<PlayerId> | null;
}

/** SPEC §2 Team page player list: number, name, position, age, overall and every attribute, all sortable. */
export function PlayerAttributeTable({ leagueId, players, columns, dressed }: PlayerAttributeTableProps) {
  const valueOf = useCallback(
    (player: StoredPlayer, key: string): SortValue => {
      if (key === 'name') return `${player.lastName} ${player.firstName}`;
      if (key === 'number') return player.jerseyNumber;
      if (key === 'position') return POSITION_ORDER[player.position] ?? 9;
      if (key === 'age') return player.age;
      if (key === 'overall') return player.overall;
      if (key === 'status') return availabilityLabel(playerAvailability(player, dressed));
      return columns.find((c) => c.key === key)?.value(player) ?? null;
    },
    [columns, dressed],
  );
  // New columns start in their natural order: names and numbers A-Z, ratings best first.
  const { sorted, sort, toggle } = useTableSort<StoredPlayer, string>(
    players,
    valueOf,
    { key: 'overall', direction: 'desc' },
    (key) => (['name', 'number', 'position', 'status'].includes(key) ? 'asc' : 'desc'),
  );
  const th = (key: string, label: string, title?: string, align: 'left' | 'right' = 'right') => (
    <SortableTh key={key} column={key} sort={sort} onSort={toggle} title={title} align={align}>
      {label}
    </SortableTh>
  );

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover fz="sm" verticalSpacing={6} stickyHeader>
        <Table.Thead>
          <Table.Tr>
            {th('number', '#', 'Jersey number')}
            {th('name', 'Name', undefined, 'left')}
            {th('position', 'Pos', 'Position', 'left')}
            {th('age', 'Age')}
            {th('overall', 'OVR', 'Overall')}
            {th('status', 'Status', 'Healthy, injured or a healthy scratch', 'left')}
            {columns.map((c) => th(c.key, c.abbreviation, c.name))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((player) => (
            <Table.Tr key={player.id}>
              <PlayerIdentityCells leagueId={leagueId} player={player} />
              <Table.Td>
                <PlayerStatusBadge availability={playerAvailability(player, dressed)} />
              </Table.Td>
              {columns.map((c) => {
                const value = c.value(player);
                return (
                  <Table.Td key={c.key} ta="right">
                    {value === null ? '–' : <RatingText value={value} />}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
