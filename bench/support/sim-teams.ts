import type { Player } from '@rinkside/domain';
import { generateRoster, resolveLineup, type Rng } from '@rinkside/sim';

export const at = <T>(items: readonly T[], i: number): T => {
  const item = items[i];
  if (item === undefined) throw new RangeError(String(i));
  return item;
};

export interface Team {
  name: string;
  players: Player[];
  lineup?: ReturnType<typeof resolveLineup>;
}

/** `count` generated teams of the given quality, each with the lineup the server would save for it. */
export function league(rng: Rng, count: number, quality: (i: number) => number): Team[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `Team ${i + 1}`,
    players: generateRoster(rng, { quality: quality(i), firstId: i * 1000 + 1, depth: false }),
  })).map((t) => ({ ...t, lineup: resolveLineup(t.players) })); // saved lineups, as the server runs games
}

/** Forward lines and defence pairs, for ice time per unit. */
export const UNITS = ['F1', 'F2', 'F3', 'F4', 'D1', 'D2', 'D3'] as const;

/** The player ids of each unit in UNITS order, as the team's lineup dresses them. */
export function unitIds(players: Player[]): string[][] {
  const l = resolveLineup(players);
  const ids = (...slots: (keyof typeof l)[]) => slots.map((s) => String(l[s]));
  return [
    ids('line1_lw', 'line1_c', 'line1_rw'),
    ids('line2_lw', 'line2_c', 'line2_rw'),
    ids('line3_lw', 'line3_c', 'line3_rw'),
    ids('line4_lw', 'line4_c', 'line4_rw'),
    ids('defense1_ld', 'defense1_rd'),
    ids('defense2_ld', 'defense2_rd'),
    ids('defense3_ld', 'defense3_rd'),
  ];
}
