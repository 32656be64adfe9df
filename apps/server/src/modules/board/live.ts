import type { LiveEvent } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { boardAudience } from './members-repo';

type BoardChange = Omit<Extract<LiveEvent, { type: 'board' }>, 'type'>;

/**
 * Tells the league's members, on every server process (LISTEN/NOTIFY on PostgreSQL), that its board
 * changed: ids only; the page reads what changed through the API, which decides what each may read. A
 * lost event costs an open page its freshness, never the change: it has committed.
 */
export async function publishBoardChange(ctx: AppContext, change: BoardChange): Promise<void> {
  const members = await boardAudience(ctx.database.db, change.leagueId);
  await ctx.events.publish(members, { type: 'board', ...change }).catch(() => undefined);
}
