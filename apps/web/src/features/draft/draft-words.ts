import type { DraftPickSource, DraftStatus } from '@rinkside/domain';

// How the draft room says where a draft stands and how a pick was made.

export const DRAFT_STATUS_LABELS: Record<DraftStatus, string> = {
  upcoming: 'Season under way',
  lottery: 'Lottery to hold',
  ready: 'Ready to start',
  running: 'On the clock',
  paused: 'Paused',
  complete: 'Complete',
};

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
