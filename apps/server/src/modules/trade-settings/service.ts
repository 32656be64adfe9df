import {
  leagueDay,
  readableOr,
  tradingClosedReason,
  DEFAULT_TRADE_SETTINGS,
  type TradeSettings,
  type TradeSettingsResponse,
  tradeSettingsOf,
} from '@rinkside/domain';
import { storeLeagueSettings } from '../commissioners/settings-store';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { findActiveSeason, type LeagueRow } from '../leagues/api';
import { requireCommissioner, requireLeague } from '../leagues/service';
import { tradeDeadlineOf } from './deadline';
import { parseTradeSettings } from './settings-issues';
import { mayUseCommissionerPowers } from '../commissioners/powers';

/** GET /league/{id}/trade-settings: the league's trade rules, read by all, changed by its commissioner. */
export async function getTradeSettings(
  ctx: AppContext,
  leagueId: number,
  userId: number,
): Promise<TradeSettingsResponse> {
  const league = await requireLeague(ctx, leagueId);
  const { db } = ctx.database;
  const [deadline, season] = await Promise.all([
    tradeDeadlineOf(db, league),
    findActiveSeason(db, league.id),
  ]);
  return {
    settings: tradeSettingsOf(league.trade_settings),
    canEdit: await mayUseCommissionerPowers(db, league, userId),
    deadlineThisSeason: deadline,
    closedReason: tradingClosedReason({
      phase: season?.phase ?? null,
      deadline,
      today: leagueDay(ctx.now(), league.time_zone, league.simulated_to),
    }),
  };
}

/**
 * PUT /league/{id}/trade-settings (commissioner): the whole set, checked as one. A change applies to what
 * happens next: a proposal already sent keeps its expiry, a trade already in review its window.
 */
export async function putTradeSettings(
  ctx: AppContext,
  leagueId: number,
  userId: number,
  body: unknown,
): Promise<TradeSettingsResponse> {
  const league = await requireCommissioner(ctx, leagueId, userId);
  const parsed = parseTradeSettings(body);
  if (!parsed.ok) throw badRequest(parsed.message);
  await store(ctx, { league, userId, settings: parsed.settings });
  return getTradeSettings(ctx, leagueId, userId);
}

/** DELETE /league/{id}/trade-settings (commissioner): back to the defaults. */
export async function resetTradeSettings(
  ctx: AppContext,
  leagueId: number,
  userId: number,
): Promise<TradeSettingsResponse> {
  const league = await requireCommissioner(ctx, leagueId, userId);
  await store(ctx, { league, userId, settings: null });
  return getTradeSettings(ctx, leagueId, userId);
}

function store(
  ctx: AppContext,
  change: { league: LeagueRow; userId: number; settings: TradeSettings | null },
): Promise<void> {
  return storeLeagueSettings(ctx, {
    ...change,
    area: 'trade',
    column: 'trade_settings',
    before: readableOr(tradeSettingsOf, change.league.trade_settings, DEFAULT_TRADE_SETTINGS),
    after: change.settings ?? tradeSettingsOf(null),
  });
}
