import { type Insertable, sql } from 'kysely';
import type { SeasonsTable } from '../../db/schema';
import type { Db } from '../../db/schema';

/**
 * Claims the rollover of the league's active season: one conditional UPDATE that only an active season
 * in its offseason passes, so of two concurrent rollovers one makes it and the other finds nothing.
 */
export async function closeSeason(db: Db, seasonId: number): Promise<boolean> {
  const result = await db
    .updateTable('seasons')
    .set({ active: 0 })
    .where('id', '=', seasonId)
    .where('active', '=', 1)
    .where('phase', '=', 'offseason')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertSeason(db: Db, season: Insertable<SeasonsTable>): Promise<number> {
  const row = await db.insertInto('seasons').values(season).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Every player of the league who still plays (on a team or a free agent), in id order; the draft class
 * (status 'draft') is not yet in the league's life (docs/decisions/049).
 */
export function listPlayingPlayers(db: Db, leagueId: number) {
  return db
    .selectFrom('players')
    .selectAll()
    .where('league_id', '=', leagueId)
    .where('retired_after_season_id', 'is', null)
    .where('status', '!=', 'draft')
    .orderBy('id')
    .execute();
}

/** A player's own columns after his summer: a year older, his ratings moved, healed. */
export interface ProgressedPlayer {
  id: number;
  age: number;
  overall: number;
  potential: number | null;
  attributes: string;
}

/** Players updated in one statement at most. */
const PROGRESSED_CHUNK = 400;

/**
 * Every player's summer in a few statements rather than one each (docs/decisions/065): an UPDATE from a
 * list of values, on both dialects (their VALUES columns are both named column1…; the casts give
 * PostgreSQL the types its parameters lack there). Each player's injury heals.
 */
export async function updateProgressedPlayers(db: Db, players: readonly ProgressedPlayer[]): Promise<void> {
  for (let i = 0; i < players.length; i += PROGRESSED_CHUNK) {
    const values = players
      .slice(i, i + PROGRESSED_CHUNK)
      .map(
        (p) =>
          sql`(cast(${p.id} as integer), cast(${p.age} as integer), cast(${p.overall} as integer), cast(${p.potential} as integer), cast(${p.attributes} as text))`,
      );
    await sql`update players set age = v.column2, overall = v.column3, potential = v.column4,
      attributes = v.column5, injury = null
      from (values ${sql.join(values)}) as v where players.id = v.column1`.execute(db);
  }
}

export async function insertProgressions(
  db: Db,
  rows: { player_id: number; season_id: number; progression: string }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('player_progressions')
      .values(rows.slice(i, i + 200))
      .execute();
}

/** The player's latest stored summer. */
export function findLastProgression(db: Db, leagueId: number, playerId: number) {
  return db
    .selectFrom('player_progressions as pp')
    .innerJoin('players', 'players.id', 'pp.player_id')
    .select(['pp.season_id', 'pp.progression'])
    .where('players.league_id', '=', leagueId)
    .where('pp.player_id', '=', playerId)
    .orderBy('pp.season_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function listLineups(db: Db, teamIds: number[]) {
  if (teamIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('lineups').selectAll().where('team_id', 'in', teamIds).execute();
}

export function listDepthCharts(db: Db, teamIds: number[]) {
  if (teamIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('depth_charts').selectAll().where('team_id', 'in', teamIds).execute();
}

/** What the salary market prices (docs/decisions/075): the league's players who still play, not prospects. */
export async function marketPlayers(db: Db, leagueId: number) {
  const rows = await db
    .selectFrom('players')
    .select(['overall', 'potential', 'age'])
    .where('league_id', '=', leagueId)
    .where('retired_after_season_id', 'is', null)
    .where('status', 'not in', ['prospect', 'draft'])
    .execute();
  return rows.map((r) => ({ overall: r.overall, potential: r.potential ?? r.overall, age: r.age }));
}

export async function setSalaryMarket(db: Db, seasonId: number, market: number): Promise<void> {
  await db.updateTable('seasons').set({ salary_market: market }).where('id', '=', seasonId).execute();
}

/**
 * Free agents who have never been on one of the league's teams: no team now, none behind them, and no line
 * in the transaction log (never signed, claimed or released). The summer's supply that no team signed
 * (docs/decisions/077).
 */
export async function listNeverSignedFreeAgents(db: Db, leagueId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('players as p')
    .select('p.id')
    .where('p.league_id', '=', leagueId)
    .where('p.team_id', 'is', null)
    .where('p.last_team_id', 'is', null)
    .where('p.retired_after_season_id', 'is', null)
    .where('p.status', '!=', 'draft')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('roster_transactions as rt').select('rt.id').whereRef('rt.player_id', '=', 'p.id'),
        ),
      ),
    )
    .orderBy('p.id')
    .execute();
  return rows.map((r) => r.id);
}
