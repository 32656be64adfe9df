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
  // Inactive GMs (docs/decisions/036): days away when the nudge or autopilot came.
  z.object({ kind: z.literal('inactivity_nudge'), payload: z.object({ ...seat.shape, days: z.int() }) }),
  z.object({ kind: z.literal('autopilot_started'), payload: z.object({ ...seat.shape, days: z.int() }) }),
  z.object({ kind: z.literal('autopilot_ended'), payload: seat }),
  z.object({
    kind: z.literal('game_final'),
    payload: z.object({
      leagueId: z.int(),
      gameId: z.int(),
      home: gameSide,
      away: gameSide,
      decidedIn: z.enum(['regulation', 'overtime', 'shootout']),
      // Grouped results (docs/decisions/081): the GM's team and its run of games, oldest first, the last
      // one being this game. Absent on results told one game at a time.
      team: z.optional(team),
      run: z.optional(
        z.array(
          z.object({
            gameId: z.int(),
            opponentName: z.string(),
            goalsFor: z.int(),
            goalsAgainst: z.int(),
            decidedIn: z.enum(['regulation', 'overtime', 'shootout']),
          }),
        ),
      ),
    }),
  }),
  z.object({
    kind: z.literal('player_injured'),
    payload: z.object({ ...playerOfTeam.shape, injury: z.string(), returnDate: z.string() }),
  }),
  z.object({ kind: z.literal('player_back'), payload: playerOfTeam }),
  z.object({
    kind: z.literal('lineup_attention'),
    payload: z.object({
      leagueId: z.int(),
      teamId: z.int(),
      teamName: z.string(),
      gameId: z.int(),
      opponentName: z.string(),
      /** The first problem's words, e.g. 'Auston Matthews (Line 1 LW) is injured (Knee) until Nov 30.' */
      problem: z.string(),
      problemCount: z.int(),
    }),
  }),
  // Waivers (docs/decisions/043): the waiving team's GM hears how they ended, the winning claimant's GM
  // that he won.
  z.object({
    kind: z.literal('waivers_ended'),
    payload: z.object({
      ...playerOfTeam.shape,
      outcome: z.enum(['claimed', 'minors', 'bought_out']),
      claimedBy: z.nullable(z.string()),
    }),
  }),
  z.object({
    kind: z.literal('waiver_claim_won'),
    payload: z.object({ ...playerOfTeam.shape, fromTeamName: z.string() }),
  }),
  // The preseason (docs/decisions/046): what making the roster legal changed on the GM's team.
  z.object({
    kind: z.literal('preseason_roster'),
    payload: z.object({
      ...team.shape,
      leagueId: z.int(),
      activated: z.int(),
      sentDown: z.int(),
      calledUp: z.int(),
      generated: z.int(),
      released: z.int(),
    }),
  }),
  // Free agency (docs/decisions/045): a GM hears that his unsigned players left when it opened, and how
  // each of his offers was decided.
  z.object({
    kind: z.literal('free_agents_left'),
    payload: z.object({ leagueId: z.int(), ...team.shape, players: z.array(z.string()) }),
  }),
  z.object({
    kind: z.literal('contract_offer_decided'),
    payload: z.object({
      ...playerOfTeam.shape,
      outcome: z.enum(['signed', 'signed_elsewhere', 'rejected', 'void']),
      /** The team he chose, when he signed elsewhere; why, when the offer was void. */
      signedWith: z.nullable(z.string()),
      reason: z.nullable(z.string()),
    }),
  }),
  // Trades (docs/decisions/047): each step of a trade the GM's team is in, and for the commissioner a
  // trade that waits for review or that the value model finds lopsided.
  z.object({
    kind: z.literal('trade_update'),
    payload: z.object({
      leagueId: z.int(),
      tradeId: z.int(),
      ...team.shape,
      otherTeamName: z.string(),
      event: z.enum([
        'proposed',
        'countered',
        'accepted',
        'declined',
        'withdrawn',
        'expired',
        'invalid',
        'approved',
        'vetoed',
        'completed',
        'reversed',
        'lineup_repaired',
        'gm_left',
      ]),
      reason: z.nullable(z.string()),
    }),
  }),
  z.object({
    kind: z.literal('trade_review'),
    payload: z.object({
      leagueId: z.int(),
      tradeId: z.int(),
      teamNames: z.array(z.string()),
      why: z.enum(['approval', 'veto_window', 'lopsided']),
    }),
  }),
  // Co-commissioners (docs/decisions/060): the GM named or removed hears of it.
  z.object({
    kind: z.literal('co_commissioner_named'),
    payload: z.object({ leagueId: z.int(), leagueName: z.string() }),
  }),
  z.object({
    kind: z.literal('co_commissioner_removed'),
    payload: z.object({ leagueId: z.int(), leagueName: z.string() }),
  }),
  // The draft (docs/decisions/049): the GM's team is on the clock, or was picked for automatically.
  z.object({
    kind: z.literal('draft_on_clock'),
    payload: z.object({
      leagueId: z.int(),
      ...team.shape,
      year: z.int(),
      overall: z.int(),
      round: z.int(),
      /** ISO; null: no clock. */
      deadline: z.nullable(z.string()),
    }),
  }),
  z.object({
    kind: z.literal('draft_auto_pick'),
    payload: z.object({
      leagueId: z.int(),
      ...team.shape,
      playerId: z.int(),
      playerName: z.string(),
      overall: z.int(),
      why: z.enum(['clock_expired', 'auto_drafted']),
    }),
  }),
  // The floor binds at the opening (docs/decisions/076): a GM's team below it holds the regular season's start.
  z.object({
    kind: z.literal('opening_held'),
    payload: z.object({ ...seat.shape, payroll: z.int(), floor: z.int() }),
  }),
  // The league board (docs/decisions/087): a post mentions the GM, by username or by his team.
  z.object({
    kind: z.literal('board_mention'),
    payload: z.object({
      leagueId: z.int(),
      leagueName: z.string(),
      threadId: z.int(),
      threadTitle: z.string(),
      postId: z.int(),
      author: z.string(),
    }),
  }),
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
  'lineup_attention',
  'phase_changed',
  'inactivity_nudge',
  'autopilot_started',
  'autopilot_ended',
  'waivers_ended',
  'waiver_claim_won',
  'preseason_roster',
  'free_agents_left',
  'contract_offer_decided',
  'trade_update',
  'trade_review',
  'draft_on_clock',
  'draft_auto_pick',
  'co_commissioner_named',
  'co_commissioner_removed',
  'opening_held',
  'board_mention',
] as const satisfies readonly NotificationKind[];
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

export const notificationSchema = z.intersection(
  notificationContentSchema,
  z.object({
    id: z.int(),
    readAt: z.nullable(z.string()),
    /** The wall clock when it was written. */
    createdAt: z.string(),
    /** When its event happened on its league's clock (docs/decisions/079); the wall clock for one of no league. */
    leagueAt: z.string(),
  }),
);
export type Notification = z.infer<typeof notificationSchema>;

/**
 * GET /api/notifications: newest first, a page at a time; `unread` counts every unread one, `needsAction`
 * the unread ones that wait for the user (the bell's count, docs/decisions/081).
 */
export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  nextCursor: z.nullable(z.string()),
  unread: z.int(),
  needsAction: z.int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

// SPEC issue 15: per kind, in the app, in the app and by e-mail, or not at all.
export const NOTIFICATION_CHANNELS = ['app', 'app_email', 'off'] as const;
export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;

// SPEC issue 15: e-mailed kinds are batched into one mail per run ('immediately'), one a day, or none.
export const MAIL_DIGESTS = ['immediately', 'daily', 'never'] as const;
export const mailDigestSchema = z.enum(MAIL_DIGESTS);
export type MailDigest = z.infer<typeof mailDigestSchema>;
export const DEFAULT_MAIL_DIGEST: MailDigest = 'daily';

const channelOfEachKind = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind) => [kind, notificationChannelSchema]),
) as Record<NotificationKind, typeof notificationChannelSchema>;
/**
 * Every kind's channel (a kind never chosen takes its default, docs/decisions/081) beside `digest`, how
 * often e-mailed kinds are sent
 * (docs/decisions/035: one flat object, so clients that read only the kinds keep working).
 */
export const notificationPreferencesSchema = z.object({ ...channelOfEachKind, digest: mailDigestSchema });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
