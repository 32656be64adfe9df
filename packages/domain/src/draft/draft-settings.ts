import { z } from 'zod';
import { storedSettingsReader } from '../stored-settings';

/** How the pick clock runs (docs/decisions/049): live (minutes a pick), asynchronous (hours a pick with a
 * bank, paused overnight in the league's time zone), or none (a pick waits until it is made). */
export const DRAFT_CLOCK_MODES = ['live', 'async', 'none'] as const;
export type DraftClockMode = (typeof DRAFT_CLOCK_MODES)[number];

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 23:00.');

/**
 * A league's draft rules (docs/decisions/049), stored on the league as JSON over these defaults, like its
 * trade and contract settings: a setting added later takes its default.
 */
export const draftSettingsSchema = z.object({
  /** Rounds in each draft (the NHL's: 7). */
  rounds: z.int().min(1, 'A draft has at least 1 round.').max(10, 'A draft has at most 10 rounds.'),
  /** Lottery draws among the non-playoff teams (the NHL's: 2); 0: no lottery, the order stands. */
  lotteryDraws: z.int().min(0).max(4, 'At most 4 lottery draws.'),
  /** How many places a lottery winner may move up at most (the NHL's: 10). */
  lotteryMaxJump: z.int().min(1).max(32),
  /** A team wins the lottery at most this many times in `lotteryWinWindowYears` (the NHL's: 2 in 5). */
  lotteryMaxWins: z.int().min(1).max(5),
  lotteryWinWindowYears: z.int().min(1).max(10),
  clockMode: z.enum(DRAFT_CLOCK_MODES),
  /** Live clock: seconds a pick in round 1, and in later rounds; 0 = no clock. */
  liveFirstRoundSeconds: z.int().min(0).max(3600),
  liveLaterRoundSeconds: z.int().min(0).max(3600),
  /** Asynchronous clock: hours a pick, and each team's bank of extra hours for the whole draft. */
  asyncPickHours: z.number().min(0).max(72),
  asyncBankHours: z.number().min(0).max(240),
  /** Asynchronous clock: the overnight pause, in the league's time zone (start and end, HH:MM). */
  asyncPauseStart: hhmm,
  asyncPauseEnd: hhmm,
  /** After this many expired clocks, a team is auto-drafted for the rest of the draft. */
  autoAfterExpiries: z.int().min(1).max(10),
  /** Drafts after which an unsigned drafted player's rights end (he leaves the league). */
  signingWindowDrafts: z.int().min(1).max(4),
});
export type DraftSettings = z.infer<typeof draftSettingsSchema>;

export const DEFAULT_DRAFT_SETTINGS: DraftSettings = {
  rounds: 7,
  lotteryDraws: 2,
  lotteryMaxJump: 10,
  lotteryMaxWins: 2,
  lotteryWinWindowYears: 5,
  clockMode: 'live',
  liveFirstRoundSeconds: 120,
  liveLaterRoundSeconds: 90,
  asyncPickHours: 8,
  asyncBankHours: 24,
  asyncPauseStart: '23:00',
  asyncPauseEnd: '08:00',
  autoAfterExpiries: 2,
  signingWindowDrafts: 2,
};

/**
 * The draft settings stored on a league: JSON over the defaults; null gives the defaults, and settings that
 * do not read are a StoredSettingsError (parsed once per stored text).
 */
export const draftSettingsOf = storedSettingsReader<DraftSettings>({
  area: 'draft',
  schema: draftSettingsSchema,
  defaults: DEFAULT_DRAFT_SETTINGS,
  overDefaults: true,
});

/** The NHL's first-draw lottery odds in percent, worst team first (2021 onward; 16 non-playoff teams). */
export const NHL_LOTTERY_ODDS: readonly number[] = [
  18.5, 13.5, 11.5, 9.5, 8.5, 7.5, 6.5, 6.0, 5.0, 3.5, 3.0, 2.5, 2.0, 1.5, 0.5, 0.5,
];

/** Pick years each team owns ahead (the current draft's and the ones after it). */
export const DRAFT_PICK_YEARS = 5;
