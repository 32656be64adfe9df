import type { DraftPickSource, DraftStatus, SeasonPhase } from '@rinkside/domain';

// How the draft room says where a draft stands and how a pick was made.

export const DRAFT_STATUS_LABELS: Record<DraftStatus, string> = {
  upcoming: 'Order not set',
  lottery: 'Lottery to hold',
  ready: 'Ready to start',
  running: 'On the clock',
  paused: 'Paused',
  complete: 'Complete',
};

/** A draft still waiting on its season says where the season stands: it is not under way in the preseason. */
const UPCOMING_BY_PHASE: Record<SeasonPhase, string> = {
  preseason: 'Before the season',
  regular: 'Season under way',
  playoffs: 'Playoffs under way',
  offseason: 'Offseason',
};

/** The draft's badge: its status, and for a draft still to come the season's phase (the league clock's). */
export function draftStatusLabel(status: DraftStatus, phase: SeasonPhase | undefined): string {
  if (status === 'upcoming' && phase !== undefined) return UPCOMING_BY_PHASE[phase];
  return DRAFT_STATUS_LABELS[status];
}

export const DRAFT_STATUS_COLORS: Record<DraftStatus, string> = {
  upcoming: 'gray',
  lottery: 'grape',
  ready: 'blue',
  running: 'green',
  paused: 'orange',
  complete: 'teal',
};

export const PICK_SOURCE_LABELS: Record<DraftPickSource, string> = {
  gm: 'GM',
  commissioner: 'commissioner',
  queue: 'from queue',
  best_available: 'auto',
};

/** A clock's seconds as m:ss (or h:mm:ss past an hour); never below 0:00. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** "Pick 5 (round 1, pick 5)". */
export const pickWords = (overall: number, round: number, pickInRound: number) =>
  `Pick ${overall} (round ${round}, pick ${pickInRound})`;

/** The scouts' projected potential as a range, e.g. "62–74". */
export const projectedText = (projected: { low: number; high: number }) =>
  `${projected.low}–${projected.high}`;
