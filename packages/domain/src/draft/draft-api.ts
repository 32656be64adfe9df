import { z } from 'zod';
import { idSchema } from '../ids';
import { positionSchema } from '../player';
import { draftSettingsSchema } from './draft-settings';

const teamRef = z.object({ id: z.int(), name: z.string(), abbreviation: z.string() });

/**
 * Where a season's draft stands (docs/decisions/049):
 * - 'upcoming': the regular season is still being played; the order is not known.
 * - 'lottery': the regular season is over; the commissioner may hold the lottery (or it is held when the
 *   draft starts).
 * - 'ready': the order is set (lottery held, or none); the commissioner may start the draft.
 * - 'running' / 'paused': picks are being made; a paused clock stands still.
 * - 'complete': every pick is made.
 */
export const DRAFT_STATUSES = ['upcoming', 'lottery', 'ready', 'running', 'paused', 'complete'] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];

/** How a pick was made. */
export const DRAFT_PICK_SOURCES = ['gm', 'commissioner', 'queue', 'best_available'] as const;
export type DraftPickSource = (typeof DRAFT_PICK_SOURCES)[number];

/** One slot of the draft order and, once made, its pick. */
export const draftSlotSchema = z.object({
  /** 1-based, across rounds. */
  overall: z.int(),
  round: z.int(),
  /** 1-based within the round. */
  pickInRound: z.int(),
  pickId: z.int(),
  originalTeam: teamRef,
  ownerTeam: teamRef,
  /** Made: the player taken, how, and when (ISO). */
  player: z
    .object({ id: z.int(), name: z.string(), position: positionSchema, country: z.string() })
    .nullable(),
  source: z.enum(DRAFT_PICK_SOURCES).nullable(),
  madeAt: z.string().nullable(),
});
export type DraftSlot = z.infer<typeof draftSlotSchema>;

/** One lottery draw: the ball drawn and the team that won it (docs/decisions/049). */
export const lotteryDrawSchema = z.object({
  /** Which draw (1 = the first overall pick). */
  draw: z.int(),
  /** The number drawn in [0, 1), from the published seed, and the team whose odds range holds it. */
  value: z.number(),
  team: teamRef,
  /** The team's place before the lottery (1 = worst record) and the pick it won. */
  fromPlace: z.int(),
  wonPick: z.int(),
  /** A team that could not win (moved too far, or won too often lately) is skipped: the draw repeats. */
  skipped: z.array(z.object({ teamId: z.int(), reason: z.string() })),
});
export type LotteryDraw = z.infer<typeof lotteryDrawSchema>;

/** A held lottery, published so anyone can recompute it (`recomputeLottery` in this package). */
export const lotteryResultSchema = z.object({
  seed: z.string(),
  heldAt: z.string(),
  /** The non-playoff teams, worst first, with their first-draw odds in percent. */
  entrants: z.array(
    z.object({
      team: teamRef,
      place: z.int(),
      oddsPercent: z.number(),
      /** Lottery wins in the drafts before this one within the win window (the win limit). */
      recentWins: z.int(),
    }),
  ),
  draws: z.array(lotteryDrawSchema),
  /** The first-round order of the lottery teams after the draws, first pick first (team ids). */
  order: z.array(z.int()),
  /**
   * The rules it was held under, so a past lottery can still be recomputed after the league changes its
   * settings (decision 082). Absent on lotteries published before they were stored.
   */
  rules: z.object({ draws: z.int(), maxJump: z.int(), maxWins: z.int() }).optional(),
});
export type LotteryResult = z.infer<typeof lotteryResultSchema>;

/** GET /api/league/{id}/draft?seasonId= */
export const draftResponseSchema = z.object({
  seasonId: z.int(),
  seasonName: z.string(),
  /** The draft year (the pick year), e.g. 2027 for the 2026-27 season's draft. */
  year: z.int(),
  status: z.enum(DRAFT_STATUSES),
  settings: draftSettingsSchema,
  /** Empty while 'upcoming'. */
  order: z.array(draftSlotSchema),
  lottery: lotteryResultSchema.nullable(),
  /** The pick on the clock while running or paused. */
  onClock: z
    .object({
      overall: z.int(),
      team: teamRef,
      /** ISO instant the clock started (or resumed) on this pick. */
      startedAt: z.string(),
      /** ISO instant it runs out; null: no clock. While paused, the seconds that were left. */
      deadline: z.string().nullable(),
      secondsLeft: z.int().nullable(),
      /** Asynchronous clock: the team's bank left, in seconds. */
      bankSecondsLeft: z.int().nullable(),
    })
    .nullable(),
  /** Teams drafted automatically for the rest of the draft (no GM, or two expired clocks). */
  autoTeamIds: z.array(z.int()),
  /** Expired clocks so far, by team id. */
  expiries: z.record(z.string(), z.int()),
  viewer: z.object({
    teamId: z.int().nullable(),
    isCommissioner: z.boolean(),
    /** Whether the viewer may make the pick on the clock now. */
    canPick: z.boolean(),
  }),
  /** The server's clock when this was read, to count down against. */
  now: z.string(),
});
export type DraftResponse = z.infer<typeof draftResponseSchema>;

/** One draft-eligible prospect as every GM sees him: his true potential stays hidden (decision 049). */
export const draftProspectSchema = z.object({
  id: z.int(),
  name: z.string(),
  position: positionSchema,
  age: z.int(),
  country: z.string(),
  handedness: z.enum(['L', 'R']),
  height: z.int(),
  weight: z.int(),
  /** His ratings today. */
  overall: z.int(),
  /** The scouts' projection of his potential: a range that narrows as the draft nears, and its middle. */
  projected: z.object({ low: z.int(), high: z.int(), mid: z.int() }),
  /** The scouts' rank in the class (1 = best), by the projection. */
  rank: z.int(),
  scoutingNote: z.string(),
  /** True for an older player in the draft again. */
  reEntry: z.boolean(),
  /** Taken: by which team with which pick. */
  drafted: z.object({ overall: z.int(), team: teamRef }).nullable(),
});
export type DraftProspect = z.infer<typeof draftProspectSchema>;

/** GET /api/league/{id}/draft/prospects?seasonId= */
export const draftProspectsResponseSchema = z.object({
  seasonId: z.int(),
  year: z.int(),
  /** Whether the class may be seen yet (from mid-season, docs/decisions/049); else empty. */
  visible: z.boolean(),
  /** ISO: when the class shows, while hidden. */
  visibleFrom: z.string().nullable(),
  /** How sharp the projections are, 0 (first look) to 1 (draft day). */
  scoutingProgress: z.number(),
  prospects: z.array(draftProspectSchema),
});
export type DraftProspectsResponse = z.infer<typeof draftProspectsResponseSchema>;

/** POST /api/league/{id}/draft/pick */
export const draftPickRequestSchema = z.object({
  playerId: z.int({ error: 'Choose a prospect to draft (playerId).' }).positive(),
  /** The pick the GM means to make, as the room showed it: if another pick was made first, the request is
   * refused (409) rather than made with the next pick. */
  overall: z.int().positive().optional(),
});
export type DraftPickRequest = z.infer<typeof draftPickRequestSchema>;

/** GET|PUT /api/league/{id}/draft/queue: the GM's own list, first choice first. */
export const draftQueueSchema = z.object({
  playerIds: z
    .array(z.int().positive(), { error: 'The queue is a list of prospect ids (playerIds).' })
    .max(100, 'A queue holds at most 100 prospects.'),
});
export type DraftQueue = z.infer<typeof draftQueueSchema>;

/**
 * POST /api/league/{id}/draft/undo (commissioner): take back pick `overall` and every pick after it
 * (decision 082); the last pick made when left out.
 */
export const draftUndoRequestSchema = z.object({
  overall: z.int({ error: 'Name the pick to take back by its number (overall).' }).positive().optional(),
});
export type DraftUndoRequest = z.infer<typeof draftUndoRequestSchema>;

/** POST /api/league/{id}/draft/lottery|start|pause|resume|undo|auto: the draft as it stands after. */
export const draftActionResponseSchema = draftResponseSchema;

/** POST /api/league/{id}/players/{playerId}/sign-entry-level: a drafted prospect signs his first contract. */
export const entryLevelSigningResponseSchema = z.object({
  playerId: z.int(),
  capHit: z.int(),
  years: z.int(),
});
export type EntryLevelSigningResponse = z.infer<typeof entryLevelSigningResponseSchema>;

/** A drafted player whose rights a team holds, unsigned (the Prospects view). */
export const draftRightsSchema = z.object({
  playerId: z.int(),
  name: z.string(),
  position: positionSchema,
  age: z.int(),
  overall: z.int(),
  draft: z.object({ year: z.int(), round: z.int(), overall: z.int() }),
  /** The last draft year his rights hold through: unsigned by that draft's end, he leaves the league. */
  rightsEndYear: z.int(),
  /** The entry-level contract he would sign now. */
  entryLevel: z.object({ capHit: z.int(), years: z.int() }),
});
export type DraftRights = z.infer<typeof draftRightsSchema>;

/** GET /api/league/{id}/team/{teamId}/draft-rights */
export const draftRightsResponseSchema = z.array(draftRightsSchema);

/** GET /api/league/{id}/draft-settings (PUT takes the whole `settings`; DELETE resets to the NHL's). */
export const draftSettingsResponseSchema = z.object({
  settings: draftSettingsSchema,
  isDefault: z.boolean(),
  canEdit: z.boolean(),
});
export type DraftSettingsResponse = z.infer<typeof draftSettingsResponseSchema>;

/**
 * Where a player was drafted in this league (issue 31): the draft's year and season, the round, the pick in
 * the round and overall, and the team that made the pick.
 */
export const playerDraftSchema = z.object({
  /** The season whose draft it was (null for a pick made outside a recorded draft). */
  seasonId: z.int().nullable(),
  year: z.int(),
  round: z.int(),
  pickInRound: z.int(),
  overall: z.int(),
  team: teamRef,
});
export type PlayerDraft = z.infer<typeof playerDraftSchema>;

/** One season's draft as the season selector lists it. */
export const draftSeasonSchema = z.object({
  seasonId: z.int(),
  seasonName: z.string(),
  /** The season's first year (2026 for 2026-27) and the draft's year (2027). */
  startYear: z.int(),
  year: z.int(),
  /** The league's active season. */
  active: z.boolean(),
  /** The draft as stored: 'upcoming' until its lottery or start, 'complete' once every pick is made. */
  status: z.enum(DRAFT_STATUSES),
  lotteryHeld: z.boolean(),
});
export type DraftSeason = z.infer<typeof draftSeasonSchema>;

/** GET /api/league/{id}/draft/seasons: the league's seasons that have a draft, newest first. */
export const draftSeasonsResponseSchema = z.array(draftSeasonSchema);
export type DraftSeasonsResponse = z.infer<typeof draftSeasonsResponseSchema>;

/** ?seasonId= of the draft's reads: the active season's draft when left out. */
export const draftQuerySchema = z.object({
  seasonId: idSchema.optional(),
});
export type DraftQuery = z.infer<typeof draftQuerySchema>;
