import type { Db } from '../../db/schema';
import { commissionersOf } from '../commissioners/powers';
import { findBoardLeague, gmsOfTeams } from './members-repo';
import * as threadsRepo from './threads-repo';

/**
 * Who may read the thread, when it is private (a trade proposal's discussion, decision 090): the league's
 * owner, its co-commissioners and the GMs of the trade's two teams. Null: a thread for every member.
 */
export async function privateThreadReaders(
  db: Db,
  input: { leagueId: number; threadId: number },
): Promise<Set<number> | null> {
  const thread = await threadsRepo.findThread(db, input);
  if (!thread || thread.private !== 1) return null;
  const league = await findBoardLeague(db, input.leagueId);
  if (!league) return new Set();
  const [commissioners, gms] = await Promise.all([
    commissionersOf(db, league),
    gmsOfTeams(
      db,
      [thread.proposer_team_id, thread.partner_team_id].flatMap((id) => (id === null ? [] : [id])),
    ),
  ]);
  return new Set([commissioners.ownerId, ...commissioners.coCommissionerIds, ...gms]);
}
