import {
  injurySchema,
  playerRoleSchema,
  type Injury,
  type Player,
  type PlayerRole,
  type StoredPlayer,
} from '@rinkside/domain';
import type { Selectable } from 'kysely';
import type { StoredAttributes } from '../../db/player-row';
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
