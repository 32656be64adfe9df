import type { LiveEvent } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { boardAudience } from './members-repo';
import { privateThreadReaders } from './readers';

type BoardChange = Omit<Extract<LiveEvent, { type: 'board' }>, 'type'>;

/**
 * Tells the league's members, on every server process (LISTEN/NOTIFY on PostgreSQL), that its board
 * changed: ids only; the page reads what changed through the API, which decides what each may read. A
 * private thread's change goes to its readers alone. A lost event costs an open page its freshness, never
 * the change: it has committed.
 */
export async function publishBoardChange(ctx: AppContext, change: BoardChange): Promise<void> {
  const { db } = ctx.database;
  const members = await boardAudience(db, change.leagueId);
  // A private thread's change is heard by those who read it alone (decision 090).
  const readers =
    change.threadId === null
      ? null
      : await privateThreadReaders(db, { leagueId: change.leagueId, threadId: change.threadId });
  const audience = readers === null ? members : [...readers];
  await ctx.events.publish(audience, { type: 'board', ...change }).catch(() => undefined);
}
