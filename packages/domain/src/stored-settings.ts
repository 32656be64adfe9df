import type { z } from 'zod';

/**
 * A league's stored settings of one area that no longer read as settings (a value out of range, a field of
 * the wrong kind, text that is not JSON). It is an error, never quietly the defaults: the league would
 * otherwise play by rules its commissioner did not choose.
 */
export class StoredSettingsError extends Error {
  constructor(
    readonly area: string,
    readonly problems: string,
  ) {
    super(
      `This league's stored ${area} settings do not read (${problems}): its commissioner can correct or reset them on the league's settings page.`,
    );
    this.name = 'StoredSettingsError';
  }
}

/** How the settings of one area are stored. */
export interface StoredSettingsArea<T> {
  /** As people name it: 'trade', 'draft', 'contract'… */
  area: string;
  schema: z.ZodType<T>;
  defaults: T;
  /** Stored settings read over the defaults, so a setting added after they were saved takes its default. */
  overDefaults: boolean;
}

/** The most distinct stored texts a reader remembers (a host's leagues mostly share a few). */
const REMEMBERED = 512;

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The one reader of an area's stored settings: null (or empty) gives the defaults; anything else must read
 * by the area's schema, or a StoredSettingsError says what does not. Each stored text is parsed once and
 * its settings kept (frozen: every reader shares them), so however many places read a league's settings
 * they cost one parse.
 */
export function storedSettingsReader<T>(
  spec: StoredSettingsArea<T>,
): (column: string | null | undefined) => T {
  const parsed = new Map<string, T>();
  const defaults = deepFreeze(spec.defaults);
  return (column) => {
    if (column === null || column === undefined || column === '') return defaults;
    const known = parsed.get(column);
    if (known !== undefined) return known;
    let stored: unknown;
    try {
      stored = JSON.parse(column);
    } catch {
      throw new StoredSettingsError(spec.area, 'the stored text is not JSON');
    }
    const input =
      spec.overDefaults && stored !== null && typeof stored === 'object' && !Array.isArray(stored)
        ? { ...spec.defaults, ...stored }
        : stored;
    const result = spec.schema.safeParse(input);
    if (!result.success) {
      const problems = result.error.issues
        .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
        .join('; ');
      throw new StoredSettingsError(spec.area, problems);
    }
    if (parsed.size >= REMEMBERED) parsed.clear();
    const settings = deepFreeze(result.data);
    parsed.set(column, settings);
    return settings;
  };
}

/**
 * Settings as stored, or `fallback` when they do not read: only for what replaces them (the audit log's
 * "before" when the commissioner corrects or resets unreadable settings), never to play by.
 */
export function readableOr<T>(read: (column: string | null) => T, column: string | null, fallback: T): T {
  try {
    return read(column);
  } catch (error) {
    if (error instanceof StoredSettingsError) return fallback;
    throw error;
  }
}
