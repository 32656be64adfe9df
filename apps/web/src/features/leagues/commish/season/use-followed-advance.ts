import type { AdvanceJob } from '@rinkside/domain';
import { useEffect, useRef } from 'react';
import { useLatestAdvance } from '../../../../lib/queries/get-latest-advance';

/**
 * The league's running advance, and `onEnded` (kept stable by the caller) once for each advance this panel saw running (started here,
 * or found running when it opened) when it ends: done with its result, or failed with why.
 */
export function useFollowedAdvance(leagueId: number, onEnded: (advance: AdvanceJob) => void) {
  const latest = useLatestAdvance(leagueId).data?.advance ?? null;
  const followed = useRef(new Set<number>());
  useEffect(() => {
    if (!latest) return;
    if (latest.status === 'running') followed.current.add(latest.id);
    else if (followed.current.delete(latest.id)) onEnded(latest);
  }, [latest, onEnded]);
  return {
    running: latest?.status === 'running' ? latest : null,
    follow: (advanceId: number) => followed.current.add(advanceId),
  };
}
