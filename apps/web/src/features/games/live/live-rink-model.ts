import {
  RINK,
  turnRound,
  type GameEvent,
  type RinkPoint,
  type ShotAttempt,
  type TeamSide,
} from '@rinkside/domain';

export type RinkThird = 'left' | 'neutral' | 'right';

/** Where the latest located play happened, in the home team's frame (home attacks right). */
export interface PlayPlace {
  point: RinkPoint;
  third: RinkThird;
  /** The event's index in the play-by-play. */
  index: number;
}

/** The place of the latest of the first `shown` events that has one (null before any has). */
export function latestPlace(events: readonly GameEvent[], shown: number): PlayPlace | null {
  for (let i = Math.min(shown, events.length) - 1; i >= 0; i--) {
    const e = events[i];
    if (!e || !('x' in e) || e.x === undefined || e.y === undefined || e.team === null) continue;
    const own = { x: e.x, y: e.y };
    const point = e.team === 'home' ? own : turnRound(own);
    const third = point.x >= RINK.blueLine ? 'right' : point.x <= -RINK.blueLine ? 'left' : 'neutral';
    return { point, third, index: i };
  }
  return null;
}

/** Whose zone a third is: the home team defends the left net, the away team the right. */
export function thirdName(third: RinkThird, teams: Record<TeamSide, string>): string {
  if (third === 'neutral') return 'Neutral zone';
  return `${third === 'left' ? teams.home : teams.away} zone`;
}

export type PlacedAttempt = ShotAttempt & { x: number; y: number };

/** The attempts among the first `shown` events that have a place. */
export const attemptsShown = (attempts: readonly ShotAttempt[], shown: number): PlacedAttempt[] =>
  attempts.filter((a): a is PlacedAttempt => a.index < shown && a.x !== null && a.y !== null);
