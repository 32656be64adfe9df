import {
  type BoardChannel,
  type BoardChannels,
  type BoardPost,
  type BoardPostPage,
  type BoardThread,
  renderBoardMarkdown,
} from '@rinkside/domain';

// The league board's answers as the server sends them, for the web's page tests.

export const boardChannel = (
  fields: Partial<BoardChannel> & Pick<BoardChannel, 'id' | 'name'>,
): BoardChannel => ({
  readOnly: false,
  position: fields.id,
  threadCount: 0,
  lastPostAt: null,
  unread: 0,
  mirrored: false,
  ...fields,
});

export const boardChannels = (fields: Partial<BoardChannels> = {}): BoardChannels => ({
  channels: [
    boardChannel({ id: 1, name: 'General' }),
    boardChannel({ id: 2, name: 'Trades', unread: 3 }),
    boardChannel({ id: 3, name: 'Game Day' }),
    boardChannel({ id: 4, name: "Commissioner's Office", readOnly: true }),
  ],
  canModerate: false,
  canPost: true,
  mutedUntil: null,
  ...fields,
});

export const boardThread = (
  fields: Partial<BoardThread> & Pick<BoardThread, 'id' | 'title'>,
): BoardThread => ({
  channelId: 2,
  author: { id: 8, username: 'bob_gm' },
  createdAt: '2026-11-30T10:00:00.000Z',
  lastPostAt: '2026-11-30T11:00:00.000Z',
  replies: 0,
  pinned: false,
  locked: false,
  tradeId: null,
  newsId: null,
  private: false,
  ...fields,
});

export const boardPost = (fields: Partial<BoardPost> & Pick<BoardPost, 'id'>): BoardPost => {
  const body = fields.body ?? `Post ${fields.id}`;
  return {
    threadId: 40,
    author: { id: 8, username: 'bob_gm' },
    body,
    blocks: renderBoardMarkdown(body),
    createdAt: '2026-11-30T10:00:00.000Z',
    editedAt: null,
    deletedAt: null,
    deletedByModerator: false,
    reactions: [],
    canEdit: false,
    canDelete: false,
    ...fields,
  };
};

export const boardPostPage = (fields: Partial<BoardPostPage> = {}): BoardPostPage => ({
  thread: boardThread({ id: 40, title: 'Looking for a goalie' }),
  posts: [boardPost({ id: 100 })],
  canReply: true,
  nextCursor: null,
  ...fields,
});
