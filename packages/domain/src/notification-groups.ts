import { NOTIFICATION_KINDS, type NotificationContent, type NotificationKind } from './notification';

/** How the preferences screen and the digest mail group the kinds. */
export const NOTIFICATION_GROUPS = ['league', 'games', 'players', 'season', 'other'] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

export const NOTIFICATION_GROUP_TITLES: Record<NotificationGroup, string> = {
  league: 'League & seats',
  games: 'Games',
  players: 'Players',
  season: 'Season',
  other: 'Other',
};

// Keyed by id rather than by NotificationKind, so a kind may be placed here before or after it joins the
// union; a kind with no entry still works: it shows under 'Other', named from its id.
const KIND_INFO: Partial<Record<string, { group: NotificationGroup; label: string }>> = {
  application_received: { group: 'league', label: 'Someone applies to your league' },
  application_accepted: { group: 'league', label: 'Your application is accepted' },
  application_declined: { group: 'league', label: 'Your application is declined' },
  gm_assigned: { group: 'league', label: 'You are made GM of a team' },
  gm_removed: { group: 'league', label: 'You are removed as GM' },
  inactivity_nudge: { group: 'league', label: 'You have been away from your team' },
  autopilot_started: { group: 'league', label: 'Your team goes on autopilot' },
  autopilot_ended: { group: 'league', label: 'Your team is back in your hands' },
  game_final: { group: 'games', label: "Your team's game is final" },
  lineup_attention: { group: 'games', label: 'Your lineup needs attention' },
  player_injured: { group: 'players', label: 'Your player is injured' },
  player_back: { group: 'players', label: 'Your player is back' },
  waivers_ended: { group: 'players', label: 'Your player on waivers is claimed or clears' },
  waiver_claim_won: { group: 'players', label: 'You win a waiver claim' },
  preseason_roster: { group: 'players', label: 'Preseason cuts change your roster' },
  free_agents_left: { group: 'players', label: 'Your unsigned players leave in free agency' },
  contract_offer_decided: { group: 'players', label: 'A free agent decides on your offer' },
  trade_update: { group: 'players', label: 'A trade your team is in moves on' },
  trade_review: { group: 'league', label: 'A trade waits for your review (commissioner)' },
  co_commissioner_named: { group: 'league', label: 'You are named co-commissioner' },
  co_commissioner_removed: { group: 'league', label: 'You are no longer co-commissioner' },
  opening_held: { group: 'season', label: 'Your payroll below the floor holds the season' },
  phase_changed: { group: 'season', label: 'Playoffs start, season over' },
  draft_on_clock: { group: 'season', label: 'Your team is on the draft clock' },
  draft_auto_pick: { group: 'season', label: 'A draft pick is made for your team' },
};

/** 'lineup_attention' → 'Lineup attention'. */
const labelFromId = (kind: string) => {
  const words = kind.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function notificationKindGroup(kind: NotificationKind): NotificationGroup {
  return KIND_INFO[kind]?.group ?? 'other';
}

/** What a kind is about, for the preferences screen. */
export function notificationKindLabel(kind: NotificationKind): string {
  return KIND_INFO[kind]?.label ?? labelFromId(kind);
}

/** Every kind by group, in the groups' order; groups with no kind are left out. */
export function notificationKindsByGroup(): { group: NotificationGroup; kinds: NotificationKind[] }[] {
  return NOTIFICATION_GROUPS.map((group) => ({
    group,
    kinds: NOTIFICATION_KINDS.filter((kind) => notificationKindGroup(kind) === group),
  })).filter((entry) => entry.kinds.length > 0);
}

/** Notifications by group in the groups' order, each group keeping the order it was given. */
export function groupNotifications<T extends NotificationContent>(
  notifications: readonly T[],
): { group: NotificationGroup; notifications: T[] }[] {
  return NOTIFICATION_GROUPS.map((group) => ({
    group,
    notifications: notifications.filter((n) => notificationKindGroup(n.kind) === group),
  })).filter((entry) => entry.notifications.length > 0);
}
