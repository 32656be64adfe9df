import { Anchor, Badge, ScrollArea, Table, Text } from '@mantine/core';
import {
  availabilityLabel,
  formatCapHit,
  playerAvailability,
  positionColor,
  type PlayerId,
  type GoalieStats,
  type SkaterStats,
  type StoredPlayer,
} from '@rinkside/domain';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { SortableTh } from '../../../components/sortable-th';
import { useTableSort, type SortValue } from '../../../components/use-table-sort';
import { PlayerStatusBadge } from '../../../components/player-status-badge';
import { formatHeight } from '../player-display';

export interface SeasonLines {
  skaters: ReadonlyMap<number, SkaterStats>;
  goalies: ReadonlyMap<number, GoalieStats>;
}

type Column =
  | 'number'
  | 'position'
  | 'name'
  | 'age'
  | 'height'
  | 'weight'
  | 'capHit'
  | 'contract'
  | 'status'
  | 'gp'
  | 'line';

interface RosterTableProps {
  players: StoredPlayer[];
  season: SeasonLines;
  playerHref: (playerId: number) => string;
  caption: string;
  /** Who the saved lineup dresses (null while unknown): the rest of the active players are healthy scratches. */
  dressed: ReadonlySet<PlayerId> | null;
}

const statsLine = (player: StoredPlayer, season: SeasonLines) => {
  if (player.position === 'G') {
    const g = season.goalies.get(player.id);
    return {
      gp: g?.gamesPlayed ?? 0,
      text: g ? `${g.wins}/${g.losses}/${g.saves}` : '0/0/0',
      sort: g?.wins ?? 0,
    };
  }
  const s = season.skaters.get(player.id);
  return {
    gp: s?.gamesPlayed ?? 0,
    text: s ? `${s.goals}/${s.assists}/${s.points}` : '0/0/0',
    sort: s?.points ?? 0,
  };
};

/** SPEC §2 active roster and minors tables, from stored players and season stats; sortable by every column. */
export function RosterTable({ players, season, playerHref, caption, dressed }: RosterTableProps) {
  const valueOf = useCallback(
    (p: StoredPlayer, key: Column): SortValue => {
      switch (key) {
        case 'number':
          return p.jerseyNumber;
        case 'position':
          return p.position;
        case 'name':
          return `${p.lastName} ${p.firstName}`;
        case 'age':
          return p.age;
        case 'height':
          return p.height;
        case 'weight':
          return p.weight;
        case 'capHit':
          return p.contract.capHit;
        case 'contract':
          return p.contract.yearsLeft;
        case 'status':
          return availabilityLabel(playerAvailability(p, dressed));
        case 'gp':
          return statsLine(p, season).gp;
        case 'line':
          return statsLine(p, season).sort;
      }
    },
    [season, dressed],
  );
  const { sorted, sort, toggle } = useTableSort<StoredPlayer, Column>(
    players,
    valueOf,
    { key: 'number', direction: 'asc' },
    (key) => (['number', 'position', 'name', 'status'].includes(key) ? 'asc' : 'desc'),
  );
  const th = (column: Column, label: string, title?: string) => (
    <SortableTh column={column} sort={sort} onSort={toggle} title={title}>
      {label}
    </SortableTh>
  );

  return (
    <ScrollArea type="auto" offsetScrollbars="x">
      <Table striped highlightOnHover miw={920} verticalSpacing={6} fz="sm">
        <Table.Caption ta="left">{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {th('number', '#', 'Jersey number')}
            {th('position', 'Pos', 'Position')}
            {th('name', 'Name')}
            {th('age', 'Age')}
            {th('height', 'Ht', 'Height')}
            {th('weight', 'Wt', 'Weight')}
            {th('capHit', 'Cap Hit')}
            {th('contract', 'Contract', 'Contract years left')}
            {th('status', 'Status')}
            {th('gp', 'GP', 'Games played')}
            {th('line', 'G/A/P', 'Goals/assists/points (goalies: wins/losses/saves)')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((p) => {
            const line = statsLine(p, season);
            return (
              <Table.Tr key={p.id}>
                <Table.Td>{p.jerseyNumber}</Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color={positionColor(p.position)}>
                    {p.position}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={playerHref(p.id)} fw={600} size="sm">
                    {p.firstName} {p.lastName}
                  </Anchor>
                </Table.Td>
                <Table.Td>{p.age}</Table.Td>
                <Table.Td>{formatHeight(p.height)}</Table.Td>
                <Table.Td>{p.weight} lb</Table.Td>
                <Table.Td>{formatCapHit(p.contract.capHit)}</Table.Td>
                <Table.Td>
                  {p.contract.yearsLeft} {p.contract.yearsLeft === 1 ? 'yr' : 'yrs'}
                </Table.Td>
                <Table.Td>
                  <PlayerStatusBadge availability={playerAvailability(p, dressed)} />
                </Table.Td>
                <Table.Td>{line.gp}</Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace" title={p.position === 'G' ? 'W/L/Saves' : 'G/A/P'}>
                    {line.text}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
