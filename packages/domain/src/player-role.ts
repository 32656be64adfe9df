import { z } from 'zod';

/**
 * What a player does on the ice, beyond his ratings: it steers who shoots, who sets up, who hits and
 * who fights. Forwards and defensemen have their own roles; every goalie is a 'goalie'.
 */
export const PLAYER_ROLES = [
  'sniper',
  'playmaker',
  'power-forward',
  'two-way',
  'grinder',
  'enforcer',
  'offensive-defenseman',
  'two-way-defenseman',
  'defensive-defenseman',
  'goalie',
] as const;
export const playerRoleSchema = z.enum(PLAYER_ROLES);
export type PlayerRole = z.infer<typeof playerRoleSchema>;

/** How each role reads on a roster or player page. */
export const PLAYER_ROLE_LABELS: Record<PlayerRole, string> = {
  sniper: 'Sniper',
  playmaker: 'Playmaker',
  'power-forward': 'Power Forward',
  'two-way': 'Two-Way Forward',
  grinder: 'Grinder',
  enforcer: 'Enforcer',
  'offensive-defenseman': 'Offensive Defenseman',
  'two-way-defenseman': 'Two-Way Defenseman',
  'defensive-defenseman': 'Defensive Defenseman',
  goalie: 'Goalie',
};
