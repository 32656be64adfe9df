import {
  type GameEvent,
  type SimulationData,
  type Stoppage,
  DECIDED_IN_SUFFIX,
  decidedInOf,
} from '@rinkside/domain';

// SPEC §9 play types from description keywords. Checked in this order, so that the more specific
// label wins ('Missed Shot' before 'Shot', 'Penalty Expired' before 'Penalty', 'Deflection' before 'Shot').
const PLAY_KEYWORDS: readonly [label: string, keyword: RegExp][] = [
  ['Missed Shot', /\bmissed shot\b/i],
  ['Blocked Shot', /\bblocked shot\b/i],
  ['Penalty Expired', /\bpenalty expired\b/i],
  ['Penalty', /\bpenalty\b/i],
  ['Icing', /\bicing\b/i],
  ['Offside', /\boffside\b/i],
  ['Goal', /\bgoal\b/i],
  ['Deflection', /\bdeflection\b/i],
  ['Shot', /\bshot\b/i],
  ['Save', /\bsave\b/i],
  ['Hit', /\bhit\b/i],
  ['Face-off', /\bface-?off\b/i],
  ['Giveaway', /\bgiveaway\b/i],
  ['Takeaway', /\btakeaway\b/i],
  ['Final', /\bfinal\b/i],
];

// SPEC §9 stoppage labels.
export const STOPPAGE_LABELS: Record<Stoppage, string> = {
  ICING: 'Icing',
  OFFSIDE: 'Offside',
  GOAL: 'Goal',
  GOALIE_COVER: 'Goalie Covers Puck',
  PENALTY: 'Penalty',
  TIMEOUT: 'Timeout',
  OTHER: 'Stoppage in Play',
  FACEOFF: 'Faceoff',
  END_PERIOD: 'End of Period',
  GAME_OVER: 'Game Over',
  START_OF_PERIOD: 'Start of Period',
};

const TYPE_LABELS: Partial<Record<GameEvent['type'], string>> = {
  LINE_CHANGE: 'Line Change',
  GOALIE_PULLED: 'Goalie Pulled',
  SHOOTOUT_ATTEMPT: 'Shootout',
};

/** The play type shown beside an event: a SPEC §9 keyword label, else the stoppage label. */
export function playTypeLabel(event: Pick<GameEvent, 'type' | 'description' | 'stoppage'>): string {
  const typed = TYPE_LABELS[event.type];
  if (typed) return typed;
  const match = PLAY_KEYWORDS.find(([, keyword]) => keyword.test(event.description));
  if (match) return match[0];
  return event.stoppage ? STOPPAGE_LABELS[event.stoppage] : 'Play';
}

/** True for the expiry of a penalty, by type or by its SPEC §4 description 'Penalty expired'. */
export const isPenaltyExpiry = (event: GameEvent): boolean =>
  event.type === 'PENALTY_EXPIRED' || /\bpenalty expired\b/i.test(event.description);

/** True for the event that closes a period (SPEC §4 'Simulate Period'). */
export const isPeriodEnd = (event: GameEvent): boolean =>
  event.type === 'PERIOD_END' || event.stoppage === 'END_PERIOD';

/** Whether the game went to a shootout (period 5 of a regular-season game). */
export const hasShootout = (data: Pick<SimulationData, 'decidedIn' | 'events'>): boolean =>
  data.decidedIn === 'SO' || data.events.some((e) => e.type === 'SHOOTOUT_ATTEMPT');

/** SPEC §9 periods: 1st, 2nd, 3rd, Overtime (P4), Shootout (P5); playoff overtimes count on. */
export function periodLabel(period: number, shootoutPeriod: number | null = null): string {
  if (period === shootoutPeriod) return 'Shootout';
  if (period === 1) return '1st Period';
  if (period === 2) return '2nd Period';
  if (period === 3) return '3rd Period';
  return period === 4 ? 'Overtime' : `Overtime ${period - 3}`;
}

/** The shootout's period number, if there was one. */
export function shootoutPeriodOf(data: Pick<SimulationData, 'decidedIn' | 'events'>): number | null {
  const attempt = data.events.find((e) => e.type === 'SHOOTOUT_ATTEMPT');
  if (attempt) return attempt.period;
  return data.decidedIn === 'SO' ? 5 : null;
}

/** ' (OT)' / ' (SO)' after a score, '' in regulation. */
export const scoreSuffix = (decidedIn: SimulationData['decidedIn']): string =>
  DECIDED_IN_SUFFIX[decidedInOf(decidedIn)];
