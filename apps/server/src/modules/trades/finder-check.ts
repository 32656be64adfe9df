import {
  assetIdOf,
  assetValue,
  firstAllowed,
  TRADE_FINDER_MAX_PACKAGES,
  type AiTradeDecision,
  type FinderTeam,
  type FoundTrade,
  type NeutralValue,
  type TradeFinderPackage,
  type TradeFinderResponse,
  type ValuationLeague,
  type ValuedAsset,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import type { Db, LeagueRow, TeamRow } from '../leagues/api';
import { assessTrade } from './assess';
import * as assetsRepo from './assets-repo';
import { assetsOfRequest } from './plan';

/** A ratio shown for a side that gives nothing (infinite in the model): more than a real trade reaches. */
const RATIO_SHOWN_MAX = 99;
const shownRatio = (ratio: number) => Math.min(ratio, RATIO_SHOWN_MAX);

/** Each asset's neutral value, worked out once for the whole search. */
export function neutralValue(league: ValuationLeague): NeutralValue {
  const known = new WeakMap<ValuedAsset, number>();
  return (asset) => {
    const seen = known.get(asset);
    if (seen !== undefined) return seen;
    const value = assetValue(asset, league, 'neutral');
    known.set(asset, value);
    return value;
  };
}

/** The players among these on waivers now: they cannot be traded until the waivers end. */
export async function onWaivers(db: Db, assets: readonly ValuedAsset[]): Promise<Set<number>> {
  const ids = assets.flatMap((a) => (a.kind === 'player' ? [a.player.id] : []));
  if (ids.length === 0) return new Set();
  const rows = await assetsRepo.playersOnOpenWaivers(db, ids);
  return new Set(rows.map((r) => r.player_id));
}

export const finderTeam = (
  teamId: number,
  assets: readonly ValuedAsset[],
  barred: ReadonlySet<number>,
): FinderTeam => ({ teamId, assets, barredPlayerIds: barred });

export function presentDecision(decision: AiTradeDecision): NonNullable<TradeFinderResponse['current']> {
  return {
    decision: decision.decision,
    ratio: shownRatio(decision.ratio),
    reason: decision.decision === 'accept' ? null : decision.reason,
  };
}

/**
 * The first packages, best first, that the league's rules allow now, each checked by `assessTrade` as a
 * proposal is (docs/decisions/093): a made pick, a player on waivers, a team over the cap or a roster
 * limit after it, the limit between two teams or a closed window drops a package, and the next one
 * takes its place.
 */
export async function allowedPackages(
  ctx: AppContext,
  input: {
    league: LeagueRow;
    mine: TeamRow;
    partners: ReadonlyMap<number, TeamRow>;
    found: readonly FoundTrade[];
    perTeam: number;
    checks: number;
    estimate: (partner: TeamRow) => boolean;
  },
): Promise<TradeFinderPackage[]> {
  const { league, mine, partners } = input;
  const check = async (found: FoundTrade) => {
    const partner = partners.get(found.partnerId);
    if (!partner) return false;
    const plan = { teams: [mine, partner] as const, assets: assetsOfRequest({ teams: found.sides }) };
    const { problems } = await assessTrade(ctx.database.db, { league, plan, now: ctx.now() });
    return problems.length === 0;
  };
  const { kept } = await firstAllowed(input.found, check, {
    max: TRADE_FINDER_MAX_PACKAGES,
    perTeam: input.perTeam,
    checks: input.checks,
  });
  return kept.flatMap((found) => {
    const partner = partners.get(found.partnerId);
    if (!partner) return [];
    return [
      {
        partner: { id: partner.id, name: partner.name },
        teams: found.sides,
        adds: found.adds.map((o) => ({
          kind: o.asset.kind,
          id: assetIdOf(o.asset),
          label: o.asset.label,
          fromTeamId: o.fromTeamId,
        })),
        ratio: shownRatio(found.ratio),
        fairness: found.fairness,
        estimate: input.estimate(partner),
      },
    ];
  });
}
