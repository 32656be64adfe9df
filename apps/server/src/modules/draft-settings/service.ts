import {
  readableOr,
  DEFAULT_DRAFT_SETTINGS,
  draftSettingsOf,
  type DraftSettings,
  type DraftSettingsResponse,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { storeLeagueSettings } from '../commissioners/settings-store';
import type { LeagueRow } from '../leagues/api';
import { requireCommissioner, requireLeague } from '../leagues/service';
import { applyRounds } from './rounds';
import { parseDraftSettings } from './settings-issues';
import { mayUseCommissionerPowers } from '../commissioners/powers';

/** GET /league/{id}/draft-settings: the league's draft rules, read by all, changed by its commissioner. */
export async function getDraftSettings(
  ctx: AppContext,
  leagueId: number,
  userId: number,
): Promise<DraftSettingsResponse> {
  const league = await requireLeague(ctx, leagueId);
  return {
    settings: draftSettingsOf(league.draft_settings),
    isDefault: league.draft_settings === null,
    canEdit: await mayUseCommissionerPowers(ctx.database.db, league, userId),
  };
}

/**
 * PUT /league/{id}/draft-settings (commissioner): the whole set, checked as one. A change of rounds
 * changes the picks of every draft year not yet drafted, in the same transaction (docs/decisions/049).
 */
export async function putDraftSettings(
  ctx: AppContext,
  leagueId: number,
  userId: number,
  body: unknown,
): Promise<DraftSettingsResponse> {
  const league = await requireCommissioner(ctx, leagueId, userId);
  const parsed = parseDraftSettings(body);
  if (!parsed.ok) throw badRequest(parsed.message);
  await store(ctx, { league, userId, settings: parsed.settings });
  return getDraftSettings(ctx, leagueId, userId);
}

/** DELETE /league/{id}/draft-settings (commissioner): back to the NHL's. */
export async function resetDraftSettings(
  ctx: AppContext,
  leagueId: number,
  userId: number,
): Promise<DraftSettingsResponse> {
  const league = await requireCommissioner(ctx, leagueId, userId);
  await store(ctx, { league, userId, settings: null });
  return getDraftSettings(ctx, leagueId, userId);
}

function store(
  ctx: AppContext,
  change: { league: LeagueRow; userId: number; settings: DraftSettings | null },
): Promise<void> {
  const after = change.settings ?? DEFAULT_DRAFT_SETTINGS;
  return storeLeagueSettings(ctx, {
    ...change,
    area: 'draft',
    column: 'draft_settings',
    before: readableOr(draftSettingsOf, change.league.draft_settings, DEFAULT_DRAFT_SETTINGS),
    after,
    alongside: (trx) => applyRounds(trx, change.league.id, after.rounds),
  });
}
