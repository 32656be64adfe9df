import type { LiveEvent } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { leagueMemberIds } from './access-repo';

/**
 * Tells every member of the league (its commissioner and each GM) a live event about it. A lost event only
 * delays an open page until its next read, so it never fails the change that made it.
 */
export async function tellLeagueMembers(ctx: AppContext, leagueId: number, event: LiveEvent): Promise<void> {
  const members = await leagueMemberIds(ctx.database.db, leagueId);
  await ctx.events.publish(members, event).catch(() => undefined);
}
