import {
  readableOr,
  NHL_CONTRACT_SETTINGS,
  capSeasonFor,
  parseContractSettings,
  type ContractSettings,
  type ContractSettingsResponse,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { storeLeagueSettings } from '../commissioners/settings-store';
import type { LeagueRow } from '../leagues/api';
import { requireCommissioner, requireLeague } from '../leagues/service';
import { contractSettingsOf } from './settings';
import { activeSeasonYear } from './waivers-repo';
import { mayUseCommissionerPowers } from '../commissioners/powers';

/**
 * GET /league/{id}/contract-settings: the league's contract rules, open to everyone who can see the league
 * (as its cap sheets are), with this season's and next season's cap figures (docs/decisions/046).
 */
export async function getContractSettings(
  ctx: AppContext,
  leagueId: number,
  userId: number,
): Promise<ContractSettingsResponse> {
  const league = await requireLeague(ctx, leagueId);
  const year = await activeSeasonYear(ctx.database.db, league);
  const settings = contractSettingsOf(league.contract_settings);
  return {
    settings,
    isDefault: league.contract_settings === null,
    canEdit: await mayUseCommissionerPowers(ctx.database.db, league, userId),
    thisSeason: capSeasonFor(settings, year),
    nextSeason: capSeasonFor(settings, year + 1),
  };
}

/**
 * PUT /league/{id}/contract-settings (commissioner): the whole set, checked as one. A change applies from
 * the next move: a roster or payroll it leaves over a limit is not forced down (moves that lower it stay
 * allowed), and the preseason makes rosters legal when the next season starts.
 */
export async function putContractSettings(
  ctx: AppContext,
  leagueId: number,
  userId: number,
  body: unknown,
): Promise<ContractSettingsResponse> {
  const league = await requireCommissioner(ctx, leagueId, userId);
  const parsed = parseContractSettings(body);
  if (!parsed.ok) throw badRequest(parsed.message);
  await store(ctx, { league, userId, settings: parsed.settings });
  return getContractSettings(ctx, leagueId, userId);
}

/** DELETE /league/{id}/contract-settings (commissioner): back to the NHL's figures. */
export async function resetContractSettings(
  ctx: AppContext,
  leagueId: number,
  userId: number,
): Promise<ContractSettingsResponse> {
  const league = await requireCommissioner(ctx, leagueId, userId);
  await store(ctx, { league, userId, settings: null });
  return getContractSettings(ctx, leagueId, userId);
}

function store(
  ctx: AppContext,
  change: { league: LeagueRow; userId: number; settings: ContractSettings | null },
): Promise<void> {
  return storeLeagueSettings(ctx, {
    ...change,
    area: 'contract',
    column: 'contract_settings',
    before: readableOr(contractSettingsOf, change.league.contract_settings, NHL_CONTRACT_SETTINGS),
    after: change.settings ?? contractSettingsOf(null),
  });
}
