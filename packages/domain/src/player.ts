import { z } from 'zod';
import { injurySchema } from './injury';
import { playerRoleSchema } from './player-role';

/**
 * A player id as the caller stores it. The server uses integer ids; tests and
 * generated leagues may use strings. The engine treats ids as opaque and keys
 * per-player stats by `String(id)` (JSON object keys are strings anyway).
 */
export const playerIdSchema = z.union([z.number().int(), z.string().min(1)]);
export type PlayerId = z.infer<typeof playerIdSchema>;

/** Broad roster position (SPEC §2 depth chart columns collapse LD/RD into D). */
export const POSITIONS = ['C', 'LW', 'RW', 'D', 'G'] as const;
export const positionSchema = z.enum(POSITIONS);
export type Position = z.infer<typeof positionSchema>;

/** Depth-chart / line positions: SPEC §2 columns LW, C, RW, LD, RD, G. */
export const SLOT_POSITIONS = ['LW', 'C', 'RW', 'LD', 'RD', 'G'] as const;
export const slotPositionSchema = z.enum(SLOT_POSITIONS);
export type SlotPosition = z.infer<typeof slotPositionSchema>;

/** 'prospect': a team holds his rights, unsigned; 'draft': eligible for the coming draft, on no team
 * (docs/decisions/049). */
export const PLAYER_STATUSES = ['active', 'minors', 'prospect', 'injured', 'scratched', 'draft'] as const;
export const playerStatusSchema = z.enum(PLAYER_STATUSES);
export type PlayerStatus = z.infer<typeof playerStatusSchema>;

export const handednessSchema = z.enum(['L', 'R']);
export type Handedness = z.infer<typeof handednessSchema>;

/** Every attribute is on a 0-99 scale. */
export const ratingSchema = z.number().int().min(0).max(99);

// SPEC §3: skater attribute groups, names exactly as the spec spells them.
export const skaterAttributesSchema = z.object({
  puckSkills: z.object({ stickhandling: ratingSchema, passing: ratingSchema, penaltyShot: ratingSchema }),
  skating: z.object({ speed: ratingSchema, acceleration: ratingSchema, agility: ratingSchema }),
  scoring: z.object({
    shotpower: ratingSchema,
    slapshot: ratingSchema,
    wristshot: ratingSchema,
    tipping: ratingSchema,
  }),
  defense: z.object({
    defensiveAwareness: ratingSchema,
    faceoffs: ratingSchema,
    shotBlocking: ratingSchema,
    stickChecking: ratingSchema,
  }),
  physique: z.object({
    hitting: ratingSchema,
    endurance: ratingSchema,
    fighting: ratingSchema,
    strength: ratingSchema,
    condition: ratingSchema,
  }),
  senses: z.object({
    discipline: ratingSchema,
    offensiveAwareness: ratingSchema,
    experience: ratingSchema,
    potential: ratingSchema,
    morale: ratingSchema,
  }),
});
export type SkaterAttributes = z.infer<typeof skaterAttributesSchema>;

// SPEC §3: goalie attribute groups ('athletism' is the spec's spelling).
export const goalieAttributesSchema = z.object({
  saving: z.object({
    breakaways: ratingSchema,
    fiveHole: ratingSchema,
    gloveSide: ratingSchema,
    blockerSide: ratingSchema,
    penaltyShot: ratingSchema,
  }),
  athletism: z.object({ agility: ratingSchema, endurance: ratingSchema, speed: ratingSchema }),
  senses: z.object({ anticipation: ratingSchema, reboundControl: ratingSchema }),
});
export type GoalieAttributes = z.infer<typeof goalieAttributesSchema>;

// SPEC §9's placeholder range, which generated players are paid in: 750 000 - 10 750 000.
export const CAP_HIT_MIN = 750_000;
export const CAP_HIT_MAX = 10_750_000;
/**
 * A contract as signed under the league's rules (docs/decisions/043): the cap hit between nothing and the
 * settings' largest cap (a star's deal goes well past the generated range), the seasons left up to the
 * longest term allowed and the season a summer signing stores on top (docs/decisions/045).
 */
export const contractSchema = z.object({
  capHit: z.number().int().min(0).max(1_000_000_000),
  yearsLeft: z.number().int().min(1).max(11),
  /** Entry-level or standard; a new league's players say which (docs/decisions/075). */
  type: z.enum(['entry-level', 'standard']).optional(),
});
export type Contract = z.infer<typeof contractSchema>;

/**
 * SPEC §3 Player. Skaters carry `attributes`, goalies `goalieAttributes`.
 * `naturalPosition` may list several slot positions separated by commas (SPEC §5),
 * e.g. 'C,LW'. Height is in inches, weight in pounds.
 */
export const playerSchema = z.object({
  id: playerIdSchema,
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  position: positionSchema,
  naturalPosition: z.string().min(1),
  assignedPosition: slotPositionSchema.nullable(),
  jerseyNumber: z.number().int().min(1).max(98),
  age: z.number().int().min(16).max(50),
  handedness: handednessSchema,
  height: z.number().int().min(60).max(84),
  weight: z.number().int().min(140).max(280),
  country: z.string().length(3),
  overall: ratingSchema,
  status: playerStatusSchema,
  contract: contractSchema,
  attributes: skaterAttributesSchema.optional(),
  goalieAttributes: goalieAttributesSchema.optional(),
  /** What he does on the ice (generated players have one; older leagues' players may not). */
  role: playerRoleSchema.optional(),
  /** The overall he may grow into, 0-99. */
  potential: ratingSchema.optional(),
  /** Set while he is hurt; null or absent when healthy. */
  injury: injurySchema.nullable().optional(),
});
export type Player = z.infer<typeof playerSchema>;

export const isGoalie = (player: Pick<Player, 'position'>): boolean => player.position === 'G';
export const isDefenseman = (player: Pick<Player, 'position'>): boolean => player.position === 'D';
export const isForward = (player: Pick<Player, 'position'>): boolean =>
  player.position === 'C' || player.position === 'LW' || player.position === 'RW';

/** The slot positions a player can naturally play, from `naturalPosition` (SPEC §5). */
export function naturalSlotPositions(player: Pick<Player, 'naturalPosition'>): SlotPosition[] {
  const found: SlotPosition[] = [];
  for (const part of player.naturalPosition.split(',')) {
    const name = part.trim().toUpperCase();
    if ((SLOT_POSITIONS as readonly string[]).includes(name)) found.push(name as SlotPosition);
    else if (name === 'D') found.push('LD', 'RD');
    else if (name === 'W') found.push('LW', 'RW');
  }
  return found;
}
