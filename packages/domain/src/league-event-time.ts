import { leagueInstant } from './league-clock';

/** The facts a league event's time is decided from, gathered in the event's transaction. */
export interface LeagueTimeFacts {
  /** The wall clock when the event is written (the server's `now`). */
  wall: Date;
  timeZone: string;
  /** The day the commissioner simulated ahead to; null when the league runs in real time. */
  simulatedTo: string | null;
  /** The start of the league's latest final game (ISO), null before its first: the games played so far. */
  playedThrough: string | null;
}

/**
 * When a league event happened on the league's clock (docs/decisions/079): the league's instant, or the
 * start of the last game played when an advance has played past it (the clock moves to the advance's
 * target only once its games are stored, and what those games cause happens on their days). Never the
 * wall clock of a simulated-ahead league. An ISO string.
 */
export function leagueEventTime(facts: LeagueTimeFacts): string {
  const instant = leagueInstant(facts.wall, facts.timeZone, facts.simulatedTo).toISOString();
  return facts.playedThrough !== null && facts.playedThrough > instant ? facts.playedThrough : instant;
}

/** The newer of two league events first, by league time, then by the order they were written. */
export function newestLeagueEventFirst(
  a: { leagueAt: string; id: number },
  b: { leagueAt: string; id: number },
): number {
  if (a.leagueAt !== b.leagueAt) return a.leagueAt < b.leagueAt ? 1 : -1;
  return b.id - a.id;
}
