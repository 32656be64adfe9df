import { DEADLINE_SHARE_OF_SEASON, tradeSettingsOf } from '@rinkside/domain';
import type { Db, LeagueRow } from '../leagues/repo';

/**
 * The last league date (YYYY-MM-DD) of this season on which trades are made: the commissioner's date,
 * else the game day about 75% of the way through the active season's regular-season schedule
 * (docs/decisions/047). Null while the season has no regular-season games to count.
 */
export async function tradeDeadlineOf(
  db: Db,
  league: Pick<LeagueRow, 'id' | 'trade_settings'>,
): Promise<string | null> {
  const settings = tradeSettingsOf(league.trade_settings);
  if (settings.deadline !== null) return settings.deadline;
  const days = await db
    .selectFrom('games')
    .innerJoin('seasons', 'seasons.id', 'games.season_id')
    .select('games.game_date')
    .distinct()
    .where('seasons.league_id', '=', league.id)
    .where('seasons.active', '=', 1)
    .where('games.game_type', '=', 'regular')
    .orderBy('games.game_date')
    .execute();
  return deadlineDay(days.map((d) => d.game_date));
}

/** The game day that closes the first 75% of the season's game days, counted in days with games. */
export function deadlineDay(gameDays: readonly string[]): string | null {
  if (gameDays.length === 0) return null;
  const index = Math.max(0, Math.ceil(gameDays.length * DEADLINE_SHARE_OF_SEASON) - 1);
  return gameDays[index] ?? null;
}
