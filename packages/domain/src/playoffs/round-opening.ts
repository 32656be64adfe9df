import type { ResolvedSeries } from './progression';

/**
 * The series that may be under way: those of the earliest round with a series still undecided, once both
 * their teams are known. A later round waits until every series before it is decided, even a pair of
 * series decided early (docs/decisions/080): rounds are played together, so "Simulate playoff round"
 * plays one round and nothing of the next, and no game of the next is left behind the clock.
 */
export function seriesUnderWay(rounds: readonly (readonly ResolvedSeries[])[]): ResolvedSeries[] {
  const current = rounds.find((round) => round.some((series) => series.winnerId === null));
  return (current ?? []).filter((series) => series.highSeed !== null && series.lowSeed !== null);
}
