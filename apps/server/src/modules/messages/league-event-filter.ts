import type { LiveEvent } from '@rinkside/domain';
import { leagueAccess } from '../leagues/access';
import type { Db } from '../../db/schema';

/**
 * Passes a user's live events on in the order they came, holding back each one about a league the user
 * may not read (docs/decisions/059). Events go to the users they concern, so this is the last check, not
 * the first: a league event sent to the wrong user still stops here.
 */
export function leagueEventFilter(db: Db, userId: number, send: (event: LiveEvent) => void) {
  let queue: Promise<void> = Promise.resolve();
  const readable = async (event: LiveEvent) =>
    !('leagueId' in event) || (await leagueAccess(db, event.leagueId, userId)) === 'league';
  return (event: LiveEvent): void => {
    queue = queue
      .then(async () => {
        if (await readable(event)) send(event);
      })
      // A failed check (the database away) drops the event: the page reads the league again anyway.
      .catch(() => undefined);
  };
}
