import { WAIVER_HOURS } from '@rinkside/domain';
import { databaseErrorKind } from '../../db/errors';
import { conflict } from '../../http/errors';
import type { Db, LeagueRow } from '../leagues/repo';

/** The start year of the league's active season (its first season's while none is active). */
export async function activeSeasonYear(
  db: Db,
  league: Pick<LeagueRow, 'id' | 'start_year'>,
): Promise<number> {
  const season = await db
    .selectFrom('seasons')
    .select('start_year')
    .where('league_id', '=', league.id)
    .where('active', '=', 1)
    .executeTakeFirst();
  return season?.start_year ?? league.start_year;
}

/** The team's players on open waivers: player id → waiver id. */
export async function openWaiversOfTeam(db: Db, teamId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('waivers')
    .select(['id', 'player_id'])
    .where('from_team_id', '=', teamId)
    .where('state', '=', 'open')
    .execute();
  return new Map(rows.map((r) => [r.player_id, r.id]));
}

const HOUR_MS = 3_600_000;

/** Puts a player on waivers for WAIVER_HOURS of the league's clock; a second placement at once is a 409. */
export async function placeOnWaivers(
  db: Db,
  waiver: {
    league: Pick<LeagueRow, 'id'>;
    playerId: number;
    fromTeamId: number;
    headedTo: 'minors' | 'release';
    at: Date;
  },
): Promise<number> {
  try {
    const { id } = await db
      .insertInto('waivers')
      .values({
        league_id: waiver.league.id,
        player_id: waiver.playerId,
        from_team_id: waiver.fromTeamId,
        headed_to: waiver.headedTo,
        placed_at: waiver.at.toISOString(),
        ends_at: new Date(waiver.at.getTime() + WAIVER_HOURS * HOUR_MS).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  } catch (error) {
    if (databaseErrorKind(error) === 'unique-violation') throw conflict('That player is already on waivers.');
    throw error;
  }
}
