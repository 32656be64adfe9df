import type { LeagueVisibility } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { recordSettingsChange } from '../commissioners/audit';
import { setVisibility } from './repo';
import { requireCommissioner } from './service';

/**
 * The commissioner makes the league public or members-only (docs/decisions/059); the change is a use of
 * a commissioner power, so it goes to the league's audit log in the same transaction (decision 060).
 */
export async function setLeagueVisibility(
  ctx: AppContext,
  { leagueId, userId, visibility }: { leagueId: number; userId: number; visibility: LeagueVisibility },
): Promise<{ visibility: LeagueVisibility }> {
  const league = await requireCommissioner(ctx, leagueId, userId);
  if (league.visibility === visibility) return { visibility };
  await ctx.database.db.transaction().execute(async (trx) => {
    await setVisibility(trx, leagueId, visibility);
    await recordSettingsChange(trx, {
      leagueId,
      actorId: userId,
      now: ctx.now(),
      area: 'visibility',
      before: { visibility: league.visibility },
      after: { visibility },
    });
  });
  return { visibility };
}
