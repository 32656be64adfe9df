import { BOARD_POST_RATE, type BoardPostRefusal, boardPostRefusal, boardRateLimit } from '@rinkside/domain';
import type { Db } from '../../db/schema';
import { forbidden, tooManyRequests } from '../../http/errors';
import { activeMuteUntil } from './channels';
import { lockPoster, recentPostTimes } from './posts-repo';
import type { BoardViewer } from './role';

function refusalMessage(refusal: BoardPostRefusal, channelName: string): string {
  switch (refusal.reason) {
    case 'not_member':
      return "Only the league's GMs and commissioners post on its board.";
    case 'muted':
      return `You are muted on this league's board until ${refusal.until}.`;
    case 'read_only':
      return `${channelName} is read-only: only the commissioners post there.`;
    case 'locked':
      return 'This thread is locked: it takes no more replies.';
  }
}

/** Refuses a post the rules refuse (403 naming why, a mute with its end); returns when they allow it. */
export async function checkMayPost(
  db: Db,
  input: {
    viewer: BoardViewer;
    channel: { name: string; read_only: number };
    threadLocked: boolean | null;
    now: Date;
  },
): Promise<void> {
  const { viewer, now } = input;
  const mutedUntil = await activeMuteUntil(db, viewer, now);
  const refusal = boardPostRefusal({
    role: viewer.role,
    channelReadOnly: input.channel.read_only === 1,
    threadLocked: input.threadLocked,
    mutedUntil,
    now,
  });
  if (refusal) throw forbidden(refusalMessage(refusal, input.channel.name));
}

/**
 * The first step of the transaction that stores a post: under the poster's lock, refuses one past his rate
 * limit (429 saying when to try again), so posts that race for the last place in the minute store one.
 */
export async function claimPostPlace(
  trx: Db,
  input: { kind: 'sqlite' | 'postgres'; viewer: BoardViewer; now: Date },
): Promise<void> {
  const { viewer, now } = input;
  await lockPoster(trx, input.kind, viewer.userId);
  const since = new Date(now.getTime() - BOARD_POST_RATE.seconds * 1000).toISOString();
  const recent = await recentPostTimes(trx, { leagueId: viewer.league.id, userId: viewer.userId, since });
  const limited = boardRateLimit(recent, now);
  if (limited) {
    const seconds = Math.max(1, Math.ceil((Date.parse(limited.retryAt) - now.getTime()) / 1000));
    throw tooManyRequests(
      `You are posting too fast: at most ${BOARD_POST_RATE.posts} posts a minute. Try again in ${seconds} s.`,
    );
  }
}
