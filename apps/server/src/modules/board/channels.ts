import {
  BOARD_CHANNELS_MAX,
  type BoardChannels,
  type CreateBoardChannelRequest,
  LEAGUE_NOT_FOUND,
  boardPostRefusal,
  mayModerateBoard,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { databaseErrorKind } from '../../db/errors';
import type { Db } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { recordCommissionerAction } from '../commissioners/audit';
import * as channels from './channels-repo';
import { findMute } from './members-repo';
import { presentChannel } from './present';
import { type BoardViewer, boardViewer, threadReader } from './role';
import { publishBoardChange } from './live';
import { ensureDefaultChannels } from './default-channels';

/** The user's mute's end while it lasts, else null. */
export async function activeMuteUntil(db: Db, viewer: BoardViewer, now: Date): Promise<string | null> {
  const mute = await findMute(db, { leagueId: viewer.league.id, userId: viewer.userId });
  return mute && Date.parse(mute.until) > now.getTime() ? mute.until : null;
}

export async function listBoardChannels(
  ctx: AppContext,
  input: { leagueId: number; userId: number },
): Promise<BoardChannels> {
  const { db } = ctx.database;
  const now = ctx.now();
  const viewer = await boardViewer(db, input.leagueId, input.userId);
  await ensureDefaultChannels(db, { leagueId: input.leagueId, now });
  const [rows, unread, mutedUntil] = await Promise.all([
    channels.listChannels(db, input.leagueId, threadReader(viewer)),
    channels.unreadByChannel(db, { ...input, reader: threadReader(viewer) }),
    activeMuteUntil(db, viewer, now),
  ]);
  const refusal = boardPostRefusal({
    role: viewer.role,
    channelReadOnly: false,
    threadLocked: null,
    mutedUntil,
    now,
  });
  return {
    channels: rows.map((row) => presentChannel(row, unread.get(row.id) ?? 0)),
    canModerate: mayModerateBoard(viewer.role),
    canPost: refusal === null,
    mutedUntil,
  };
}

export async function createBoardChannel(
  ctx: AppContext,
  input: { leagueId: number; userId: number; request: CreateBoardChannelRequest },
) {
  const { db } = ctx.database;
  const now = ctx.now();
  const viewer = await boardViewer(db, input.leagueId, input.userId);
  if (!mayModerateBoard(viewer.role)) throw forbidden('Only the commissioners manage the board’s channels.');
  await ensureDefaultChannels(db, { leagueId: input.leagueId, now });
  const { name, readOnly } = input.request;
  let channelId: number;
  try {
    channelId = await db.transaction().execute(async (trx) => {
      const count = await channels.countChannels(trx, input.leagueId);
      if (count >= BOARD_CHANNELS_MAX)
        throw badRequest(`A board has at most ${BOARD_CHANNELS_MAX} channels.`);
      const id = await channels.insertChannel(trx, {
        league_id: input.leagueId,
        name,
        read_only: readOnly ? 1 : 0,
        position: count,
        created_at: now.toISOString(),
      });
      await recordCommissionerAction(trx, {
        leagueId: input.leagueId,
        actorId: input.userId,
        now,
        action: 'board_channel_added',
        details: { channelId: id, name, readOnly },
      });
      return id;
    });
  } catch (error) {
    if (databaseErrorKind(error) === 'unique-violation')
      throw conflict(`The board already has a channel named "${name}".`);
    throw error;
  }
  await publishBoardChange(ctx, {
    leagueId: input.leagueId,
    channelId,
    threadId: null,
    postId: null,
    change: 'channel',
  });
  const created = (await channels.listChannels(db, input.leagueId, threadReader(viewer))).find(
    (row) => row.id === channelId,
  );
  if (!created) throw notFound(LEAGUE_NOT_FOUND);
  return presentChannel(created, 0);
}

/** Moves the user's read marker of the channel to its newest post: its unread count becomes 0. */
export async function markBoardChannelRead(
  ctx: AppContext,
  input: { leagueId: number; channelId: number; userId: number },
) {
  const { db } = ctx.database;
  const channel = await channels.findChannel(db, input);
  if (!channel) throw notFound('That channel does not exist.');
  const latest = await channels.latestPostOfChannel(db, channel.id);
  if (latest !== null) await channels.markChannelRead(db, { ...input, postId: latest });
  return { message: 'Channel marked read.' };
}

/**
 * Turns a channel's Discord mirror on or off (commissioners, in the audit log): while on, its new threads
 * and posts are queued to the league's webhooks that take the board's kind (decision 090).
 */
export async function mirrorBoardChannel(
  ctx: AppContext,
  input: { leagueId: number; channelId: number; userId: number; mirrored: boolean },
) {
  const { db } = ctx.database;
  const now = ctx.now();
  const viewer = await boardViewer(db, input.leagueId, input.userId);
  const channel = await channels.findChannel(db, input);
  if (!channel) throw notFound('That channel does not exist.');
  if (!mayModerateBoard(viewer.role)) throw forbidden('Only the commissioners mirror a channel to Discord.');
  if ((channel.mirrored_at !== null) !== input.mirrored)
    await db.transaction().execute(async (trx) => {
      await channels.setChannelMirror(trx, {
        channelId: channel.id,
        mirroredAt: input.mirrored ? now.toISOString() : null,
      });
      await recordCommissionerAction(trx, {
        leagueId: input.leagueId,
        actorId: input.userId,
        now,
        action: 'board_channel_mirrored',
        details: { channelId: channel.id, name: channel.name, mirrored: input.mirrored },
      });
    });
  const reader = threadReader(viewer);
  const [rows, unread] = await Promise.all([
    channels.listChannels(db, input.leagueId, reader),
    channels.unreadByChannel(db, { ...input, reader }),
  ]);
  const row = rows.find((r) => r.id === channel.id);
  if (!row) throw notFound('That channel does not exist.');
  return presentChannel(row, unread.get(row.id) ?? 0);
}
