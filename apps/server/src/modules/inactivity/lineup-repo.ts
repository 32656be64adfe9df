import type { Db } from '../../db/schema';

/** The league day of the team's next scheduled game, or null when it has none. */
export async function nextGameDay(db: Db, teamId: number): Promise<string | null> {
  const game = await db
    .selectFrom('games')
    .select('game_date')
    .where('status', '=', 'scheduled')
    .where((eb) => eb.or([eb('home_team_id', '=', teamId), eb('away_team_id', '=', teamId)]))
    .orderBy('start_at')
    .limit(1)
    .executeTakeFirst();
  return game?.game_date ?? null;
}

/** The team's saved lineup, or undefined when it has none. */
export function findLineup(db: Db, teamId: number) {
  return db.selectFrom('lineups').selectAll().where('team_id', '=', teamId).executeTakeFirst();
}

/** Saves a first lineup for the team unless one was saved meanwhile; whether it was written. */
export async function insertLineupIfNone(
  db: Db,
  lineup: { teamId: number; lineup: string; at: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('lineups')
    .values({ team_id: lineup.teamId, lineup: lineup.lineup, updated_at: lineup.at })
    .onConflict((oc) => oc.column('team_id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Writes the team's lineup over the one read (`read`) only; whether it was written. */
export async function replaceLineup(
  db: Db,
  teamId: number,
  read: { lineup: string; updated_at: string },
  next: { lineup: string; at: string },
): Promise<boolean> {
  const updated = await db
    .updateTable('lineups')
    .set({ lineup: next.lineup, updated_at: next.at })
    .where('team_id', '=', teamId)
    .where('lineup', '=', read.lineup)
    .where('updated_at', '=', read.updated_at)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
