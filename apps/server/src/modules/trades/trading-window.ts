import { DEADLINE_SHARE_OF_SEASON, leagueDay, type TradeSettings } from '@rinkside/domain';
import type { Db, LeagueRow } from '../leagues/api';
import { regularGameDaysOfSeason } from './jobs-repo';

interface SeasonLike {
  id: number;
  phase: string;
}

/**
 * The day trading stops in the regular season: the league's set deadline, else the game day about 75% of
 * the way through the regular season's schedule (the NHL's sits near there); null without a schedule.
 */
export async function deadlineOf(
  db: Db,
  season: SeasonLike,
  settings: TradeSettings,
): Promise<string | null> {
  if (settings.deadline !== null) return settings.deadline;
  const days = await regularGameDaysOfSeason(db, season.id);
  if (days.length === 0) return null;
  const index = Math.max(0, Math.ceil(days.length * DEADLINE_SHARE_OF_SEASON) - 1);
  return days[index] ?? null;
}

/**
 * Why no trade can be made now, or null: none in the playoffs, none in the regular season after the
 * deadline; the offseason opens trading again.
 */
export async function tradingClosedReason(
  db: Db,
  league: Pick<LeagueRow, 'time_zone' | 'simulated_to'>,
  season: SeasonLike | undefined,
  settings: TradeSettings,
  now: Date,
): Promise<string | null> {
  if (!season || season.phase === 'offseason') return null;
  if (season.phase === 'playoffs')
    return 'No trades during the playoffs: trading opens again in the offseason.';
  const deadline = await deadlineOf(db, season, settings);
  if (deadline === null) return null;
  const today = leagueDay(now, league.time_zone, league.simulated_to);
  return today > deadline
    ? `The trade deadline (${deadline}) has passed: trading opens again in the offseason.`
    : null;
}
