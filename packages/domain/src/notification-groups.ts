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
const KIND_INFO: Partial<Record<string, { group: NotificationGroup; label: string; about?: string }>> = {
  application_received: {
    group: 'league',
    label: 'Someone applies to your league',
    about: 'A user asks for a GM seat in a league you run; accept or decline it on the commissioner page.',
  },
  application_accepted: {
    group: 'league',
    label: 'Your application is accepted',
    about: 'The commissioner gave you the seat you applied for.',
  },
  application_declined: {
    group: 'league',
    label: 'Your application is declined',
    about: 'The commissioner gave the seat you applied for to someone else, or closed it.',
  },
  gm_assigned: {
    group: 'league',
    label: 'You are made GM of a team',
    about: 'The commissioner put you in charge of a team.',
  },
  gm_removed: {
    group: 'league',
    label: 'You are removed as GM',
    about: 'The commissioner took a team from you, or you left it.',
  },
  inactivity_nudge: {
    group: 'league',
    label: 'You have been away from your team',
    about: 'Your team has not seen you for days: look at its lineup before autopilot takes over.',
  },
  autopilot_started: {
    group: 'league',
    label: 'Your team goes on autopilot',
    about: 'After a long absence the server runs your lineup; act on your team to take it back.',
  },
  autopilot_ended: {
    group: 'league',
    label: 'Your team is back in your hands',
    about: 'You acted on your team, so autopilot is off again.',
  },
  game_final: {
    group: 'games',
    label: "Your team's game is final",
    about: "Your team's results, one line per run of games while you have not read it.",
  },
  lineup_attention: {
    group: 'games',
    label: 'Your lineup needs attention',
    about: 'A player in your next lineup is hurt, gone or missing: fix the lines before the game.',
  },
  player_injured: {
    group: 'players',
    label: 'Your player is injured',
    about: 'One of your players is hurt and when he is expected back; the league news tells it too.',
  },
  player_back: {
    group: 'players',
    label: 'Your player is back',
    about: 'One of your injured players can play again; the league news tells it too.',
  },
  waivers_ended: {
    group: 'players',
    label: 'Your player on waivers is claimed or clears',
    about: 'A player you put on waivers was claimed, or cleared and went down or was bought out.',
  },
  waiver_claim_won: {
    group: 'players',
    label: 'You win a waiver claim',
    about: 'You claimed a player: find him a place on your roster and in your lines.',
  },
  preseason_roster: {
    group: 'players',
    label: 'Preseason cuts change your roster',
    about: 'What making your roster legal for the new season changed.',
  },
  free_agents_left: {
    group: 'players',
    label: 'Your unsigned players leave in free agency',
    about: 'Your players left unsigned when free agency opened.',
  },
  contract_offer_decided: {
    group: 'players',
    label: 'A free agent decides on your offer',
    about: 'A free agent signed, turned down, or could not take your offer.',
  },
  trade_update: {
    group: 'players',
    label: 'A trade your team is in moves on',
    about: 'A trade your team is in: a proposal or counter waits for your answer; other steps are news.',
  },
  trade_review: {
    group: 'league',
    label: 'A trade waits for your review (commissioner)',
    about: 'A trade in a league you run waits for your approval, is in its veto window, or looks lopsided.',
  },
  co_commissioner_named: {
    group: 'league',
    label: 'You are named co-commissioner',
    about: 'You can now run the league beside its commissioner.',
  },
  board_mention: {
    group: 'league',
    label: 'Someone mentions you on the league board',
    about: 'A post on the league board names you or your team.',
  },
  co_commissioner_removed: {
    group: 'league',
    label: 'You are no longer co-commissioner',
    about: 'You no longer run the league beside its commissioner.',
  },
  opening_held: {
    group: 'season',
    label: 'Your payroll below the floor holds the season',
    about:
      "Your payroll is under the cap floor and holds the regular season's start: sign or trade for salary.",
  },
  phase_changed: {
    group: 'season',
    label: 'Playoffs start, season over',
    about: 'The playoffs began or the season ended; the league news tells it too.',
  },
  draft_on_clock: {
    group: 'season',
    label: 'Your team is on the draft clock',
    about: 'Your team is on the clock: make your pick before time runs out.',
  },
  draft_auto_pick: {
    group: 'season',
    label: 'A draft pick is made for your team',
    about: 'A pick was made for your team because the clock ran out or it drafts automatically.',
  },
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

/** One line on what a kind tells, for the preferences screen; empty for a kind not described yet. */
export function notificationKindAbout(kind: NotificationKind): string {
  return KIND_INFO[kind]?.about ?? '';
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
