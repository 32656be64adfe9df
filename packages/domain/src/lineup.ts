import { z } from 'zod';
import { playerIdSchema, type SlotPosition } from './player';

// SPEC §9: 4 forward lines, 3 defence pairs, starter and backup goalie.
export const FORWARD_LINES = [1, 2, 3, 4] as const;
export const DEFENSE_PAIRS = [1, 2, 3] as const;
export const SPECIAL_UNITS = [1, 2] as const;

export const EVEN_STRENGTH_SLOTS = [
  ...FORWARD_LINES.flatMap((n) => [`line${n}_lw`, `line${n}_c`, `line${n}_rw`] as const),
  ...DEFENSE_PAIRS.flatMap((n) => [`defense${n}_ld`, `defense${n}_rd`] as const),
  'starter_g',
  'backup_g',
] as const;

/** Power-play units: 3 forwards + 2 defence. */
export const POWER_PLAY_SLOTS = SPECIAL_UNITS.flatMap(
  (n) => [`pp${n}_lw`, `pp${n}_c`, `pp${n}_rw`, `pp${n}_ld`, `pp${n}_rd`] as const,
);
/** Penalty-kill units: 2 forwards + 2 defence. */
export const PENALTY_KILL_SLOTS = SPECIAL_UNITS.flatMap(
  (n) => [`pk${n}_f1`, `pk${n}_f2`, `pk${n}_ld`, `pk${n}_rd`] as const,
);

export const LINEUP_SLOTS = [...EVEN_STRENGTH_SLOTS, ...POWER_PLAY_SLOTS, ...PENALTY_KILL_SLOTS] as const;
export type LineupSlot = (typeof LINEUP_SLOTS)[number];
export const lineupSlotSchema = z.enum(LINEUP_SLOTS);

/** The slot map of SPEC §3: slot -> player id or null. Every slot present. */
export const lineupSchema = z.object(
  Object.fromEntries(LINEUP_SLOTS.map((slot) => [slot, playerIdSchema.nullable()])) as Record<
    LineupSlot,
    z.ZodNullable<typeof playerIdSchema>
  >,
);
export type Lineup = z.infer<typeof lineupSchema>;

/** What a GM saves (SPEC §7 save-lineup): some or all slots; missing slots mean empty. */
export const lineupInputSchema = lineupSchema.partial();
export type LineupInput = z.infer<typeof lineupInputSchema>;

const EMPTY_LINEUP: Readonly<Lineup> = Object.freeze(
  Object.fromEntries(LINEUP_SLOTS.map((slot) => [slot, null])) as Lineup,
);
export const emptyLineup = (): Lineup => ({ ...EMPTY_LINEUP });

/** The position a slot asks for; PK forward slots accept any forward ('F'). */
export function slotPosition(slot: LineupSlot): SlotPosition | 'F' {
  const suffix = slot.slice(slot.indexOf('_') + 1);
  switch (suffix) {
    case 'lw':
      return 'LW';
    case 'c':
      return 'C';
    case 'rw':
      return 'RW';
    case 'ld':
      return 'LD';
    case 'rd':
      return 'RD';
    case 'g':
      return 'G';
    default:
      return 'F';
  }
}

const idList = z.array(playerIdSchema.nullable());

/**
 * SPEC §3: the server lineup may arrive nested (forwards.line1..4 of 3 ids,
 * defense.pair1..3 of 2 ids, goaltenders.starter/backup). Converts it to slots.
 */
export const nestedLineupSchema = z.object({
  forwards: z.record(z.string(), idList).optional(),
  defense: z.record(z.string(), idList).optional(),
  goaltenders: z.object({ starter: playerIdSchema.nullish(), backup: playerIdSchema.nullish() }).optional(),
});
export type NestedLineup = z.infer<typeof nestedLineupSchema>;

export function lineupFromNested(nested: NestedLineup): Lineup {
  const lineup = emptyLineup();
  for (const n of FORWARD_LINES) {
    const ids = nested.forwards?.[`line${n}`] ?? [];
    lineup[`line${n}_lw`] = ids[0] ?? null;
    lineup[`line${n}_c`] = ids[1] ?? null;
    lineup[`line${n}_rw`] = ids[2] ?? null;
  }
  for (const n of DEFENSE_PAIRS) {
    const ids = nested.defense?.[`pair${n}`] ?? [];
    lineup[`defense${n}_ld`] = ids[0] ?? null;
    lineup[`defense${n}_rd`] = ids[1] ?? null;
  }
  lineup.starter_g = nested.goaltenders?.starter ?? null;
  lineup.backup_g = nested.goaltenders?.backup ?? null;
  return lineup;
}

/** GET .../lineup: the stored slot map, and whether the viewer may save it. */
export const lineupResponseSchema = z.object({
  teamId: z.number().int(),
  editable: z.boolean(),
  lineup: lineupSchema,
});
export type LineupResponse = z.infer<typeof lineupResponseSchema>;

/** SPEC §7 POST .../save-lineup: { lineup } slot-to-player-id map. */
export const saveLineupRequestSchema = z.object({ lineup: lineupInputSchema });
