import type { Message } from '@rinkside/domain';
import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
}

type Handler = MockReply | ((init: RequestInit | undefined) => MockReply | Promise<MockReply>);

/**
 * Replaces fetch with a table of 'METHOD /path' → reply (paths without the /api base).
 * Unlisted calls answer 404 in the server's error shape. Returns the mock to inspect calls.
 */
export function mockApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/api/, '');
    const handler = routes[`${init?.method ?? 'GET'} ${path}`];
    const reply = typeof handler === 'function' ? await handler(init) : handler;
    const { status = 200, body } = reply ?? {
      status: 404,
      body: { error: 'Not Found', message: 'Not found' },
    };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The 'METHOD /path' of every call made so far. */
export function apiCalls(fetchMock: ReturnType<typeof mockApi>): string[] {
  return fetchMock.mock.calls.map(
    ([input, init]) => `${init?.method ?? 'GET'} ${String(input).replace(/^\/api/, '')}`,
  );
}

export const testUser = {
  id: 7,
  username: 'ann_gm',
  email: 'ann@example.com',
  gmName: null,
  favoriteTeam: null,
  emailVerified: true,
  registeredAt: '2025-01-01T00:00:00.000Z',
};

export const signedInRoutes = {
  'GET /auth/check-session': { body: { loggedIn: true } },
  'GET /db/users/get': { body: { user: testUser } },
  'GET /league/user': { body: [] },
  'GET /notifications': { body: { notifications: [], nextCursor: null, unread: 0 } },
  'GET /notifications?tab=action': {
    body: { notifications: [], nextCursor: null, unread: 0, needsAction: 0 },
  },
  'GET /notifications?tab=news': { body: { notifications: [], nextCursor: null, unread: 0, needsAction: 0 } },
};

export const signedOutRoutes = {
  'GET /auth/check-session': { body: { loggedIn: false } },
};

/** A message as GET /message/inbox returns it; parties get usernames from their ids. */
export function testMessage(
  fields: Pick<Message, 'id' | 'senderId' | 'receiverId'> & Partial<Message>,
): Message {
  const party = (id: number) => ({ id, username: id === testUser.id ? testUser.username : `user${id}` });
  return {
    content: `Message ${fields.id}`,
    createdAt: new Date(Date.UTC(2026, 0, 1, 12, fields.id)).toISOString(),
    isRead: false,
    sender: party(fields.senderId),
    receiver: party(fields.receiverId),
    ...fields,
  };
}
