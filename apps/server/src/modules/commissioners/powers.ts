import { hasCommissionerPowers, type LeagueCommissioners } from '@rinkside/domain';
import type { Db } from '../../db/schema';
import { coCommissionerIdsOf, type LeagueRow } from './repo';

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

/**
 * Only the owner unseats a commissioner: a co-commissioner cannot remove or replace the GM seat of the
 * owner or of another co-commissioner (that would remove him as co-commissioner too). Whether the actor
 * may do so; anyone may act on a seat of a GM who is no commissioner.
 */
export async function mayUnseat(
  db: Db,
  league: Pick<LeagueRow, 'id' | 'commissioner_id'>,
  actorId: number,
  gmUserId: number | null,
): Promise<boolean> {
  if (gmUserId === null || actorId === league.commissioner_id || gmUserId === actorId) return true;
  return !(await mayUseCommissionerPowers(db, league, gmUserId));
}
