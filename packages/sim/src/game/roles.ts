import type { PlayerRole } from '@rinkside/domain';

/**
 * How a role bends who does what on the ice, as multipliers of the rating-based weights: a sniper
 * shoots more, a playmaker sets up more, an enforcer hits, fights and sits in the box. A player
 * without a role plays by his ratings and position alone (every multiplier 1).
 */
export interface RoleBias {
  shoot: number;
  pass: number;
  hit: number;
  /** Taking penalties (per minute on the ice). */
  culprit: number;
  /** Dropping the gloves. */
  fight: number;
}

const NEUTRAL: RoleBias = { shoot: 1, pass: 1, hit: 1, culprit: 1, fight: 1 };

export const ROLE_BIAS: Record<PlayerRole, RoleBias> = {
  sniper: { shoot: 1.1, pass: 0.85, hit: 0.8, culprit: 0.7, fight: 0.3 },
  playmaker: { shoot: 0.85, pass: 1.45, hit: 0.8, culprit: 0.7, fight: 0.3 },
  'power-forward': { shoot: 1.15, pass: 1, hit: 1.4, culprit: 1.3, fight: 1.4 },
  'two-way': { shoot: 0.95, pass: 1, hit: 1, culprit: 0.9, fight: 0.7 },
  grinder: { shoot: 0.75, pass: 0.75, hit: 1.6, culprit: 1.8, fight: 2 },
  enforcer: { shoot: 0.55, pass: 0.55, hit: 1.8, culprit: 2.4, fight: 5 },
  'offensive-defenseman': { shoot: 1.35, pass: 1.35, hit: 0.8, culprit: 0.8, fight: 0.4 },
  'two-way-defenseman': { shoot: 1, pass: 1, hit: 1, culprit: 1, fight: 0.8 },
  'defensive-defenseman': { shoot: 0.7, pass: 0.7, hit: 1.4, culprit: 1.35, fight: 1.5 },
  goalie: NEUTRAL,
};

export const biasOf = (role: PlayerRole | undefined): RoleBias => (role ? ROLE_BIAS[role] : NEUTRAL);
