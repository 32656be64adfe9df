import type { Insertable } from 'kysely';
import type {
  DepthChartsTable,
  Db,
  DraftPicksTable,
  LineupsTable,
  SeasonsTable,
  TeamsTable,
} from '../../db/schema';

/** Stores a new league's first season. */
export async function insertSeason(db: Db, season: Insertable<SeasonsTable>): Promise<void> {
  await db.insertInto('seasons').values(season).execute();
}

/** Stores a new league's team; returns its id. */
export async function insertTeam(db: Db, team: Insertable<TeamsTable>): Promise<number> {
  const row = await db.insertInto('teams').values(team).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Stores a team's first lineup. */
export async function insertLineup(db: Db, lineup: Insertable<LineupsTable>): Promise<void> {
  await db.insertInto('lineups').values(lineup).execute();
}

/** Stores a team's first depth chart. */
export async function insertDepthChart(db: Db, chart: Insertable<DepthChartsTable>): Promise<void> {
  await db.insertInto('depth_charts').values(chart).execute();
}

/** Stores a team's own draft picks. */
export async function insertDraftPicks(db: Db, picks: Insertable<DraftPicksTable>[]): Promise<void> {
  await db.insertInto('draft_picks').values(picks).execute();
}
