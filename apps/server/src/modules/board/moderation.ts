import { type BoardMute, type BoardMuteRequest, boardMuteRefusal, mayModerateBoard } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { recordCommissionerAction } from '../commissioners/audit';
import { shownUsername } from '../users/present';
import { publishBoardChange } from './live';
import { deleteMute, findUsername, saveMute } from './members-repo';
import { presentThread } from './present';
import { boardViewer, readsThread } from './role';
import * as threadsRepo from './threads-repo';

/** Pins or unpins (`pinned`), locks or unlocks (`locked`) a thread: commissioners only, in the audit log. */
export async function moderateBoardThread(
  ctx: AppContext,
  input: { leagueId: number; threadId: number; userId: number } & (
    { what: 'pin'; on: boolean } | { what: 'lock'; on: boolean }
  ),
) {
  const { db } = ctx.database;
  const now = ctx.now();
  const viewer = await boardViewer(db, input.leagueId, input.userId);
  const thread = await threadsRepo.findThread(db, input);
  if (!thread || !readsThread(viewer, thread)) throw notFound('That thread does not exist.');
  if (!mayModerateBoard(viewer.role))
    throw forbidden(`Only the commissioners ${input.what} threads on the board.`);
  const at = input.on ? now.toISOString() : null;
  const was = input.what === 'pin' ? thread.pinned_at !== null : thread.locked_at !== null;
  if (was !== input.on) {
    await db.transaction().execute(async (trx) => {
      await threadsRepo.setThreadFlags(
        trx,
        input.what === 'pin' ? { threadId: thread.id, pinnedAt: at } : { threadId: thread.id, lockedAt: at },
      );
      const base = { leagueId: input.leagueId, actorId: input.userId, now };
      const details = { threadId: thread.id, title: thread.title };
      await recordCommissionerAction(
        trx,
        input.what === 'pin'
          ? { ...base, action: 'board_thread_pinned', details: { ...details, pinned: input.on } }
          : { ...base, action: 'board_thread_locked', details: { ...details, locked: input.on } },
      );
    });
    await publishBoardChange(ctx, {
      leagueId: input.leagueId,
      channelId: thread.channel_id,
      threadId: thread.id,
      postId: null,
      change: input.what,
    });
  }
  const updated = await threadsRepo.findThread(db, input);
  if (!updated) throw notFound('That thread does not exist.');
  return presentThread(updated);
}

const MUTE_REFUSALS = {
  not_commissioner: 'Only the commissioners mute GMs on the board.',
  not_gm: 'Only a GM of this league who is no commissioner can be muted.',
  in_the_past: 'until: a mute ends after now (null lifts it).',
} as const;

/** Mutes a GM on the league's board until a time, or lifts his mute (`until` null): in the audit log. */
export async function muteOnBoard(
  ctx: AppContext,
  input: { leagueId: number; userId: number; request: BoardMuteRequest },
): Promise<BoardMute> {
  const { db } = ctx.database;
  const now = ctx.now();
  const actor = await boardViewer(db, input.leagueId, input.userId);
  const target = await boardViewer(db, input.leagueId, input.request.userId);
  const until = input.request.until === null ? null : new Date(input.request.until).toISOString();
  const refusal = boardMuteRefusal({ actorRole: actor.role, targetRole: target.role, until, now });
  if (refusal === 'not_commissioner') throw forbidden(MUTE_REFUSALS[refusal]);
  if (refusal) throw badRequest(MUTE_REFUSALS[refusal]);
  const user = await findUsername(db, input.request.userId);
  const username = user ? shownUsername(user.username, user.deleted_at) : '';
  const key = { leagueId: input.leagueId, userId: input.request.userId };
  await db.transaction().execute(async (trx) => {
    if (until === null) await deleteMute(trx, key);
    else await saveMute(trx, { ...key, until, by: input.userId, at: now.toISOString() });
    await recordCommissionerAction(trx, {
      leagueId: input.leagueId,
      actorId: input.userId,
      now,
      action: 'board_user_muted',
      details: { userId: input.request.userId, username, until },
    });
  });
  return { userId: input.request.userId, username, until };
}
