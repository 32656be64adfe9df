import { deadlineDay, tradeSettingsOf } from '@rinkside/domain';
import type { Db, LeagueRow } from '../leagues/api';
import { regularSeasonGameDays } from './repo';

/**
 * The last league date (YYYY-MM-DD) of this season on which trades are made: the commissioner's date,
 * else the game day about 75% of the way through the active season's regular-season schedule
 * (docs/decisions/047, the domain's `deadlineDay`). Null while the season has no regular-season games.
 */
export async function tradeDeadlineOf(
  db: Db,
  league: Pick<LeagueRow, 'id' | 'trade_settings'>,
): Promise<string | null> {
  const settings = tradeSettingsOf(league.trade_settings);
  if (settings.deadline !== null) return settings.deadline;
  return deadlineDay(await regularSeasonGameDays(db, league.id));
}
