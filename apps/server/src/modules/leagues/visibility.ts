import type { LeagueVisibility } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { requireCommissioner } from './service';

/** The commissioner makes the league public or members-only (docs/decisions/059). */
export async function setLeagueVisibility(
  ctx: AppContext,
  { leagueId, userId, visibility }: { leagueId: number; userId: number; visibility: LeagueVisibility },
): Promise<{ visibility: LeagueVisibility }> {
  await requireCommissioner(ctx, leagueId, userId);
  await ctx.database.db.updateTable('leagues').set({ visibility }).where('id', '=', leagueId).execute();
  return { visibility };
}
