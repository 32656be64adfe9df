import type { BracketTeam } from './bracket';
import { seriesNode, teamNode, type BracketNode } from './bracket-tree';

/**
 * Seed numbers in bracket order for a bracket of `size` (a power of two): 1 v size, and so on,
 * laid out so the top two seeds can meet only in the last round: 8 gives 1,8, 4,5, 2,7, 3,6.
 */
export function bracketOrder(size: number): number[] {
  let order = [1];
  for (let n = 2; n <= size; n *= 2) order = order.flatMap((seed) => [seed, n + 1 - seed]);
  return order;
}

/**
 * A 1 v N bracket for teams in seed order. Short of a power of two, the missing seeds are byes:
 * their opponents, the top seeds, start in the second round (6 teams: seeds 1 and 2 wait).
 */
export function seededTree(
  teams: readonly BracketTeam[],
  conference: string | null,
): { root: BracketNode; roundCount: number } {
  let size = 1;
  while (size < teams.length) size *= 2;
  let level: (BracketNode | null)[] = bracketOrder(size).map((seed) => {
    const team = teams[seed - 1];
    return team ? teamNode(team) : null;
  });
  let round = 0;
  while (level.length > 1) {
    const next: (BracketNode | null)[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const high = level[i] ?? null;
      const low = level[i + 1] ?? null;
      next.push(high && low ? seriesNode(round, conference, high, low) : (high ?? low));
    }
    level = next;
    round += 1;
  }
  const root = level[0];
  if (!root) throw new RangeError('A bracket needs at least one team');
  return { root, roundCount: round };
}
