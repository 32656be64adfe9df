import {
  storyTime,
  turnRound,
  type RinkPoint,
  type ShotAttempt,
  type Situation,
  type TeamSide,
} from '@rinkside/domain';
import { ATTEMPT_NAMES } from '../../../components/rink/shot-marker';
import { nameOf, type GamePlayer } from '../shared/roster-index';

export type PeriodChoice = 'all' | '1' | '2' | '3' | 'OT';

export interface ShotFilter {
  team: 'all' | TeamSide;
  period: PeriodChoice;
  strength: 'all' | Situation;
}

export const ALL_SHOTS: ShotFilter = { team: 'all', period: 'all', strength: 'all' };

const periodChoiceOf = (period: number): PeriodChoice =>
  period >= 4 ? 'OT' : (String(period) as PeriodChoice);

/** The periods the game had attempts in, in order ('OT' for every overtime). */
export function periodChoices(attempts: readonly ShotAttempt[]): PeriodChoice[] {
  const present = new Set(attempts.map((a) => periodChoiceOf(a.period)));
  return (['1', '2', '3', 'OT'] as const).filter((p) => present.has(p));
}

export function filterAttempts<A extends ShotAttempt>(attempts: readonly A[], filter: ShotFilter): A[] {
  return attempts.filter(
    (a) =>
      (filter.team === 'all' || a.team === filter.team) &&
      (filter.period === 'all' || periodChoiceOf(a.period) === filter.period) &&
      (filter.strength === 'all' || a.situation === filter.strength),
  );
}

export type LocatedAttempt = ShotAttempt & { x: number; y: number };

export const isLocated = (a: ShotAttempt): a is LocatedAttempt => a.x !== null && a.y !== null;

/** Where the viewer draws it: the home team attacks the right net, the away team's attempts turned round. */
export const placeOf = (a: LocatedAttempt): RinkPoint =>
  a.team === 'home' ? { x: a.x, y: a.y } : turnRound({ x: a.x, y: a.y });

const SHOT_TYPE_WORDS: Record<string, string> = {
  wrist: 'wrist shot',
  snap: 'snap shot',
  slap: 'slap shot',
  backhand: 'backhand',
  'tip-in': 'tip-in',
  deflected: 'deflection',
  'wrap-around': 'wrap-around',
};

export interface AttemptStory {
  /** 'Goal · John Tavares (Toronto)'. */
  who: string;
  /** 'Wrist shot, rebound'. */
  what: string;
  /** '05:12 of the 1st'. */
  when: string;
  /** 'xG 0.12', or null for a blocked attempt. */
  xg: string | null;
}

/** What a marker tells: who took it for which team, what kind of attempt, when, its expected goals. */
export function attemptStory(
  a: ShotAttempt,
  players: Map<string, GamePlayer>,
  teams: Record<TeamSide, string>,
): AttemptStory {
  const type = a.shotType ? SHOT_TYPE_WORDS[a.shotType] : null;
  const extras = [a.rebound && 'rebound', a.rush && 'off the rush', a.emptyNet && 'empty net'].filter(
    Boolean,
  );
  const what = [type, ...extras].filter(Boolean).join(', ');
  const strength = a.situation === 'EV' ? '' : ` (${a.situation})`;
  return {
    who: `${ATTEMPT_NAMES[a.kind]}${strength} · ${nameOf(players, a.shooter)} (${teams[a.team]})`,
    what: what === '' ? '' : what.charAt(0).toUpperCase() + what.slice(1),
    when: storyTime(a.period, a.clock),
    xg: a.kind === 'block' ? null : `xG ${a.xg.toFixed(2)}`,
  };
}

/** The whole of it in one line, for a screen reader's name of the marker. */
export const attemptLabel = (s: AttemptStory): string =>
  [s.who, s.what, s.when, s.xg].filter(Boolean).join(', ');
