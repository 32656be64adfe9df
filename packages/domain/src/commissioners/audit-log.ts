import { z } from 'zod';
import { leagueJobStepKindSchema } from '../job-steps-api';

/** docs/decisions/060: every use of a commissioner power, as the league's audit log keeps it. */
export const SETTINGS_AREAS = [
  'trade',
  'draft',
  'contract',
  'inactivity',
  'playoff',
  'season dates',
  'visibility',
] as const;
export type SettingsArea = (typeof SETTINGS_AREAS)[number];

const settingChange = z.object({ field: z.string(), from: z.string(), to: z.string() });
export type SettingChange = z.infer<typeof settingChange>;

const team = { teamId: z.number().int(), teamName: z.string() };
const user = { userId: z.number().int(), username: z.string() };
const trade = { tradeId: z.number().int(), teamNames: z.array(z.string()) };

const entries = [
  z.object({
    action: z.literal('settings_changed'),
    details: z.object({ area: z.enum(SETTINGS_AREAS), changes: z.array(settingChange) }),
  }),
  z.object({ action: z.literal('league_renamed'), details: z.object({ from: z.string(), to: z.string() }) }),
  z.object({
    action: z.literal('gm_assigned'),
    details: z.object({ ...team, ...user, how: z.enum(['assigned', 'application']) }),
  }),
  z.object({ action: z.literal('gm_removed'), details: z.object({ ...team, ...user }) }),
  z.object({ action: z.literal('recruitment_opened'), details: z.object(team) }),
  z.object({ action: z.literal('application_declined'), details: z.object({ ...team, ...user }) }),
  z.object({ action: z.literal('co_commissioner_named'), details: z.object(user) }),
  z.object({ action: z.literal('co_commissioner_removed'), details: z.object(user) }),
  z.object({ action: z.literal('trade_approved'), details: z.object(trade) }),
  z.object({
    action: z.literal('trade_vetoed'),
    details: z.object({ ...trade, reason: z.string() }),
  }),
  z.object({ action: z.literal('trade_reversed'), details: z.object(trade) }),
  z.object({
    action: z.literal('games_simulated'),
    details: z.object({ through: z.string().nullable(), played: z.number().int() }),
  }),
  z.object({
    action: z.literal('league_advanced'),
    details: z.object({ to: z.string(), played: z.number().int() }),
  }),
  z.object({ action: z.literal('schedule_generated'), details: z.object({ games: z.number().int() }) }),
  z.object({ action: z.literal('game_added'), details: z.object({ gameId: z.number().int() }) }),
  z.object({
    action: z.literal('game_retried'),
    details: z.object({ gameId: z.number().int() }),
  }),
  z.object({ action: z.literal('job_retried'), details: z.object({ kind: leagueJobStepKindSchema }) }),
  z.object({ action: z.literal('playoffs_started'), details: z.object({}) }),
  z.object({ action: z.literal('season_started'), details: z.object({ seasonName: z.string() }) }),
  // docs/decisions/076: the regular season started though GM teams were below the floor, and by how much.
  z.object({
    action: z.literal('season_started_below_floor'),
    details: z.object({
      seasonName: z.string(),
      teams: z.array(z.object({ ...team, short: z.number().int() })),
    }),
  }),
  z.object({
    action: z.literal('draft_changed'),
    details: z.object({ change: z.enum(['lottery', 'start', 'pause', 'resume', 'undo', 'auto']) }),
  }),
  // Decision 082: a chosen pick and every pick after it taken back, first first.
  z.object({
    action: z.literal('draft_picks_undone'),
    details: z.object({
      fromOverall: z.number().int(),
      picks: z.array(
        z.object({ overall: z.number().int(), playerId: z.number().int(), playerName: z.string() }),
      ),
    }),
  }),
  z.object({
    action: z.literal('draft_pick_made'),
    details: z.object({ ...team, playerId: z.number().int() }),
  }),
  z.object({ action: z.literal('gm_seat_vacated'), details: z.object({ ...team, ...user }) }),
  // A webhook's host only: its path may carry the receiver's own secret (Discord's does).
  z.object({ action: z.literal('webhook_added'), details: z.object({ host: z.string() }) }),
  z.object({ action: z.literal('webhook_removed'), details: z.object({ host: z.string() }) }),
  // The league board's moderation (docs/decisions/087).
  z.object({
    action: z.literal('board_thread_pinned'),
    details: z.object({ threadId: z.number().int(), title: z.string(), pinned: z.boolean() }),
  }),
  z.object({
    action: z.literal('board_thread_locked'),
    details: z.object({ threadId: z.number().int(), title: z.string(), locked: z.boolean() }),
  }),
  z.object({
    action: z.literal('board_post_deleted'),
    details: z.object({ postId: z.number().int(), threadId: z.number().int(), title: z.string(), ...user }),
  }),
  z.object({
    action: z.literal('board_user_muted'),
    details: z.object({ ...user, until: z.string().nullable() }),
  }),
  z.object({
    action: z.literal('board_channel_added'),
    details: z.object({ channelId: z.number().int(), name: z.string(), readOnly: z.boolean() }),
  }),
  z.object({
    action: z.literal('board_channel_mirrored'),
    details: z.object({ channelId: z.number().int(), name: z.string(), mirrored: z.boolean() }),
  }),
] as const;

/** An action and its details: what `recordCommissionerAction` stores and the log shows. */
export const commissionerActionSchema = z.discriminatedUnion('action', entries);
export type CommissionerAction = z.infer<typeof commissionerActionSchema>;
export type CommissionerActionKind = CommissionerAction['action'];

export const auditEntrySchema = z.intersection(
  z.object({
    id: z.number().int(),
    /** Who used the power; null when the account is gone. */
    actor: z.object({ id: z.number().int(), username: z.string() }).nullable(),
    /** The league clock's time when it happened, and the wall clock's. */
    leagueAt: z.string(),
    wallAt: z.string(),
  }),
  commissionerActionSchema,
);
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = 25;

export const auditQuerySchema = z.object({
  /** The id of the last entry already read: the page continues with older ones. */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
});

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** The `before` of the next (older) page; null when this is the last. */
  nextBefore: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The fields a settings change changed, each value in short words, for the log. */
export function settingsChanges(before: object, after: object): SettingChange[] {
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields
    .map((field) => ({ field, from: shortValue(was[field]), to: shortValue(now[field]) }))
    .filter((change) => change.from !== change.to);
}

function shortValue(value: unknown): string {
  if (value === undefined || value === null) return 'none';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
