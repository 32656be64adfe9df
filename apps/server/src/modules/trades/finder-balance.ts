import {
  balanceTrade,
  TRADE_FINDER_MAX_PACKAGES,
  type TradeFinderRequest,
  type TradeFinderResponse,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { contractSettingsOf } from '../contracts/settings';
import type { LeagueRow } from '../leagues/api';
import { aiJudge } from '../trade-ai/answer';
import { assessTrade } from './assess';
import { allowedPackages, finderTeam, neutralValue, onWaivers, presentDecision } from './finder-check';
import type { TradePlan } from './plan';

/** Packages searched for, best first, so that some the rules refuse can give way to the next. */
const BALANCE_CANDIDATES = 3 * TRADE_FINDER_MAX_PACKAGES;

/**
 * "What would make this work?": the partner's value model (its AI's, or for a team a person runs the same
 * model as an estimate) asked of the trade in the builder, then of the smallest additions from either side.
 */
export async function findBalance(
  ctx: AppContext,
  input: { league: LeagueRow; plan: TradePlan; sides: TradeFinderRequest['teams'] },
): Promise<TradeFinderResponse> {
  const { league, plan } = input;
  const { db } = ctx.database;
  const [mine, partner] = plan.teams;
  const [first, second] = input.sides;
  if (!first || !second) throw new Error('A trade to balance has two sides.');
  const [judge, asItStands] = await Promise.all([
    aiJudge(ctx, db, {
      league,
      settings: contractSettingsOf(league.contract_settings),
      aiTeamId: partner.id,
      otherTeamId: mine.id,
    }),
    assessTrade(db, { league, plan, now: ctx.now() }),
  ]);
  const estimate = partner.gm_user_id !== null;
  const answer = (packages: TradeFinderResponse['packages'], note: string | null): TradeFinderResponse => ({
    ask: 'balance',
    current: presentDecision(judge.decide([first, second])),
    estimate,
    packages,
    note,
  });
  if (asItStands.problems.length > 0)
    return answer([], `This trade cannot be made as it stands: ${asItStands.problems.join(' ')}`);

  const mineAssets = judge.assetsOf(mine.id);
  const partnerAssets = judge.assetsOf(partner.id);
  const barred = await onWaivers(db, [...mineAssets, ...partnerAssets]);
  const { current, found } = balanceTrade({
    sides: [first, second],
    teams: [finderTeam(mine.id, mineAssets, barred), finderTeam(partner.id, partnerAssets, barred)],
    decide: judge.decide,
    value: neutralValue(judge.league),
    limit: BALANCE_CANDIDATES,
  });
  const packages = await allowedPackages(ctx, {
    league,
    mine,
    partners: new Map([[partner.id, partner]]),
    found,
    perTeam: TRADE_FINDER_MAX_PACKAGES,
    checks: BALANCE_CANDIDATES,
    estimate: () => estimate,
  });
  const who = estimate ? `By the value model, ${partner.name}'s GM` : partner.name;
  if (current.decision === 'accept')
    return answer(
      packages,
      packages.length > 0
        ? `${who} would accept this trade as it stands; you could still ask for one of these.`
        : `${who} would accept this trade as it stands, and would give nothing more with it.`,
    );
  return answer(
    packages,
    packages.length > 0
      ? null
      : `No addition of one or two players or picks that the rules allow makes this trade work for ${partner.name}.`,
  );
}
