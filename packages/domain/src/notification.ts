// Written with zod/mini, like message.ts: the header's bell loads with the signed-in header and would
// otherwise bring all of zod into that chunk (docs/decisions/014). Requests are in notification-request.ts.
import * as z from 'zod/mini';

const team = z.object({ teamId: z.int(), teamName: z.string() });
const seat = z.object({ leagueId: z.int(), leagueName: z.string(), ...team.shape });
const gameSide = z.object({ teamId: z.int(), teamName: z.string(), score: z.int() });
const playerOfTeam = z.object({
  leagueId: z.int(),
  teamId: z.int(),
  playerId: z.int(),
  playerName: z.string(),
});

/** Every kind of notification with what it carries; later features add theirs here. */
export const notificationContentSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('application_received'),
    payload: z.object({ ...seat.shape, applicationId: z.int(), applicant: z.string() }),
  }),
  z.object({ kind: z.literal('application_accepted'), payload: seat }),
  z.object({ kind: z.literal('application_declined'), payload: seat }),
  z.object({ kind: z.literal('gm_assigned'), payload: seat }),
  z.object({ kind: z.literal('gm_removed'), payload: seat }),
  z.object({
    kind: z.literal('game_final'),
    payload: z.object({
      leagueId: z.int(),
      gameId: z.int(),
      home: gameSide,
      away: gameSide,
      decidedIn: z.enum(['regulation', 'overtime', 'shootout']),
    }),
  }),
  z.object({
    kind: z.literal('player_injured'),
    payload: z.object({ ...playerOfTeam.shape, injury: z.string(), returnDate: z.string() }),
  }),
  z.object({ kind: z.literal('player_back'), payload: playerOfTeam }),
  z.object({
    kind: z.literal('phase_changed'),
    payload: z.object({
      leagueId: z.int(),
      leagueName: z.string(),
      seasonId: z.int(),
      phase: z.enum(['playoffs', 'offseason']),
      champion: z.nullable(team),
    }),
  }),
]);
export type NotificationContent = z.infer<typeof notificationContentSchema>;
export type NotificationKind = NotificationContent['kind'];
export type NotificationPayload<K extends NotificationKind> = Extract<
  NotificationContent,
  { kind: K }
>['payload'];

export const NOTIFICATION_KINDS = [
  'application_received',
  'application_accepted',
  'application_declined',
  'gm_assigned',
  'gm_removed',
  'game_final',
  'player_injured',
  'player_back',
  'phase_changed',
] as const satisfies readonly NotificationKind[];
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

export const notificationSchema = z.intersection(
  notificationContentSchema,
  z.object({ id: z.int(), readAt: z.nullable(z.string()), createdAt: z.string() }),
);
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: newest first, a page at a time; `unread` counts every unread one. */
export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  nextCursor: z.nullable(z.string()),
  unread: z.int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

// SPEC issue 15: per kind, in the app, in the app and by e-mail, or not at all.
export const NOTIFICATION_CHANNELS = ['app', 'app_email', 'off'] as const;
export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;
/** Every kind's channel; a kind never chosen is 'app'. */
export const notificationPreferencesSchema = z.record(notificationKindSchema, notificationChannelSchema);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
