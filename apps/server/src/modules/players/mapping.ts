import {
  injurySchema,
  playerRoleSchema,
  readStoredRatings,
  type Injury,
  type Player,
  type PlayerRole,
  type StoredPlayer,
} from '@rinkside/domain';
import type { Selectable } from 'kysely';
import { StoredJsonError } from '../../db/json-column';
import type { PlayersTable } from '../../db/schema';

export type PlayerRow = Selectable<PlayersTable>;

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

/** His ratings column read by the attribute schemas' shape: stored data that does not read is named, not cast. */
function ratingsOf(row: PlayerRow) {
  let value: unknown;
  try {
    value = JSON.parse(row.attributes);
  } catch {
    throw new StoredJsonError(`ratings of player ${row.id}`, 'the text is not JSON');
  }
  const reading = readStoredRatings(value);
  if (!reading.ok) throw new StoredJsonError(`ratings of player ${row.id}`, reading.problem);
  return reading.ratings;
}

export function rowToPlayer(row: PlayerRow): StoredPlayer {
  const stored = ratingsOf(row);
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
