import {
  LINEUP_SLOTS,
  emptyLineup,
  lineupFromNested,
  nestedLineupSchema,
  playerIdSchema,
  type Lineup,
  type PlayerId,
} from '@rinkside/domain';

export interface NormalizedLineup {
  lineup: Lineup;
  /** Whether the viewer may save (the server's word; true when it does not say). */
  editable: boolean;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON string is parsed; anything unreadable counts as nothing. */
function unwrap(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** Numeric strings become numbers, so ids compare with the roster's integer ids. */
function toPlayerId(value: unknown): PlayerId | null {
  const parsed = playerIdSchema.safeParse(value);
  if (!parsed.success) return null;
  const id = parsed.data;
  return typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
}

const hasNestedGroups = (value: Json) => 'forwards' in value || 'defense' in value || 'goaltenders' in value;

/** The slot map inside one candidate object: nested groups (SPEC §3) and/or flat slot keys. */
function slotsFrom(source: Json): Lineup {
  const lineup = emptyLineup();
  if (hasNestedGroups(source)) {
    const nested = nestedLineupSchema.safeParse(source);
    if (nested.success) Object.assign(lineup, lineupFromNested(nested.data));
  }
  for (const slot of LINEUP_SLOTS) {
    if (slot in source) lineup[slot] = toPlayerId(source[slot]);
  }
  for (const slot of LINEUP_SLOTS) lineup[slot] = toPlayerId(lineup[slot]);
  return lineup;
}

/**
 * SPEC §3 lineup shapes: the slot map may arrive under `assignments` or `lineup` (either possibly a
 * JSON string), or directly; with flat slots (line1_lw...) or nested groups (forwards.line1..4 of
 * three ids, defense.pair1..3 of two, goaltenders.starter/backup). Extra keys (a token, hashes) are
 * ignored. Always returns every slot, empty ones as null.
 */
export function normalizeLineupResponse(payload: unknown): NormalizedLineup {
  const root = unwrap(payload);
  if (!isObject(root)) return { lineup: emptyLineup(), editable: true };
  const editable = typeof root.editable === 'boolean' ? root.editable : true;
  for (const key of ['assignments', 'lineup'] as const) {
    const inner = unwrap(root[key]);
    if (isObject(inner)) return { lineup: slotsFrom(inner), editable };
  }
  return { lineup: slotsFrom(root), editable };
}
