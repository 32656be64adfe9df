import type { Insertable } from 'kysely';
import type { DraftProspectsTable } from '../../db/schema-draft';
import type {
  ImportedPlayerSeasonsTable,
  ImportedTeamSeasonsTable,
  LeagueImportsTable,
} from '../../db/schema-league-imports';
import type { Db, DraftPicksTable, SeasonsTable } from '../../db/schema';

// The rows a ZenGM league's import writes that league creation does not (docs/decisions/085), and the
// warnings read back for the commissioner.

/** Rows a statement carries at most: well within SQLite's and PostgreSQL's limits on parameters. */
const BATCH = 100;

async function inBatches<T>(rows: readonly T[], write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

/** Stores a season (the current one or a past one carried as history); returns its id. */
export async function insertSeason(db: Db, season: Insertable<SeasonsTable>): Promise<number> {
  const row = await db.insertInto('seasons').values(season).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Stores the draft records of imported players: made picks of past drafts, with the player each took. */
export async function insertMadePicks(db: Db, picks: Insertable<DraftPicksTable>[]): Promise<void> {
  await inBatches(picks, (batch) => db.insertInto('draft_picks').values(batch).execute());
}

/** Adds imported prospects to their draft classes. */
export async function insertProspects(db: Db, rows: Insertable<DraftProspectsTable>[]): Promise<void> {
  await inBatches(rows, (batch) => db.insertInto('draft_prospects').values(batch).execute());
}

export async function insertPlayerSeasons(
  db: Db,
  rows: Insertable<ImportedPlayerSeasonsTable>[],
): Promise<void> {
  await inBatches(rows, (batch) => db.insertInto('imported_player_seasons').values(batch).execute());
}

export async function insertTeamSeasons(db: Db, rows: Insertable<ImportedTeamSeasonsTable>[]): Promise<void> {
  await inBatches(rows, (batch) => db.insertInto('imported_team_seasons').values(batch).execute());
}

/** Keeps where the league came from and what the import left behind. */
export async function insertLeagueImport(db: Db, row: Insertable<LeagueImportsTable>): Promise<void> {
  await db.insertInto('league_imports').values(row).execute();
}

/** The league's import record; undefined for a league made in Rinkside. */
export function findLeagueImport(db: Db, leagueId: number) {
  return db.selectFrom('league_imports').selectAll().where('league_id', '=', leagueId).executeTakeFirst();
}
