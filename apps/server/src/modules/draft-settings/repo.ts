import { OPEN_TRADE_STATUSES } from '@rinkside/domain';
import type { Insertable } from 'kysely';
import type { Db, DraftPicksTable } from '../../db/schema';

/** The last year the league holds picks for (null or undefined without picks). */
export function lastPickYear(db: Db, leagueId: number) {
  return db
    .selectFrom('draft_picks')
    .select((eb) => eb.fn.max('year').as('year'))
    .where('league_id', '=', leagueId)
    .executeTakeFirst();
}

/** The league's picks past round `rounds` from `fromYear` on, with their teams' names, year by year. */
export function listPicksPastRound(db: Db, leagueId: number, fromYear: number, rounds: number) {
  return db
    .selectFrom('draft_picks as p')
    .innerJoin('teams as original', 'original.id', 'p.original_team_id')
    .innerJoin('teams as owner', 'owner.id', 'p.owner_team_id')
    .select([
      'p.id',
      'p.year',
      'p.round',
      'p.original_team_id',
      'p.owner_team_id',
      'original.name as original_name',
      'owner.name as owner_name',
    ])
    .where('p.league_id', '=', leagueId)
    .where('p.year', '>=', fromYear)
    .where('p.round', '>', rounds)
    .orderBy('p.year')
    .orderBy('p.round')
    .orderBy('p.id')
    .execute();
}

/** One of the picks offered in a trade still open; undefined when none is. */
export function findPickInOpenTrade(
  db: Db,
  pickIds: number[],
): Promise<{ pick_id: number | null } | undefined> {
  return db
    .selectFrom('trade_assets as a')
    .innerJoin('trades as t', 't.id', 'a.trade_id')
    .select('a.pick_id')
    .where('a.pick_id', 'in', pickIds)
    .where('t.status', 'in', [...OPEN_TRADE_STATUSES])
    .executeTakeFirst();
}

/** Removes the picks. */
export async function deletePicks(db: Db, pickIds: number[]): Promise<void> {
  await db.deleteFrom('draft_picks').where('id', 'in', pickIds).execute();
}

/** The number of prospects in the league's class of the year. */
export async function countProspects(db: Db, leagueId: number, year: number): Promise<number> {
  const row = await db
    .selectFrom('draft_prospects')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('league_id', '=', leagueId)
    .where('year', '=', year)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The league's team ids, lowest first. */
export function listTeamIds(db: Db, leagueId: number): Promise<{ id: number }[]> {
  return db.selectFrom('teams').select('id').where('league_id', '=', leagueId).orderBy('id').execute();
}

/** Which team's pick of which round the league holds for each year in [fromYear, toYear]. */
export function listPickKeys(
  db: Db,
  leagueId: number,
  fromYear: number,
  toYear: number,
): Promise<{ original_team_id: number; year: number; round: number }[]> {
  return db
    .selectFrom('draft_picks')
    .select(['original_team_id', 'year', 'round'])
    .where('league_id', '=', leagueId)
    .where('year', '>=', fromYear)
    .where('year', '<=', toYear)
    .execute();
}

/** Adds the picks. */
export async function insertPicks(db: Db, picks: Insertable<DraftPicksTable>[]): Promise<void> {
  await db.insertInto('draft_picks').values(picks).execute();
}

/** The league's active season, by id and first year. */
export function findActiveSeasonYear(
  db: Db,
  leagueId: number,
): Promise<{ id: number; start_year: number } | undefined> {
  return db
    .selectFrom('seasons')
    .select(['id', 'start_year'])
    .where('league_id', '=', leagueId)
    .where('active', '=', 1)
    .executeTakeFirst();
}

/** Where the season's draft stands; undefined before it is made. */
export function findDraftStatus(db: Db, seasonId: number) {
  return db.selectFrom('drafts').select('status').where('season_id', '=', seasonId).executeTakeFirst();
}
