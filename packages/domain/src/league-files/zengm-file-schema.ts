import { z } from 'zod';
import { zengmBestPosition, zengmOverall } from './zengm-overall';

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

/**
 * One season's ratings row (FORMAT §6 ratings[]): the 14 ratings, ZenGM's ovr and pot, his position. An
 * exported file has them all; a file made by hand may carry only the ratings, and the rest is completed
 * as ZenGM would on import (the player's own `pos` if he has one, else his best position).
 */
export const zengmRatingsRowSchema = z.object({
  ...(Object.fromEntries(ZENGM_HOCKEY_RATING_KEYS.map((key) => [key, rating])) as Record<
    ZengmRatingKey,
    typeof rating
  >),
  season: int.optional(),
  pos: z.enum(ZENGM_POSITIONS).optional(),
  ovr: rating.optional(),
  pot: rating.optional(),
  ovrs: z.partialRecord(z.enum(ZENGM_POSITIONS), z.number()).optional(),
  skills: z.array(z.string()).optional(),
  injuryIndex: int.optional(),
});
type ZengmRatingsRowInput = z.infer<typeof zengmRatingsRowSchema>;
export type ZengmRatingsRow = ZengmRatingsRowInput & { pos: ZengmPosition; ovr: number; pot: number };

function completeRatingsRow(
  row: ZengmRatingsRowInput,
  playerPos: ZengmPosition | undefined,
): ZengmRatingsRow {
  const pos = row.pos ?? playerPos ?? zengmBestPosition(row);
  const ovr = row.ovr ?? zengmOverall(row, pos);
  return { ...row, pos, ovr, pot: row.pot ?? ovr };
}

/** `amount` in thousands of dollars a season; `exp` the last season covered (FORMAT §6 contract). */
export const zengmContractSchema = z.object({
  amount: z.number().min(0),
  exp: int,
  rookie: z.boolean().optional(),
});
export type ZengmContract = z.infer<typeof zengmContractSchema>;

/** A counted stat; a missing one, or a NaN that JSON wrote as null, counts nothing. */
const stat = z
  .number()
  .nullish()
  .transform((value) => value ?? 0);

/** One stats row: a season, a team, the regular season or the playoffs (FORMAT §6 stats[]). */
export const zengmStatsRowSchema = z.object({
  season: int,
  tid: int,
  playoffs: z.boolean().default(false),
  gp: stat,
  gpGoalie: stat,
  min: stat,
  gMin: stat,
  pm: stat,
  pim: stat,
  evG: stat,
  ppG: stat,
  shG: stat,
  gwG: stat,
  evA: stat,
  ppA: stat,
  shA: stat,
  s: stat,
  hit: stat,
  blk: stat,
  tk: stat,
  gv: stat,
  fow: stat,
  fol: stat,
  ga: stat,
  sv: stat,
  gW: stat,
  gL: stat,
  gT: stat,
  gOTL: stat,
  so: stat,
});
export type ZengmStatsRow = z.infer<typeof zengmStatsRowSchema>;

export const zengmPlayerSchema = z
  .object({
    pid: int,
    /** 0.. a team; -1 free agent, -2 draft prospect, -3 retired (FORMAT §6 tid). */
    tid: int,
    firstName: z.string().default(''),
    lastName: z.string().default(''),
    /** Missing in files made by hand; the import then says which players had no birth year. */
    born: z.object({ year: int.optional(), loc: z.string().default('') }).default({ loc: '' }),
    /** Only in files made by hand (FORMAT §6): exported players carry it in their ratings rows. */
    pos: z.enum(ZENGM_POSITIONS).optional(),
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
  })
  .transform(({ pos, ratings, ...player }) => ({
    ...player,
    ratings: ratings.map((row) => completeRatingsRow(row, pos)),
  }));
export type ZengmPlayer = z.output<typeof zengmPlayerSchema>;

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
  /** One row per season played, in order: the record and how far the playoffs went (FORMAT §7). */
  seasons: z
    .array(
      z.object({
        season: int,
        won: stat,
        lost: stat,
        tied: stat,
        otl: stat,
        /** -1 missed the playoffs, 0 out in the first round, ... (FORMAT §7). */
        playoffRoundsWon: int.default(-1),
      }),
    )
    .default([]),
  /** One row per season and part of it; `pts` are the team's goals, `oppPts` those against. */
  stats: z
    .array(z.object({ season: int, playoffs: z.boolean().default(false), gp: stat, pts: stat, oppPts: stat }))
    .default([]),
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
  season: int.optional(),
  startingSeason: int.optional(),
  phase: int.optional(),
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
/** The settings with the season and phase always known (a new league made by hand opens in the preseason). */
export type ZengmGameAttributes = z.output<typeof zengmGameAttributesSchema> & {
  season: number;
  phase: number;
};

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

export const zengmLeagueFileSchema = z
  .object({
    version: int,
    meta: z.object({ name: z.string() }).partial().optional(),
    /** Exported files always have it; a file made by hand may give only `startingSeason` (FORMAT §1). */
    gameAttributes: zengmGameAttributesSchema.default({}),
    startingSeason: int.optional(),
    teams: z.array(zengmTeamSchema).min(1),
    players: z.array(zengmPlayerSchema).default([]),
    draftPicks: z.array(zengmDraftPickSchema).default([]),
    ...(Object.fromEntries(
      ZENGM_UNCARRIED_STORES.map((key) => [key, z.array(z.unknown()).optional()]),
    ) as Record<(typeof ZENGM_UNCARRIED_STORES)[number], z.ZodOptional<z.ZodArray<z.ZodUnknown>>>),
  })
  .transform(({ gameAttributes, startingSeason, ...file }, ctx) => {
    const season = gameAttributes.season ?? startingSeason ?? gameAttributes.startingSeason;
    if (season === undefined) {
      ctx.issues.push({
        code: 'custom',
        message:
          'The file does not say which season the league is in (gameAttributes.season or startingSeason).',
        input: gameAttributes,
        path: ['gameAttributes', 'season'],
      });
      return z.NEVER;
    }
    return { ...file, gameAttributes: { ...gameAttributes, season, phase: gameAttributes.phase ?? 0 } };
  });
export type ZengmLeagueFile = z.output<typeof zengmLeagueFileSchema>;

/**
 * Whether a parsed JSON document is a ZenGM hockey league file, by its content alone: a numeric `version`
 * and ratings rows with the hockey keys (a basketball or football file rates other things). Rinkside's own
 * league file is told apart by its own format marker, which ZenGM's never has.
 */
export function looksLikeZengmHockeyFile(document: unknown): boolean {
  if (!document || typeof document !== 'object') return false;
  const { version, players, gameAttributes, startingSeason } = document as Record<string, unknown>;
  if (typeof version !== 'number') return false;
  // With no players to tell the sport by, ZenGM's settings (or a hand-made file's starting season) do.
  if (!Array.isArray(players) || players.length === 0)
    return (!!gameAttributes && typeof gameAttributes === 'object') || typeof startingSeason === 'number';
  const first = (players[0] as { ratings?: unknown } | null)?.ratings;
  const row = Array.isArray(first) ? (first[0] as Record<string, unknown> | undefined) : undefined;
  return !!row && 'glk' in row && 'fcf' in row;
}
