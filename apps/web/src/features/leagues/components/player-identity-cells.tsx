import { Anchor, Badge, Table } from '@mantine/core';
import { positionColor, type StoredPlayer } from '@rinkside/domain';
import { Link } from 'react-router';
import { RatingText } from '../../../components/rating-text';
import { fullName } from './player-attributes';

/** The cells that open every player row: number, name (to the player page), position, age, overall. */
export function PlayerIdentityCells({ leagueId, player }: { leagueId: number; player: StoredPlayer }) {
  return (
    <>
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
    </>
  );
}
