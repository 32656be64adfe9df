import type { AiTradeDecision } from './trade-decision';
import {
  byValueDesc,
  foundTrade,
  optionsOf,
  overPickLimit,
  smallestAdditions,
  withAdded,
  type DecideTrade,
  type FinderSides,
  type FinderTeam,
  type FoundTrade,
  type NeutralValue,
} from './trade-finder';

export interface BalanceSearch {
  /** The trade in the builder: the GM's side first, then the partner's. */
  sides: FinderSides;
  /** The same two teams, in the same order. */
  teams: readonly [FinderTeam, FinderTeam];
  decide: DecideTrade;
  value: NeutralValue;
  /** The most packages to return, best first (the server may drop some that break a rule). */
  limit: number;
}

export interface BalanceAnswer {
  /** How the partner answers the trade as it stands. */
  current: AiTradeDecision;
  /**
   * Not accepted yet: the smallest additions from either side that make it work, least value added first.
   * Accepted already: what more the partner would still give, one asset at a time, most valuable first.
   */
  found: FoundTrade[];
}

/** "What would make this work?" for a trade in the builder (docs/decisions/093). */
export function balanceTrade(search: BalanceSearch): BalanceAnswer {
  const { sides, teams, decide, value, limit } = search;
  const current = decide([...sides]);
  const [mine, partner] = teams;
  if (current.decision === 'accept') {
    const found: FoundTrade[] = [];
    for (const option of optionsOf(partner, sides[1], value).sort(byValueDesc)) {
      if (found.length >= limit) break;
      const trade = withAdded(sides, [option]);
      if (overPickLimit(trade)) continue;
      const answer = decide(trade);
      if (answer.decision === 'accept')
        found.push(foundTrade({ sides: trade, teams, adds: [option], ratio: answer.ratio, value }));
    }
    return { current, found };
  }
  const options = [...optionsOf(mine, sides[0], value), ...optionsOf(partner, sides[1], value)];
  const found = smallestAdditions({ sides, options, decide, limit }).map((accepted) =>
    foundTrade({
      sides: withAdded(sides, accepted.adds),
      teams,
      adds: accepted.adds,
      ratio: accepted.ratio,
      value,
    }),
  );
  return { current, found };
}
