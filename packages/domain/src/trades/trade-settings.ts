import { formatLeagueDay } from '../league-dates';
import { z } from 'zod';
import { storedSettingsReader } from '../stored-settings';

/** How a league reviews trades its GMs agree (docs/decisions/047). */
export const TRADE_REVIEWS = ['none', 'commissioner', 'veto'] as const;
export type TradeReview = (typeof TRADE_REVIEWS)[number];

/**
 * A league's trade rules (docs/decisions/047), stored on the league as JSON over these defaults, like its
 * contract settings: a setting added later takes its default.
 */
export const tradeSettingsSchema = z.object({
  /** Hours a proposal waits for an answer before it expires. */
  expiryHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 14),
  /** 'none': an accepted trade is done at once; 'commissioner': it waits for his approval; 'veto': it
   * waits `reviewHours`, in which the commissioner or enough of the other GMs can veto it. */
  review: z.enum(TRADE_REVIEWS),
  /** The veto window, and with review 'none' how long the commissioner may still reverse a trade. */
  reviewHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 7),
  /** The share of the other GMs whose veto votes stop a trade (review 'veto'). */
  vetoVotePercent: z.number().int().min(1).max(100),
  /** The last league date (YYYY-MM-DD) trades are made in the regular season; null: the date about 75%
   * of the way through its schedule. */
  deadline: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-03-01.')
    .nullable(),
  /** At most this many trades between the same two teams in one season; null: no limit. */
  maxTradesBetweenTeams: z.number().int().min(1).max(50).nullable(),
  /** Whether AI teams propose trades to human GMs now and then. */
  aiProposals: z.boolean(),
});
export type TradeSettings = z.infer<typeof tradeSettingsSchema>;

export const DEFAULT_TRADE_SETTINGS: TradeSettings = {
  expiryHours: 48,
  review: 'none',
  reviewHours: 24,
  vetoVotePercent: 50,
  deadline: null,
  maxTradesBetweenTeams: null,
  aiProposals: false,
};

/** The share of the regular season's game days before the default deadline (the NHL's sits near 75%). */
export const DEADLINE_SHARE_OF_SEASON = 0.75;

/** The default deadline: the game day that closes the first 75% of the season's game days (in days with games). */
export function deadlineDay(gameDays: readonly string[]): string | null {
  if (gameDays.length === 0) return null;
  const index = Math.max(0, Math.ceil(gameDays.length * DEADLINE_SHARE_OF_SEASON) - 1);
  return gameDays[index] ?? null;
}

/**
 * Why no trade can be made on `today` (YYYY-MM-DD, the league day), or null: none in the playoffs, none in
 * the regular season or preseason after the deadline; the offseason (or no season) opens trading again.
 */
export function tradingClosedReason(input: {
  phase: string | null;
  deadline: string | null;
  today: string;
}): string | null {
  if (input.phase === null || input.phase === 'offseason') return null;
  if (input.phase === 'playoffs')
    return 'No trades during the playoffs: trading opens again in the offseason.';
  if (input.deadline === null || input.today <= input.deadline) return null;
  return `The trade deadline (${formatLeagueDay(input.deadline, { withYear: true })}) has passed: trading opens again in the offseason.`;
}

/** NHL rules on retained salary (CBA 50.5(e)): per contract, per team, and in total. */
export const RETENTION_RULES = {
  maxPercent: 50,
  maxContractsPerTeam: 3,
  maxCapSharePercent: 15,
  maxTimesPerContract: 2,
} as const;

export const TRADE_SETTING_LABELS: Record<keyof TradeSettings, string> = {
  expiryHours: 'Hours a proposal stays open',
  review: 'Trade review',
  reviewHours: 'Review window (hours)',
  vetoVotePercent: 'GM votes needed to veto (%)',
  deadline: 'Trade deadline',
  maxTradesBetweenTeams: 'Trades between two teams a season',
  aiProposals: 'AI teams propose trades',
};

/**
 * The trade settings stored on a league: JSON over the defaults; null gives the defaults, and settings that
 * do not read are a StoredSettingsError (parsed once per stored text).
 */
export const tradeSettingsOf = storedSettingsReader<TradeSettings>({
  area: 'trade',
  schema: tradeSettingsSchema,
  defaults: DEFAULT_TRADE_SETTINGS,
  overDefaults: true,
});
