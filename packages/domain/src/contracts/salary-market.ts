import { askingCapHit, valuedRating, type ValueFacts } from './contract-value';
import type { CapSeason } from './contract-settings';

/**
 * A season's salary market (docs/decisions/075): the factor on every ask that makes the league's best
 * players, a full roster for each team, ask together MARKET_SPEND of its teams' caps. Priced at the plain
 * curve a league's talent asks for about four fifths of them, and it thins or grows over the years; NHL
 * teams spend close to their caps, so what players can get rises until the money is spent. The best rosters'
 * asks overshoot the caps because not all of it is paid: young players play on entry-level deals, some are
 * buried in the minors or left unsigned. Set once a season, at its start; measured by `bench:economy`.
 */
export const MARKET_SPEND = 1.2;
/** Players a team carries on its active roster: the ones the market prices. */
export const MARKET_ROSTER = 23;
export const MARKET_RANGE = { least: 0.5, most: 2.5 } as const;

export function salaryMarket(input: {
  players: readonly ValueFacts[];
  teams: number;
  season: CapSeason;
  maxCapHit: number;
}): number {
  const { season, maxCapHit } = input;
  const priced = [...input.players]
    .sort((a, b) => valuedRating(b) - valuedRating(a))
    .slice(0, input.teams * MARKET_ROSTER);
  if (priced.length === 0) return 1;
  const target = input.teams * season.upperLimit * MARKET_SPEND;
  const asked = (market: number) =>
    priced.reduce((sum, p) => sum + askingCapHit(p, season, maxCapHit, market), 0);
  let low: number = MARKET_RANGE.least;
  let high: number = MARKET_RANGE.most;
  for (let step = 0; step < 30; step += 1) {
    const mid = (low + high) / 2;
    if (asked(mid) > target) high = mid;
    else low = mid;
  }
  return Math.round(low * 1000) / 1000;
}
