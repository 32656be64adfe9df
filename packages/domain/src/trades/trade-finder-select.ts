import type { FoundTrade } from './trade-finder';

/** At most this many of one AI team's offers show, so the list spans the league. */
export const TRADE_FINDER_OFFERS_PER_TEAM = 2;

export interface SelectionBounds {
  /** The most packages kept. */
  max: number;
  /** The most kept from one partner. */
  perTeam: number;
  /** The most packages checked: each check reads the league, so the answer's time stays bounded. */
  checks: number;
}

/**
 * The first packages, in the order found, that pass `check` (the league's rules, read by the server):
 * one that fails is dropped and the next takes its place, within the bounds. Checks run one after another,
 * so the answer is the same whatever the timing.
 */
export async function firstAllowed<T extends Pick<FoundTrade, 'partnerId'>>(
  ranked: readonly T[],
  check: (found: T) => Promise<boolean>,
  bounds: SelectionBounds,
): Promise<{ kept: T[]; checked: number; dropped: number }> {
  const kept: T[] = [];
  const perTeam = new Map<number, number>();
  let checked = 0;
  for (const found of ranked) {
    if (kept.length >= bounds.max || checked >= bounds.checks) break;
    const count = perTeam.get(found.partnerId) ?? 0;
    if (count >= bounds.perTeam) continue;
    checked += 1;
    if (!(await check(found))) continue;
    kept.push(found);
    perTeam.set(found.partnerId, count + 1);
  }
  return { kept, checked, dropped: checked - kept.length };
}
