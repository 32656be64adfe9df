import { leagueInstant } from '@rinkside/domain';
import { useEffect, useState } from 'react';
import { useLeagueClock } from '../../lib/queries/get-league-clock';

/** The time now in ms, ticking every `everyMs`, for countdowns that move while the page is open. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * The league's time now in ms (docs/decisions/079), ticking: a trade's clocks run on the league's, so a
 * league simulated weeks ahead counts down from its own day, not the wall clock's.
 */
export function useLeagueNow(leagueId: number, everyMs = 30_000): number {
  const now = useNow(everyMs);
  const clock = useLeagueClock(leagueId).data;
  return clock ? leagueInstant(new Date(now), clock.timeZone, clock.date).getTime() : now;
}
