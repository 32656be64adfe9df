import type { Db } from '../../db/schema';

// The season's opening (docs/decisions/076): the active season as its opening reads it, the commissioner's
// override and the notices that tell a GM once that his payroll holds the opening.

/** The league's active season, with what its opening needs. */
export function findOpeningSeason(db: Db, leagueId: number) {
  return db
    .selectFrom('seasons')
    .select(['id', 'name', 'phase', 'start_year', 'floor_overridden_at'])
    .where('league_id', '=', leagueId)
    .where('active', '=', 1)
    .executeTakeFirst();
}
export type OpeningSeasonRow = NonNullable<Awaited<ReturnType<typeof findOpeningSeason>>>;

/** Marks the season started below the floor, once; false when it already was. */
export async function markFloorOverridden(db: Db, seasonId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('seasons')
    .set({ floor_overridden_at: at })
    .where('id', '=', seasonId)
    .where('floor_overridden_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Claims the one notice of a team's GM that his payroll holds the season's opening; false if he was told. */
export async function claimHoldNotice(db: Db, notice: { seasonId: number; teamId: number; at: string }) {
  const result = await db
    .insertInto('opening_hold_notices')
    .values({ season_id: notice.seasonId, team_id: notice.teamId, created_at: notice.at })
    .onConflict((oc) => oc.columns(['season_id', 'team_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
