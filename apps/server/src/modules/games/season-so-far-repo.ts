import { afterTeamGame, newSeasonSoFar, type TeamSeasonSoFar } from '@rinkside/sim';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface RecentGamesScope {
  leagueIds: number[];
  teamIds: number[];
  /** The earliest start (ISO instant) worth reading: a few weeks before the batch's first game. */
  since: string;
}

/**
 * Each team's previous game day and the starting goalies of its games since `since`, oldest first.
 * A game's starter is the team's goalie with the most time in net. Reads through the games'
 * (league, start) index, then each game's goalie rows by their key.
 */
export async function loadSeasonsSoFar(
  db: Kysely<Database>,
  scope: RecentGamesScope,
): Promise<Map<number, TeamSeasonSoFar>> {
  const rows = await db
    .selectFrom('games as g')
    .innerJoin('goalie_game_stats as s', 's.game_id', 'g.id')
    .select(['s.team_id', 's.game_id', 's.player_id', 's.toi', 'g.game_date'])
    .where('g.league_id', 'in', scope.leagueIds)
    .where('g.start_at', '>=', scope.since)
    .where('g.status', '=', 'final')
    .where('s.team_id', 'in', scope.teamIds)
    .orderBy('g.game_date')
    .orderBy('g.id')
    .execute();
  const starters = new Map<string, { teamId: number; gameDate: string; starter: number; toi: number }>();
  for (const row of rows) {
    const key = `${row.team_id}:${row.game_id}`;
    const seen = starters.get(key);
    if (!seen || row.toi > seen.toi)
      starters.set(key, {
        teamId: row.team_id,
        gameDate: row.game_date,
        starter: row.player_id,
        toi: row.toi,
      });
  }
  const seasons = new Map<number, TeamSeasonSoFar>();
  // Map order is insertion order: games come oldest first.
  for (const game of starters.values()) {
    const season = seasons.get(game.teamId) ?? newSeasonSoFar();
    seasons.set(game.teamId, afterTeamGame(season, game));
  }
  return seasons;
}
