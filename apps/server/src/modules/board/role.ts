import { type BoardRole, LEAGUE_NOT_FOUND } from '@rinkside/domain';
import type { Db } from '../../db/schema';
import { notFound } from '../../http/errors';
import { commissionersOf } from '../commissioners/powers';
import { findBoardLeague, isGmOfLeague } from './members-repo';

export interface BoardViewer {
  league: { id: number; name: string; commissioner_id: number };
  userId: number;
  role: BoardRole;
}

/**
 * The user's place in the league, the fact every board rule starts from: its owner, a co-commissioner,
 * a GM, or an outsider. Who may read a members-only league was decided by the league-access guard.
 */
export async function boardViewer(db: Db, leagueId: number, userId: number): Promise<BoardViewer> {
  const league = await findBoardLeague(db, leagueId);
  if (!league) throw notFound(LEAGUE_NOT_FOUND);
  if (league.commissioner_id === userId) return { league, userId, role: 'owner' };
  const [commissioners, gm] = await Promise.all([
    commissionersOf(db, league),
    isGmOfLeague(db, { leagueId, userId }),
  ]);
  if (commissioners.coCommissionerIds.includes(userId)) return { league, userId, role: 'co_commissioner' };
  return { league, userId, role: gm ? 'gm' : 'outsider' };
}
