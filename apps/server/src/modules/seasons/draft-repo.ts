import type { Db } from '../../db/schema';

/** Where the season's draft stands and its year; undefined before it is made. */
export function findDraftOfSeason(db: Db, seasonId: number) {
  return db
    .selectFrom('drafts')
    .select(['status', 'year'])
    .where('season_id', '=', seasonId)
    .executeTakeFirst();
}

/** The prospects of the league's class of the year nobody drafted, with their age and the scouts' error. */
export function listUndraftedProspects(db: Db, leagueId: number, year: number) {
  return db
    .selectFrom('draft_prospects as d')
    .innerJoin('players as p', 'p.id', 'd.player_id')
    .select(['p.id', 'p.age', 'd.re_entry', 'd.scout_bias'])
    .where('d.league_id', '=', leagueId)
    .where('d.year', '=', year)
    .where('p.status', '=', 'draft')
    .where('p.team_id', 'is', null)
    .execute();
}

/** Moves an undrafted prospect into the next class: a year older, a re-entry, with the scouts' new error. */
export async function reEnterProspect(
  db: Db,
  prospect: { id: number; age: number; year: number; scoutBias: number },
): Promise<void> {
  await db.updateTable('players').set({ age: prospect.age }).where('id', '=', prospect.id).execute();
  await db
    .updateTable('draft_prospects')
    .set({ year: prospect.year, re_entry: 1, scout_bias: prospect.scoutBias })
    .where('player_id', '=', prospect.id)
    .execute();
}

/** Removes the prospects from their class and their players from the league. */
export async function deleteProspects(db: Db, playerIds: number[]): Promise<void> {
  await db.deleteFrom('draft_prospects').where('player_id', 'in', playerIds).execute();
  await db.deleteFrom('players').where('id', 'in', playerIds).execute();
}

/** The league's teams by id and name, with the GM who runs each (null: nobody). */
export function listTeamsWithGms(
  db: Db,
  leagueId: number,
): Promise<{ id: number; name: string; gm_user_id: number | null }[]> {
  return db
    .selectFrom('teams')
    .select(['id', 'name', 'gm_user_id'])
    .where('league_id', '=', leagueId)
    .execute();
}
