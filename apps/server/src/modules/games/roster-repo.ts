import {
  DEFAULT_GOALIE_PLAN,
  depthChartIdsSchema,
  goaliePlanSchema,
  injurySchema,
  type DepthChartIds,
  type GoaliePlan,
  type Injury,
  type Lineup,
  type StoredPlayer,
} from '@rinkside/domain';
import { newSeasonSoFar, type TeamSeasonSoFar } from '@rinkside/sim';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { rowToPlayer } from '../players/mapping';
import { loadSeasonsSoFar, type RecentGamesScope } from './season-so-far-repo';

export interface TeamForGame {
  id: number;
  name: string;
  /** Every player of the team, any status, each with his injury: who dresses is decided per game. */
  players: StoredPlayer[];
  lineup: Partial<Lineup> | null;
  depthChart: DepthChartIds | null;
  goaliePlan: GoaliePlan;
  /** The team's previous game day and recent starting goalies, kept up to date game by game. */
  season: TeamSeasonSoFar;
}

/** A stored JSON column read with its schema: unreadable text is treated as never saved. */
function readJson<T>(text: string | null, schema: { safeParse(v: unknown): { success: boolean; data?: T } }) {
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? (parsed.data ?? null) : null;
  } catch {
    return null;
  }
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
    if (team) team.lineup = JSON.parse(row.lineup) as Partial<Lineup>;
  }
  for (const row of chartRows) {
    const team = teams.get(row.team_id);
    if (team) team.depthChart = readJson<DepthChartIds>(row.chart, depthChartIdsSchema);
  }
  return teams;
}
