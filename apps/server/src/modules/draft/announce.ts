import type { LiveEvent } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { announce } from '../notifications/service';
import type { DraftMove } from './make-pick';
import { tellLeagueMembers } from '../leagues/tell-members';

export type DraftChange = Extract<LiveEvent, { type: 'draft' }>['change'];

/**
 * After a draft change committed: the users it notified hear of it, and every member of the league (the
 * commissioner and each GM) gets the 'draft' live event so open draft rooms read the draft again. A lost
 * event only delays a room until its next read, so it never fails the change.
 */
export async function announceDraftMove(
  ctx: AppContext,
  move: DraftMove,
  change: DraftChange,
): Promise<void> {
  await announce(ctx, move.told);
  const { draft } = move;
  await tellLeagueMembers(ctx, draft.league_id, {
    type: 'draft',
    leagueId: draft.league_id,
    seasonId: draft.season_id,
    change,
    overall: move.overall,
  });
}
