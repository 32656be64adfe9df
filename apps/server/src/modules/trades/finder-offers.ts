import {
  assetIdOf,
  offerCandidates,
  TRADE_FINDER_MAX_PACKAGES,
  TRADE_FINDER_OFFERS_PER_TEAM,
  type TradeFinderNeed,
  type TradeFinderResponse,
  type TradeGives,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { contractSettingsOf } from '../contracts/settings';
import { findActiveSeason, listTeamsWithGm, type LeagueRow, type TeamRow } from '../leagues/api';
import { aiJudge } from '../trade-ai/answer';
import { valuationLeague } from '../trade-ai/valuation';
import { allowedPackages, finderTeam, neutralValue, onWaivers } from './finder-check';
import { tradingClosedReason } from './trading-window';

/** Packages checked against the rules at most, across the league: each check reads both teams' books. */
const OFFER_CHECKS = 8 * TRADE_FINDER_MAX_PACKAGES;

/**
 * "Find a trade": what every AI team would accept for a player of the GM's or for a need, each judged by
 * that team's own answer to a proposal, then checked against the league's rules.
 */
export async function findOffers(
  ctx: AppContext,
  input: {
    league: LeagueRow;
    mine: TeamRow;
    gives: TradeGives;
    playerId: number | undefined;
    need: TradeFinderNeed | undefined;
  },
): Promise<TradeFinderResponse> {
  const { league, mine } = input;
  const { db } = ctx.database;
  const answer = (packages: TradeFinderResponse['packages'], note: string | null): TradeFinderResponse => ({
    ask: 'offers',
    current: null,
    estimate: false,
    packages,
    note,
  });
  const closed = await tradingClosedReason(db, league, await findActiveSeason(db, league.id), ctx.now());
  if (closed) return answer([], closed);
  const partners = (await listTeamsWithGm(db, league.id))
    .filter((team) => team.gm_user_id === null && team.id !== mine.id)
    .sort((a, b) => a.id - b.id);
  if (partners.length === 0) return answer([], 'Every other team has a GM: ask them.');

  const settings = contractSettingsOf(league.contract_settings);
  // The league as the value model sees it is read once for every team's judge.
  const valuation = await valuationLeague(ctx, db, league, settings);
  const judges = await Promise.all(
    partners.map((partner) =>
      aiJudge(ctx, db, { league, settings, aiTeamId: partner.id, otherTeamId: mine.id, valuation }),
    ),
  );
  const [anyJudge] = judges;
  if (!anyJudge) return answer([], null);
  const mineAssets = anyJudge.assetsOf(mine.id);
  const barred = await onWaivers(db, [...mineAssets, ...judges.flatMap((j) => j.assetsOf(j.aiTeamId))]);
  if (input.playerId !== undefined && barred.has(input.playerId))
    return answer([], 'He is on waivers: he cannot be traded until they end.');
  const held = new Map(mineAssets.map((a) => [`${a.kind} ${assetIdOf(a)}`, a]));
  const named = [
    ...input.gives.playerIds.map((id) => `player ${id}`),
    ...input.gives.pickIds.map((id) => `pick ${id}`),
  ];
  for (const key of named) {
    const asset = held.get(key);
    if (!asset) throw badRequest(`Your side names ${key}, which is not ${mine.name}'s to trade.`);
    if (asset.kind === 'player' && barred.has(asset.player.id))
      return answer([], `${asset.label} is on waivers: he cannot be traded until they end.`);
  }

  const found = offerCandidates({
    mine: finderTeam(mine.id, mineAssets, barred),
    gives: input.gives,
    partners: judges.map((judge) => ({
      ...finderTeam(judge.aiTeamId, judge.assetsOf(judge.aiTeamId), barred),
      decide: judge.decide,
    })),
    playerId: input.playerId,
    need: input.need,
    value: neutralValue(anyJudge.league),
  });
  const packages = await allowedPackages(ctx, {
    league,
    mine,
    partners: new Map(partners.map((p) => [p.id, p])),
    found,
    perTeam: TRADE_FINDER_OFFERS_PER_TEAM,
    checks: OFFER_CHECKS,
    estimate: () => false,
  });
  return answer(
    packages,
    packages.length > 0 ? null : 'No AI team would make such a trade now within the rules.',
  );
}
