import type { Lineup, StoredPlayer } from '@rinkside/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { rowToPlayer } from '../players/mapping';

export interface TeamForGame {
  id: number;
  name: string;
  players: StoredPlayer[];
  lineup: Partial<Lineup> | null;
}

/** Every team's dressable players, saved lineup and name, for the teams given. */
export async function loadTeamsForGames(
  db: Kysely<Database>,
  teamIds: number[],
): Promise<Map<number, TeamForGame>> {
  const teams = new Map<number, TeamForGame>();
  if (teamIds.length === 0) return teams;
  const [teamRows, playerRows, lineupRows] = await Promise.all([
    db.selectFrom('teams').select(['id', 'name']).where('id', 'in', teamIds).execute(),
    db
      .selectFrom('players')
      .selectAll()
      .where('team_id', 'in', teamIds)
      .where('status', '=', 'active')
      .execute(),
    db.selectFrom('lineups').selectAll().where('team_id', 'in', teamIds).execute(),
  ]);
  for (const row of teamRows) teams.set(row.id, { id: row.id, name: row.name, players: [], lineup: null });
  for (const row of playerRows)
    if (row.team_id !== null) teams.get(row.team_id)?.players.push(rowToPlayer(row));
  for (const row of lineupRows) {
    const team = teams.get(row.team_id);
    if (team) team.lineup = JSON.parse(row.lineup) as Partial<Lineup>;
  }
  return teams;
}
