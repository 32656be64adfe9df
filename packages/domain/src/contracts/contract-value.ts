import {
  capSeasonFor,
  maxCapHitFor,
  maxContractYears,
  type CapSeason,
  type ContractSettings,
} from './contract-settings';

/**
 * What a player asks for (docs/decisions/043): a share of the season's cap that rises along an S-curve
 * of his rating, so a top-line star asks about an eighth of the cap, a middle-of-the-lineup player about
 * 2%, a depth player near the minimum. Young players are paid for what they will become; players past 30
 * ask less each year; a season well above or below his rating moves the ask by up to 15%.
 */
export interface ValueFacts {
  overall: number;
  potential: number;
  age: number;
  /** How his last season's production compared with his rating's usual one: -1 (far below) to 1 (far above). */
  form?: number;
}

const TOP_SHARE = 0.16;
const MIDPOINT = 83.3;
const STEEPNESS = 5.56;
const AGE_DECLINE_FROM = 30;
const AGE_DECLINE_PER_YEAR = 0.07;
const FORM_WEIGHT = 0.15;
/** How far up the curve a market above 1 lifts a player: short of its top, so no ask passes about 15.4%. */
const MARKET_TOP_CURVE = 0.96;

/** The rating a team pays for: his own, or, while he is 24 or younger, part of the way to his potential. */
export function valuedRating(facts: Pick<ValueFacts, 'overall' | 'potential' | 'age'>): number {
  if (facts.age > 24 || facts.potential <= facts.overall) return facts.overall;
  const weight = Math.min(0.5, (25 - facts.age) * 0.1);
  return facts.overall + (facts.potential - facts.overall) * weight;
}

/** Rounds to $25K, the step contracts are quoted in. */
const quoted = (amount: number): number => Math.round(amount / 25_000) * 25_000;

/**
 * His asking cap hit for the season, between the minimum salary and `maxCapHit`. `market` (the season's
 * salary market, docs/decisions/075) scales his place on the curve: above 1 when the league's money
 * outruns its talent at these prices, below 1 when it falls short.
 */
export function askingCapHit(facts: ValueFacts, season: CapSeason, maxCapHit: number, market = 1): number {
  const minimumShare = season.minimumSalary / season.upperLimit;
  const curve = 1 / (1 + Math.exp(-(valuedRating(facts) - MIDPOINT) / STEEPNESS));
  const place = Math.min(curve * market, Math.max(curve, MARKET_TOP_CURVE));
  let share = minimumShare + (TOP_SHARE - minimumShare) * place;
  if (facts.age > AGE_DECLINE_FROM)
    share *= Math.max(0.4, 1 - AGE_DECLINE_PER_YEAR * (facts.age - AGE_DECLINE_FROM));
  share *= 1 + FORM_WEIGHT * Math.max(-1, Math.min(1, facts.form ?? 0));
  return Math.min(maxCapHit, Math.max(season.minimumSalary, quoted(share * season.upperLimit)));
}

/**
 * The term he wants: a young regular wants security (long), a veteran a short deal, a depth player whatever
 * he is offered (his preference is one or two seasons); never above `maxYears`.
 */
export function askingYears(facts: Pick<ValueFacts, 'overall' | 'age'>, maxYears: number): number {
  let years: number;
  if (facts.age >= 35) years = 1;
  else if (facts.age >= 32) years = 2;
  else if (facts.overall >= 80) years = facts.age <= 27 ? 7 : 5;
  else if (facts.overall >= 72) years = facts.age <= 27 ? 4 : 3;
  else years = facts.age <= 24 ? 2 : 1;
  return Math.max(1, Math.min(maxYears, years));
}

/**
 * What he asks for a contract starting in `startYear`: his cap hit in that season's market and the term he
 * prefers, within the longest a re-signing (his own team) or a new team may give.
 */
export function contractAsk(
  facts: ValueFacts,
  settings: ContractSettings,
  startYear: number,
  options: { reSigning: boolean; market: number },
): { capHit: number; years: number } {
  return {
    capHit: askingCapHit(
      facts,
      capSeasonFor(settings, startYear),
      maxCapHitFor(settings, startYear),
      options.market,
    ),
    years: askingYears(facts, maxContractYears(settings, options.reSigning)),
  };
}
