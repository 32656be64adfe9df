import {
  estimatedCareerStart,
  firstContractType,
  injurySchema,
  playerRoleSchema,
  type GoalieAttributes,
  type Injury,
  type Player,
  type PlayerRole,
  type SkaterAttributes,
  type StoredPlayer,
} from '@rinkside/domain';
import type { Insertable, Selectable } from 'kysely';
import type { PlayersTable } from '../../db/schema';

export type PlayerRow = Selectable<PlayersTable>;

interface StoredAttributes {
  attributes?: SkaterAttributes;
  goalieAttributes?: GoalieAttributes;
}

/**
 * A generated or imported player as a row of the players table, joining the league in the season starting
 * in `seasonYear`: his contract counts from it, his career before it estimated from his age.
 */
export function playerToRow(
  player: Player,
  leagueId: number,
  teamId: number | null,
  seasonYear: number,
): Insertable<PlayersTable> {
  const attributes: StoredAttributes = player.attributes
    ? { attributes: player.attributes }
    : { goalieAttributes: player.goalieAttributes };
  const career = estimatedCareerStart(player.age, player.status, seasonYear);
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
    role: player.role ?? null,
    potential: player.potential ?? null,
    injury: player.injury ? JSON.stringify(player.injury) : null,
    contract_type: career.ageAtFirstContract === player.age ? firstContractType(player.age) : 'standard',
    contract_signed_year: seasonYear,
    first_contract_year: career.firstContractYear,
    age_at_first_contract: career.ageAtFirstContract,
    prior_games: career.priorGames,
    prior_accrued_seasons: career.priorAccruedSeasons,
  };
}

// Columns added after leagues already existed: older players have none, so each reads as absent.
const roleOf = (text: string | null): PlayerRole | undefined => {
  const parsed = playerRoleSchema.safeParse(text);
  return parsed.success ? parsed.data : undefined;
};
const injuryOf = (text: string | null): Injury | null => {
  if (text === null) return null;
  const parsed = injurySchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : null;
};

export function rowToPlayer(row: PlayerRow): StoredPlayer {
  const stored = JSON.parse(row.attributes) as StoredAttributes;
  const role = roleOf(row.role);
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
    ...(role === undefined ? {} : { role }),
    ...(row.potential === null ? {} : { potential: row.potential }),
    injury: injuryOf(row.injury),
  };
}
