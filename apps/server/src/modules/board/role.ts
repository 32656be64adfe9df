import { type BoardRole, LEAGUE_NOT_FOUND, mayModerateBoard, mayReadBoardThread } from '@rinkside/domain';
import type { Db } from '../../db/schema';
import { notFound } from '../../http/errors';
import { commissionersOf } from '../commissioners/powers';
import { findBoardLeague, teamOfGm } from './members-repo';

export interface BoardViewer {
  league: { id: number; name: string; commissioner_id: number };
  userId: number;
  role: BoardRole;
  /** The team the user runs in the league, if any: a trade's private thread is its teams' GMs'. */
  teamId: number | null;
}

/**
 * The user's place in the league, the fact every board rule starts from: its owner, a co-commissioner,
 * a GM, or an outsider. Who may read a members-only league was decided by the league-access guard.
 */
export async function boardViewer(db: Db, leagueId: number, userId: number): Promise<BoardViewer> {
  const league = await findBoardLeague(db, leagueId);
  if (!league) throw notFound(LEAGUE_NOT_FOUND);
  const [commissioners, teamId] = await Promise.all([
    commissionersOf(db, league),
    teamOfGm(db, { leagueId, userId }),
  ]);
  if (league.commissioner_id === userId) return { league, userId, role: 'owner', teamId };
  if (commissioners.coCommissionerIds.includes(userId))
    return { league, userId, role: 'co_commissioner', teamId };
  return { league, userId, role: teamId !== null ? 'gm' : 'outsider', teamId };
}

/** Who reads which threads: the commissioners every one, a GM the private ones of his team's trades. */
export const threadReader = (viewer: BoardViewer) => ({
  moderator: mayModerateBoard(viewer.role),
  teamId: viewer.teamId,
});

/** Whether the viewer reads the thread: a private one (a trade's discussion) only its parties and commissioners. */
export const readsThread = (
  viewer: BoardViewer,
  thread: { private: number; proposer_team_id: number | null; partner_team_id: number | null },
) =>
  mayReadBoardThread({
    role: viewer.role,
    teamId: viewer.teamId,
    thread: {
      private: thread.private === 1,
      partyTeamIds: [thread.proposer_team_id, thread.partner_team_id],
    },
  });
