import type { GoalieAttributes, Player, SkaterAttributes, StoredPlayer } from '@rinkside/domain';
import type { Insertable, Selectable } from 'kysely';
import type { PlayersTable } from '../../db/schema';

export type PlayerRow = Selectable<PlayersTable>;

interface StoredAttributes {
  attributes?: SkaterAttributes;
  goalieAttributes?: GoalieAttributes;
}

/** A generated or imported player as a row of the players table. */
export function playerToRow(
  player: Player,
  leagueId: number,
  teamId: number | null,
): Insertable<PlayersTable> {
  const attributes: StoredAttributes = player.attributes
    ? { attributes: player.attributes }
    : { goalieAttributes: player.goalieAttributes };
  return {
    league_id: leagueId,
    team_id: teamId,
    first_name: player.firstName,
    last_name: player.lastName,
    position: player.position,
    natural_position: player.naturalPosition,
    jersey_number: player.jerseyNumber,
    age: player.age,
    handedness: player.handedness,
    height: player.height,
    weight: player.weight,
    country: player.country,
    overall: player.overall,
    status: player.status,
    cap_hit: player.contract.capHit,
    contract_years: player.contract.yearsLeft,
    attributes: JSON.stringify(attributes),
  };
}

export function rowToPlayer(row: PlayerRow): StoredPlayer {
  const stored = JSON.parse(row.attributes) as StoredAttributes;
  return {
    id: row.id,
    teamId: row.team_id,
    firstName: row.first_name,
    lastName: row.last_name,
    position: row.position as Player['position'],
    naturalPosition: row.natural_position,
    assignedPosition: null,
    jerseyNumber: row.jersey_number,
    age: row.age,
    handedness: row.handedness as Player['handedness'],
    height: row.height,
    weight: row.weight,
    country: row.country,
    overall: row.overall,
    status: row.status as Player['status'],
    contract: { capHit: row.cap_hit, yearsLeft: row.contract_years },
    ...stored,
  };
}
