import { leagueDay, tradingClosedReason as closedReason } from '@rinkside/domain';
import type { Db, LeagueRow } from '../leagues/api';
import { tradeDeadlineOf } from '../trade-settings/deadline';

/** Why no trade can be made now, or null: the domain's `tradingClosedReason` on the active season's facts. */
export async function tradingClosedReason(
  db: Db,
  league: Pick<LeagueRow, 'id' | 'trade_settings' | 'time_zone' | 'simulated_to'>,
  season: { phase: string } | undefined,
  now: Date,
): Promise<string | null> {
  if (!season) return null;
  return closedReason({
    phase: season.phase,
    deadline: await tradeDeadlineOf(db, league),
    today: leagueDay(now, league.time_zone, league.simulated_to),
  });
}
