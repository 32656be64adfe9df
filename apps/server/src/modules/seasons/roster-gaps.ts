import type { Player, PlayerStatus, Position } from '@rinkside/domain';

// A legal roster after the summer: enough fit, active players to dress a full lineup (12 F, 6 D, 2 G)
// with a spare at each line (docs/decisions/029).
export const ACTIVE_NEEDS: readonly (readonly [Position, number])[] = [
  ['C', 4],
  ['LW', 4],
  ['RW', 4],
  ['D', 7],
  ['G', 2],
];
export const ACTIVE_FORWARDS = 13;

const FORWARDS: readonly Position[] = ['C', 'LW', 'RW'];
const DEPTH_ORDER: Record<PlayerStatus, number> = {
  draft: 1,
  minors: 0,
  prospect: 1,
  scratched: 2,
  active: 3,
  injured: 3,
};

export interface RosterGaps {
  /** Minor-leaguers and prospects who join the active roster, the best of each position first. */
  promoted: Player[];
  /** Positions still short once nobody is left to promote: one generated player each. */
  toGenerate: Position[];
}

/**
 * What a team needs to dress a full lineup after the summer: first its best minor-leaguers, then
 * prospects, of each position it is short of are promoted; what no one can fill is generated.
 */
export function rosterGaps(players: readonly Player[]): RosterGaps {
  const active = players.filter((p) => p.status === 'active');
  const depth = players
    .filter((p) => p.status === 'minors' || p.status === 'prospect')
    .sort((a, b) => DEPTH_ORDER[a.status] - DEPTH_ORDER[b.status] || b.overall - a.overall);
  const promoted: Player[] = [];
  const toGenerate: Position[] = [];
  const count = (fits: (position: Position) => boolean) =>
    [...active, ...promoted].filter((p) => fits(p.position)).length + toGenerate.filter(fits).length;
  const fill = (fits: (position: Position) => boolean, needed: number, generate: Position) => {
    for (let have = count(fits); have < needed; have += 1) {
      const next = depth.find((p) => fits(p.position) && !promoted.includes(p));
      if (next) promoted.push(next);
      else toGenerate.push(generate);
    }
  };
  for (const [position, needed] of ACTIVE_NEEDS) fill((p) => p === position, needed, position);
  fill((p) => FORWARDS.includes(p), ACTIVE_FORWARDS, 'C');
  return { promoted, toGenerate };
}
