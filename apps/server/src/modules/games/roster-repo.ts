import {
  DEFAULT_GOALIE_PLAN,
  depthChartIdsSchema,
  goaliePlanSchema,
  injurySchema,
  lineupInputSchema,
  type DepthChartIds,
  type GoaliePlan,
  type Injury,
  type Lineup,
  type StoredPlayer,
} from '@rinkside/domain';
import { newSeasonSoFar, type TeamSeasonSoFar } from '@rinkside/sim';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { readJsonColumnOr } from '../../db/json-column';
import type { Database } from '../../db/schema';
import { rowToPlayer } from '../players/mapping';
import { loadSeasonsSoFar, type RecentGamesScope } from './season-so-far-repo';

type Db = Kysely<Database>;

export interface TeamForGame {
  id: number;
  name: string;
  /** Every player of the team, whatever his status, each with his injury: who dresses is decided per game. */
  players: StoredPlayer[];
  lineup: Partial<Lineup> | null;
  depthChart: DepthChartIds | null;
  goaliePlan: GoaliePlan;
  /** The team's previous game day and recent starting goalies, kept up to date game by game. */
  season: TeamSeasonSoFar;
}

/** A stored JSON column read with its schema: unreadable text is treated as never saved. */
function readJson<T>(text: string | null, schema: z.ZodType<T>): T | null {
  return text === null ? null : readJsonColumnOr<T | null>(schema, text, null);
}

/**
 * Everything the teams given need to dress for their next games: players with injuries, saved
 * lineup, depth chart, goalie plan and their games since `scope.since`. Five queries however many
 * games the batch holds.
 */
export async function loadTeamsForGames(
  db: Kysely<Database>,
  scope: RecentGamesScope,
): Promise<Map<number, TeamForGame>> {
  const { teamIds } = scope;
  const teams = new Map<number, TeamForGame>();
  if (teamIds.length === 0) return teams;
  const [teamRows, playerRows, lineupRows, chartRows, seasons] = await Promise.all([
    db.selectFrom('teams').select(['id', 'name', 'goalie_plan']).where('id', 'in', teamIds).execute(),
    db.selectFrom('players').selectAll().where('team_id', 'in', teamIds).execute(),
    db.selectFrom('lineups').selectAll().where('team_id', 'in', teamIds).execute(),
    db.selectFrom('depth_charts').select(['team_id', 'chart']).where('team_id', 'in', teamIds).execute(),
    loadSeasonsSoFar(db, scope),
  ]);
  for (const row of teamRows) {
    teams.set(row.id, {
      id: row.id,
      name: row.name,
      players: [],
      lineup: null,
      depthChart: null,
      goaliePlan: readJson<GoaliePlan>(row.goalie_plan, goaliePlanSchema) ?? DEFAULT_GOALIE_PLAN,
      season: seasons.get(row.id) ?? newSeasonSoFar(),
    });
  }
  for (const row of playerRows) {
    if (row.team_id === null) continue;
    const injury = readJson<Injury>(row.injury, injurySchema);
    teams.get(row.team_id)?.players.push({ ...rowToPlayer(row), injury });
  }
  for (const row of lineupRows) {
    const team = teams.get(row.team_id);
    if (team) team.lineup = readJson(row.lineup, lineupInputSchema);
  }
  for (const row of chartRows) {
    const team = teams.get(row.team_id);
    if (team) team.depthChart = readJson(row.chart, depthChartIdsSchema);
  }
  return teams;
}

/** The injured players of the leagues, on a team or not. */
export function injuredPlayersOf(db: Db, leagueIds: number[]) {
  return db
    .selectFrom('players')
    .select(['id', 'team_id', 'injury'])
    .where('league_id', 'in', leagueIds)
    .where('injury', 'is not', null)
    .execute();
}

/** Writes each player's injury as JSON (null: healthy), in one statement for the players given. */
export async function writeInjuries(db: Db, changes: { id: number; json: string | null }[]): Promise<void> {
  const [first, ...rest] = changes;
  if (!first) return;
  await db
    .updateTable('players')
    .set((eb) => {
      let cases = eb.case().when('id', '=', first.id).then(first.json);
      for (const change of rest) cases = cases.when('id', '=', change.id).then(change.json);
      return { injury: cases.end() };
    })
    .where(
      'id',
      'in',
      changes.map((c) => c.id),
    )
    .execute();
}

/** The leagues' games still scheduled from `from` on: who plays, and on which day. */
export function scheduledGamesFrom(db: Db, leagueIds: number[], from: string) {
  return db
    .selectFrom('games')
    .select(['home_team_id', 'away_team_id', 'game_date'])
    .where('league_id', 'in', leagueIds)
    .where('start_at', '>=', from)
    .where('status', '=', 'scheduled')
    .execute();
}
