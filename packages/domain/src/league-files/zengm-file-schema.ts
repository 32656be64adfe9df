import { z } from 'zod';

// The parts of a ZenGM hockey league file (its "Export League" JSON) that Rinkside reads
// (docs/decisions/083). Unknown keys are dropped, not refused: ZenGM adds fields from version to version
// and a file carries many that Rinkside has no use for. Citations are to /work/shared/data/zengm/FORMAT.md.

const int = z.number().int();
/** JSON writes Infinity and NaN as null (FORMAT §1). */
const numberOrNull = z.number().nullable();

/**
 * A setting that can change over time is stored as `[{ start, value }]`, or as the plain value (FORMAT §3).
 * The wrapped form is listed first: a plain array of rows has no `value`, so it falls through to the plain form.
 */
const wrapped = <T extends z.ZodType>(value: T) =>
  z.union([z.array(z.object({ start: numberOrNull, value })).min(1), value]);

/** The current value of a setting that may be wrapped: the last entry's (ZenGM's unwrapGameAttribute). */
export function unwrapSetting<T>(setting: T | { start: number | null; value: T }[]): T {
  if (Array.isArray(setting)) {
    const last = setting.at(-1) as unknown;
    if (last && typeof last === 'object' && 'start' in last && 'value' in last)
      return (last as { value: T }).value;
  }
  return setting as T;
}

export const ZENGM_HOCKEY_RATING_KEYS = [
  'hgt',
  'stre',
  'spd',
  'endu',
  'pss',
  'wst',
  'sst',
  'stk',
  'oiq',
  'chk',
  'blk',
  'fcf',
  'diq',
  'glk',
] as const;
export type ZengmRatingKey = (typeof ZENGM_HOCKEY_RATING_KEYS)[number];

export const ZENGM_POSITIONS = ['C', 'W', 'D', 'G'] as const;
export type ZengmPosition = (typeof ZENGM_POSITIONS)[number];

const rating = z.number().min(0).max(100);

/** One season's ratings row (FORMAT §6 ratings[]): the 14 ratings, ZenGM's ovr and pot, his position. */
export const zengmRatingsRowSchema = z.object({
  ...(Object.fromEntries(ZENGM_HOCKEY_RATING_KEYS.map((key) => [key, rating])) as Record<
    ZengmRatingKey,
    typeof rating
  >),
  season: int,
  pos: z.enum(ZENGM_POSITIONS),
  ovr: rating,
  pot: rating,
  ovrs: z.partialRecord(z.enum(ZENGM_POSITIONS), z.number()).optional(),
  skills: z.array(z.string()).optional(),
  injuryIndex: int.optional(),
});
export type ZengmRatingsRow = z.infer<typeof zengmRatingsRowSchema>;

/** `amount` in thousands of dollars a season; `exp` the last season covered (FORMAT §6 contract). */
export const zengmContractSchema = z.object({
  amount: z.number().min(0),
  exp: int,
  rookie: z.boolean().optional(),
});
export type ZengmContract = z.infer<typeof zengmContractSchema>;

/** One stats row: a season, a team, the regular season or the playoffs (FORMAT §6 stats[]). */
export const zengmStatsRowSchema = z.object({
  season: int,
  tid: int,
  playoffs: z.boolean().default(false),
  gp: z.number().default(0),
  gpGoalie: z.number().default(0),
  min: z.number().default(0),
  gMin: z.number().default(0),
  pm: z.number().default(0),
  pim: z.number().default(0),
  evG: z.number().default(0),
  ppG: z.number().default(0),
  shG: z.number().default(0),
  gwG: z.number().default(0),
  evA: z.number().default(0),
  ppA: z.number().default(0),
  shA: z.number().default(0),
  s: z.number().default(0),
  hit: z.number().default(0),
  blk: z.number().default(0),
  tk: z.number().default(0),
  gv: z.number().default(0),
  fow: z.number().default(0),
  fol: z.number().default(0),
  ga: z.number().default(0),
  sv: z.number().default(0),
  gW: z.number().default(0),
  gL: z.number().default(0),
  gT: z.number().default(0),
  gOTL: z.number().default(0),
  so: z.number().default(0),
});
export type ZengmStatsRow = z.infer<typeof zengmStatsRowSchema>;

export const zengmPlayerSchema = z.object({
  pid: int,
  /** 0.. a team; -1 free agent, -2 draft prospect, -3 retired (FORMAT §6 tid). */
  tid: int,
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  born: z.object({ year: int, loc: z.string().default('') }),
  /** Inches and pounds (FORMAT §6 bio). */
  hgt: z.number().optional(),
  weight: z.number().optional(),
  ratings: z.array(zengmRatingsRowSchema).min(1),
  contract: zengmContractSchema.optional(),
  injury: z.object({ type: z.string(), gamesRemaining: z.number() }).optional(),
  draft: z.object({ round: int, pick: int, tid: int, originalTid: int, year: int }).optional(),
  stats: z.array(zengmStatsRowSchema).default([]),
  retiredYear: numberOrNull.optional(),
  jerseyNumber: z.string().optional(),
});
export type ZengmPlayer = z.infer<typeof zengmPlayerSchema>;

export const zengmTeamSchema = z.object({
  tid: int,
  cid: int,
  did: int,
  region: z.string(),
  name: z.string(),
  abbrev: z.string(),
  colors: z.array(z.string()).optional(),
  disabled: z.boolean().optional(),
  /** Hockey depth: forwards in lines of three (centre first), defence pairs, goalies (FORMAT §7). */
  depth: z
    .object({ F: z.array(int), D: z.array(int), G: z.array(int) })
    .partial()
    .optional(),
});
export type ZengmTeam = z.infer<typeof zengmTeamSchema>;

export const zengmDraftPickSchema = z.object({
  tid: int,
  originalTid: int,
  round: int,
  pick: int.optional(),
  /** A year, or 'fantasy' / 'expansion' for those drafts (FORMAT §8). */
  season: z.union([int, z.string()]),
});
export type ZengmDraftPick = z.infer<typeof zengmDraftPickSchema>;

export const zengmGameAttributesSchema = z.object({
  season: int,
  startingSeason: int.optional(),
  phase: int,
  confs: wrapped(z.array(z.object({ cid: int, name: z.string() }))).optional(),
  divs: wrapped(z.array(z.object({ did: int, cid: int, name: z.string() }))).optional(),
  salaryCapType: z.string().optional(),
  salaryCap: z.number().optional(),
  minPayroll: z.number().optional(),
  luxuryPayroll: z.number().optional(),
  minContract: z.number().optional(),
  maxContract: z.number().optional(),
  maxContractLength: int.optional(),
  minRosterSize: int.optional(),
  maxRosterSize: int.optional(),
  numGames: wrapped(int).optional(),
  numDraftRounds: int.optional(),
  godMode: z.boolean().optional(),
});
export type ZengmGameAttributes = z.infer<typeof zengmGameAttributesSchema>;

/** Stores Rinkside does not carry: only counted, so the commissioner hears what stayed behind. */
export const ZENGM_UNCARRIED_STORES = [
  'awards',
  'events',
  'games',
  'schedule',
  'playoffSeries',
  'releasedPlayers',
  'trade',
  'playerFeats',
  'allStars',
  'draftLotteryResults',
  'headToHeads',
  'negotiation',
  'messages',
  'scheduledEvents',
] as const;

export const zengmLeagueFileSchema = z.object({
  version: int,
  meta: z.object({ name: z.string() }).partial().optional(),
  gameAttributes: zengmGameAttributesSchema,
  teams: z.array(zengmTeamSchema).min(1),
  players: z.array(zengmPlayerSchema).default([]),
  draftPicks: z.array(zengmDraftPickSchema).default([]),
  ...(Object.fromEntries(
    ZENGM_UNCARRIED_STORES.map((key) => [key, z.array(z.unknown()).optional()]),
  ) as Record<(typeof ZENGM_UNCARRIED_STORES)[number], z.ZodOptional<z.ZodArray<z.ZodUnknown>>>),
});
export type ZengmLeagueFile = z.infer<typeof zengmLeagueFileSchema>;

/**
 * Whether a parsed JSON document is a ZenGM hockey league file, by its content alone: a numeric `version`
 * and ratings rows with the hockey keys (a basketball or football file rates other things). Rinkside's own
 * league file is told apart by its own format marker, which ZenGM's never has.
 */
export function looksLikeZengmHockeyFile(document: unknown): boolean {
  if (!document || typeof document !== 'object') return false;
  const { version, players, gameAttributes } = document as Record<string, unknown>;
  if (typeof version !== 'number' || !gameAttributes || typeof gameAttributes !== 'object') return false;
  if (!Array.isArray(players) || players.length === 0) return true;
  const first = (players[0] as { ratings?: unknown } | null)?.ratings;
  const row = Array.isArray(first) ? (first[0] as Record<string, unknown> | undefined) : undefined;
  return !!row && 'glk' in row && 'fcf' in row;
}
