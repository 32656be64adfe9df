import { depthChartIdsSchema, type DepthChartIds } from '@rinkside/domain';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { readJsonColumn } from '../../db/json-column';
import type { Database, PlayersTable } from '../../db/schema';
import { readingPoint } from '../../db/read-lanes';

export function listTeamPlayers(db: Kysely<Database>, teamId: number) {
  return db
    .selectFrom('players')
    .selectAll()
    .where('team_id', '=', teamId)
    .orderBy('last_name')
    .orderBy('first_name')
    .execute();
}

export function findPlayerWithTeam(db: Kysely<Database>, leagueId: number, playerId: number) {
  return db
    .selectFrom('players')
    .leftJoin('teams', 'teams.id', 'players.team_id')
    .selectAll('players')
    .select(['teams.name as team_name', 'teams.abbreviation as team_abbreviation'])
    .where('players.league_id', '=', leagueId)
    .where('players.id', '=', playerId)
    .executeTakeFirst();
}

/** Rows a statement carries when players are stored (about 30 columns each: well within both databases). */
const INSERT_CHUNK = 200;

/** Stores players, a chunk a statement; their ids in the order given. */
export async function insertPlayers(
  db: Kysely<Database>,
  rows: readonly Insertable<PlayersTable>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const chunk = rows.slice(i, i + INSERT_CHUNK);
    const inserted = await db.insertInto('players').values(chunk).returning('id').execute();
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/** A team's player with his stored injury and his team, as an injury's news names them. */
export interface InjuryRecordRow extends Pick<
  Selectable<PlayersTable>,
  'id' | 'first_name' | 'last_name' | 'injury' | 'league_id'
> {
  team_id: number;
  team_name: string;
  gm_user_id: number | null;
}

/** Those of the players on a team, with their stored injuries, by id. */
export function injuryRecordsOnTeams(
  db: Kysely<Database>,
  playerIds: readonly number[],
): Promise<InjuryRecordRow[]> {
  return db
    .selectFrom('players')
    .innerJoin('teams', 'teams.id', 'players.team_id')
    .select([
      'players.id',
      'players.first_name',
      'players.last_name',
      'players.injury',
      'players.league_id',
      'teams.id as team_id',
      'teams.name as team_name',
      'teams.gm_user_id',
    ])
    .where('players.id', 'in', [...playerIds])
    .orderBy('players.id')
    .execute();
}

/** A team's stored depth chart, read by its schema; null when the team never saved one. */
export async function findDepthChart(db: Kysely<Database>, teamId: number): Promise<DepthChartIds | null> {
  const row = await readingPoint(() =>
    db.selectFrom('depth_charts').select('chart').where('team_id', '=', teamId).executeTakeFirst(),
  );
  return row ? readJsonColumn(depthChartIdsSchema, row.chart, `depth chart of team ${teamId}`) : null;
}
