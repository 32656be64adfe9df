import { Anchor, Badge, Paper, Table } from '@mantine/core';
import { formatCapHit, positionColor, type StoredPlayer } from '@rinkside/domain';
import { Link } from 'react-router';
import { RatingText } from '../../../components/rating-text';
import { SortableTh } from '../../../components/sortable-th';
import { useTableSort, type SortValue } from '../../../components/use-table-sort';
import { fullName, POSITION_ORDER } from '../components/player-attributes';

type RosterSortKey = 'name' | 'position';

const valueOf = (player: StoredPlayer, key: RosterSortKey): SortValue =>
  key === 'name' ? `${player.lastName} ${player.firstName}` : (POSITION_ORDER[player.position] ?? 9);

const STATUS_COLOR: Record<StoredPlayer['status'], string> = {
  active: 'green',
  minors: 'blue',
  prospect: 'grape',
  injured: 'red',
  scratched: 'gray',
};

export function RosterTable({ leagueId, players }: { leagueId: number; players: readonly StoredPlayer[] }) {
  const { sorted, sort, toggle } = useTableSort<StoredPlayer, RosterSortKey>(
    players,
    valueOf,
    { key: 'position', direction: 'asc' },
    () => 'asc',
  );
  return (
    <Paper withBorder radius="lg" p={{ base: 0, sm: 'xs' }}>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover fz="sm" verticalSpacing={6}>
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
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((player) => (
              <Table.Tr key={player.id}>
                <Table.Td ta="right">{player.jerseyNumber}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Anchor component={Link} to={`/league/${leagueId}/player/${player.id}`} size="sm" fw={600}>
                    {fullName(player)}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color={positionColor(player.position)}>
                    {player.position}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{player.age}</Table.Td>
                <Table.Td ta="right">
                  <RatingText value={player.overall} />
                </Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="dot" color={STATUS_COLOR[player.status]}>
                    {player.status}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{formatCapHit(player.contract.capHit)}</Table.Td>
                <Table.Td ta="right">{player.contract.yearsLeft}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
