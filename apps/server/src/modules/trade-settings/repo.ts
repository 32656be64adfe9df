import type { Db } from '../../db/schema';

/** The active season's regular-season game days of a league, earliest first, each once. */
export async function regularSeasonGameDays(db: Db, leagueId: number): Promise<string[]> {
  const days = await db
    .selectFrom('games')
    .innerJoin('seasons', 'seasons.id', 'games.season_id')
    .select('games.game_date')
    .distinct()
    .where('seasons.league_id', '=', leagueId)
    .where('seasons.active', '=', 1)
    .where('games.game_type', '=', 'regular')
    .orderBy('games.game_date')
    .execute();
  return days.map((d) => d.game_date);
}
