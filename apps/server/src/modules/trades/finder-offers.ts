import {
  offerCandidates,
  TRADE_FINDER_MAX_PACKAGES,
  TRADE_FINDER_OFFERS_PER_TEAM,
  type TradeFinderNeed,
  type TradeFinderResponse,
  type TradeGives,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { contractSettingsOf } from '../contracts/settings';
import { findActiveSeason, listTeamsWithGm, type LeagueRow, type TeamRow } from '../leagues/api';
import { aiJudge } from '../trade-ai/answer';
import { allowedPackages, finderTeam, neutralValue, onWaivers } from './finder-check';
import { tradingClosedReason } from './trading-window';

/** Packages checked against the rules at most, across the league: each check reads both teams' books. */
const OFFER_CHECKS = 4 * TRADE_FINDER_MAX_PACKAGES;

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
  const judges = [];
  for (const partner of partners)
    judges.push(await aiJudge(ctx, db, { league, settings, aiTeamId: partner.id, otherTeamId: mine.id }));
  const [anyJudge] = judges;
  if (!anyJudge) return answer([], null);
  const mineAssets = anyJudge.assetsOf(mine.id);
  const barred = await onWaivers(db, [...mineAssets, ...judges.flatMap((j) => j.assetsOf(j.aiTeamId))]);
  if (input.playerId !== undefined && barred.has(input.playerId))
    return answer([], 'He is on waivers: he cannot be traded until they end.');

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
