import type { PlayerRole } from '@rinkside/domain';

/**
 * How a role bends a skater's attributes. Skill fields are offsets from the player's talent level (the
 * overall he is generated for); `hitting`, `fighting` and `discipline` are means on the 0-99 scale, as
 * those three say how a player plays more than how good he is.
 */
export interface RoleProfile {
  shooting: number;
  hands: number;
  awareness: number;
  defending: number;
  blocking: number;
  skating: number;
  strength: number;
  hitting: number;
  fighting: number;
  discipline: number;
}

type SkaterRole = Exclude<PlayerRole, 'goalie'>;

const profile = (p: Partial<RoleProfile>): RoleProfile => ({
  shooting: 0,
  hands: 0,
  awareness: 0,
  defending: 0,
  blocking: 0,
  skating: 0,
  strength: 0,
  hitting: 55,
  fighting: 38,
  discipline: 70,
  ...p,
});

export const ROLE_PROFILES: Record<SkaterRole, RoleProfile> = {
  sniper: profile({
    shooting: 5,
    hands: -1,
    awareness: 1,
    defending: -4,
    blocking: -4,
    skating: 1,
    strength: -2,
    hitting: 44,
    fighting: 28,
    discipline: 75,
  }),
  playmaker: profile({
    shooting: -3,
    hands: 5,
    awareness: 2,
    defending: -1,
    blocking: -3,
    skating: 2,
    strength: -3,
    hitting: 44,
    fighting: 28,
    discipline: 75,
  }),
  'power-forward': profile({
    shooting: 1,
    hands: -2,
    skating: -2,
    strength: 8,
    hitting: 76,
    fighting: 58,
    discipline: 62,
  }),
  'two-way': profile({
    shooting: -2,
    awareness: -1,
    defending: 7,
    blocking: 4,
    skating: 1,
    hitting: 58,
    fighting: 36,
    discipline: 74,
  }),
  grinder: profile({
    shooting: -6,
    hands: -6,
    awareness: -4,
    defending: 4,
    blocking: 5,
    strength: 6,
    hitting: 82,
    fighting: 60,
    discipline: 56,
  }),
  enforcer: profile({
    shooting: -9,
    hands: -11,
    awareness: -8,
    defending: -2,
    skating: -6,
    strength: 14,
    hitting: 85,
    fighting: 88,
    discipline: 36,
  }),
  'offensive-defenseman': profile({
    shooting: 3,
    hands: 4,
    awareness: 3,
    defending: -4,
    blocking: -3,
    skating: 3,
    strength: -2,
    hitting: 50,
    fighting: 32,
    discipline: 72,
  }),
  'two-way-defenseman': profile({ defending: 2, hitting: 62, fighting: 40, discipline: 70 }),
  'defensive-defenseman': profile({
    shooting: -3,
    hands: -5,
    awareness: -6,
    defending: 5,
    blocking: 8,
    skating: -2,
    strength: 6,
    hitting: 75,
    fighting: 52,
    discipline: 64,
  }),
};
