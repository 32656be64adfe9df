import { describe, expect, it } from 'vitest';
import {
  BOARD_POST_RATE,
  boardMuteRefusal,
  boardPostRefusal,
  boardRateLimit,
  mayDeleteBoardPost,
  mayEditBoardPost,
  mayModerateBoard,
  type BoardRole,
} from './board-rules';

const now = new Date('2026-03-01T12:00:00.000Z');
const at = (secondsAgo: number) => new Date(now.getTime() - secondsAgo * 1000).toISOString();
const open = { channelReadOnly: false, threadLocked: false, mutedUntil: null, now };

describe('boardPostRefusal', () => {
  it('lets a GM post in an open channel and thread, and refuses an outsider', () => {
    expect(boardPostRefusal({ ...open, role: 'gm' })).toBeNull();
    expect(boardPostRefusal({ ...open, role: 'outsider' })).toEqual({ reason: 'not_member' });
  });

  it('refuses a muted GM until the mute ends, then lets him post', () => {
    expect(boardPostRefusal({ ...open, role: 'gm', mutedUntil: at(-1) })).toEqual({
      reason: 'muted',
      until: at(-1),
    });
    expect(boardPostRefusal({ ...open, role: 'gm', mutedUntil: at(0) })).toBeNull();
    expect(boardPostRefusal({ ...open, role: 'gm', mutedUntil: at(1) })).toBeNull();
  });

  it('refuses a GM in a read-only channel and in a locked thread, never a commissioner', () => {
    expect(boardPostRefusal({ ...open, role: 'gm', channelReadOnly: true })).toEqual({ reason: 'read_only' });
    expect(boardPostRefusal({ ...open, role: 'gm', threadLocked: true })).toEqual({ reason: 'locked' });
    expect(boardPostRefusal({ ...open, role: 'gm', threadLocked: null })).toBeNull();
    for (const role of ['owner', 'co_commissioner'] as const)
      expect(
        boardPostRefusal({ role, channelReadOnly: true, threadLocked: true, mutedUntil: at(-60), now }),
      ).toBeNull();
  });

  it('names the mute before the channel: a muted GM learns when he may post again', () => {
    expect(boardPostRefusal({ ...open, role: 'gm', channelReadOnly: true, mutedUntil: at(-5) })?.reason).toBe(
      'muted',
    );
  });
});

describe('who moderates, edits and deletes', () => {
  it('makes the owner and co-commissioners moderators, no one else', () => {
    const roles: BoardRole[] = ['owner', 'co_commissioner', 'gm', 'outsider'];
    expect(roles.filter(mayModerateBoard)).toEqual(['owner', 'co_commissioner']);
  });

  it('lets only the author edit, not once deleted, not in a locked thread unless a commissioner', () => {
    const post = { userId: 1, authorId: 1, deleted: false, threadLocked: false, role: 'gm' as const };
    expect(mayEditBoardPost(post)).toBe(true);
    expect(mayEditBoardPost({ ...post, authorId: 2 })).toBe(false);
    expect(mayEditBoardPost({ ...post, deleted: true })).toBe(false);
    expect(mayEditBoardPost({ ...post, threadLocked: true })).toBe(false);
    expect(mayEditBoardPost({ ...post, threadLocked: true, role: 'owner' })).toBe(true);
    expect(mayEditBoardPost({ ...post, authorId: 2, role: 'owner' })).toBe(false);
  });

  it("lets the author delete his post and a commissioner anyone's", () => {
    expect(mayDeleteBoardPost({ userId: 1, authorId: 1, role: 'gm' })).toBe(true);
    expect(mayDeleteBoardPost({ userId: 1, authorId: 2, role: 'gm' })).toBe(false);
    expect(mayDeleteBoardPost({ userId: 1, authorId: 2, role: 'co_commissioner' })).toBe(true);
    expect(mayDeleteBoardPost({ userId: 1, authorId: null, role: 'outsider' })).toBe(false);
  });
});

describe('boardMuteRefusal', () => {
  it('lets a commissioner mute a GM until later, or lift it', () => {
    expect(boardMuteRefusal({ actorRole: 'owner', targetRole: 'gm', until: at(-60), now })).toBeNull();
    expect(boardMuteRefusal({ actorRole: 'co_commissioner', targetRole: 'gm', until: null, now })).toBeNull();
  });

  it('refuses a GM muting, a commissioner muted, and an end not after now', () => {
    expect(boardMuteRefusal({ actorRole: 'gm', targetRole: 'gm', until: at(-60), now })).toBe(
      'not_commissioner',
    );
    expect(boardMuteRefusal({ actorRole: 'owner', targetRole: 'co_commissioner', until: at(-60), now })).toBe(
      'not_gm',
    );
    expect(boardMuteRefusal({ actorRole: 'owner', targetRole: 'outsider', until: at(-60), now })).toBe(
      'not_gm',
    );
    expect(boardMuteRefusal({ actorRole: 'owner', targetRole: 'gm', until: at(0), now })).toBe('in_the_past');
    expect(boardMuteRefusal({ actorRole: 'owner', targetRole: 'gm', until: at(-1), now })).toBeNull();
  });
});

describe('boardRateLimit', () => {
  const times = (n: number, secondsAgo: number) => Array.from({ length: n }, (_, i) => at(secondsAgo + i));

  it(`allows ${BOARD_POST_RATE.posts} posts a window and refuses the next until the oldest leaves it`, () => {
    expect(boardRateLimit(times(BOARD_POST_RATE.posts - 1, 1), now)).toBeNull();
    const recent = times(BOARD_POST_RATE.posts, 1);
    // The oldest of them was (posts) seconds ago: the next may go when it is a window old.
    expect(boardRateLimit(recent, now)).toEqual({
      retryAt: new Date(
        now.getTime() + (BOARD_POST_RATE.seconds - BOARD_POST_RATE.posts) * 1000,
      ).toISOString(),
    });
  });

  it('no longer counts a post exactly a window old', () => {
    const recent = [...times(BOARD_POST_RATE.posts - 1, 1), at(BOARD_POST_RATE.seconds)];
    expect(boardRateLimit(recent, now)).toBeNull();
    const justInside = [...times(BOARD_POST_RATE.posts - 1, 1), at(BOARD_POST_RATE.seconds - 1)];
    expect(boardRateLimit(justInside, now)).not.toBeNull();
  });

  it('counts from the newest posts when more than the limit are in the window', () => {
    const recent = times(BOARD_POST_RATE.posts + 2, 1);
    const retry = boardRateLimit(recent, now);
    // The (posts)th newest was (posts) seconds ago.
    expect(retry?.retryAt).toBe(
      new Date(now.getTime() + (BOARD_POST_RATE.seconds - BOARD_POST_RATE.posts) * 1000).toISOString(),
    );
  });
});
