import { hasCommissionerPowers, type LeagueCommissioners } from '@rinkside/domain';
import type { Db, LeagueRow } from '../leagues/repo';
import { coCommissionerIdsOf } from './repo';

/** The league's owner and co-commissioners (docs/decisions/060). */
export async function commissionersOf(
  db: Db,
  league: Pick<LeagueRow, 'id' | 'commissioner_id'>,
): Promise<LeagueCommissioners> {
  return { ownerId: league.commissioner_id, coCommissionerIds: await coCommissionerIdsOf(db, league.id) };
}

/**
 * The one answer to "may this user use the commissioner's powers in this league": the owner and each
 * co-commissioner may. Every commissioner check of the server, and the web's `isCommissioner`, ask it.
 */
export async function mayUseCommissionerPowers(
  db: Db,
  league: Pick<LeagueRow, 'id' | 'commissioner_id'>,
  userId: number | null,
): Promise<boolean> {
  if (userId === null) return false;
  if (league.commissioner_id === userId) return true;
  return hasCommissionerPowers(await commissionersOf(db, league), userId);
}
