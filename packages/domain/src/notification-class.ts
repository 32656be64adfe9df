import type { NotificationChannel, NotificationContent, NotificationKind } from './notification';

// Notifications worth reading (docs/decisions/081): the bell counts what waits for the GM; the rest is news.

/** 'action': something waits for the user (an answer, a pick, a lineup); 'news': something happened. */
export const NOTIFICATION_CLASSES = ['action', 'news'] as const;
export type NotificationClass = (typeof NOTIFICATION_CLASSES)[number];

const KIND_CLASS: Record<NotificationKind, NotificationClass> = {
  application_received: 'action',
  // A new seat: the team waits for its GM to take it in hand (lines, roster).
  application_accepted: 'action',
  gm_assigned: 'action',
  lineup_attention: 'action',
  inactivity_nudge: 'action',
  autopilot_started: 'action',
  waiver_claim_won: 'action',
  trade_update: 'action',
  trade_review: 'action',
  draft_on_clock: 'action',
  opening_held: 'action',
  // Someone on the league board speaks to the GM: an answer waits.
  board_mention: 'action',
  application_declined: 'news',
  gm_removed: 'news',
  autopilot_ended: 'news',
  game_final: 'news',
  player_injured: 'news',
  player_back: 'news',
  phase_changed: 'news',
  waivers_ended: 'news',
  preseason_roster: 'news',
  free_agents_left: 'news',
  contract_offer_decided: 'news',
  draft_auto_pick: 'news',
  co_commissioner_named: 'news',
  co_commissioner_removed: 'news',
};

/**
 * News the league's feed already tells every member (results, injuries and returns, the playoffs and the
 * champion): a user who never chose otherwise is not told again.
 */
const IN_THE_LEAGUE_FEED: ReadonlySet<NotificationKind> = new Set<NotificationKind>([
  'player_injured',
  'player_back',
  'phase_changed',
]);

/** Trade steps that wait for the GM's answer; every other step of a trade is news. */
const TRADE_EVENTS_TO_ANSWER: ReadonlySet<string> = new Set(['proposed', 'countered']);

/** Whether a kind is, as a rule, something to act on or news. */
export function notificationKindClass(kind: NotificationKind): NotificationClass {
  return KIND_CLASS[kind];
}

/**
 * Whether this notification waits for the user: its kind's class, except that a trade's steps wait only
 * when they ask for his answer (a proposal or a counter), not when they report how it ended.
 */
export function notificationNeedsAction(notification: NotificationContent): boolean {
  if (notification.kind === 'trade_update') return TRADE_EVENTS_TO_ANSWER.has(notification.payload.event);
  return notificationKindClass(notification.kind) === 'action';
}

/**
 * The trade whose earlier steps no longer wait for anyone's answer once this notification is told: a step
 * that ends the wait (accepted, declined, withdrawn, expired, completed...); null for any other
 * notification, a proposal or a counter among them.
 */
export function tradeNoLongerWaiting(notification: NotificationContent): number | null {
  if (notification.kind !== 'trade_update') return null;
  return TRADE_EVENTS_TO_ANSWER.has(notification.payload.event) ? null : notification.payload.tradeId;
}

/**
 * The channel of a kind the user never chose: in the app for what needs action and for news of his own
 * team that no one else tells him; off for news the league feed already carries.
 */
export function defaultNotificationChannel(kind: NotificationKind): NotificationChannel {
  return IN_THE_LEAGUE_FEED.has(kind) ? 'off' : 'app';
}
