import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { openEventStream } from './support/event-stream';
import { as, requestsAs } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)('messages on %s', (dialect) => {
  let t: TestApp;
  let ann: TestUser;
  let ben: TestUser;
  let cal: TestUser;

  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const send = (from: TestUser | null, receiverId: number, content: string) =>
    inject(from, 'POST', '/api/message/send', { receiverId, content });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [ann, ben, cal] = [await signUp(t), await signUp(t), await signUp(t)];
  });
  afterAll(() => t.close());

  it('sends trimmed text and shows it in both inboxes, unread for the receiver', async () => {
    const response = await send(ann, ben.id, '  Want to trade for your goalie?  ');
    expect(response.statusCode).toBe(201);
    const message = response.json();
    expect(message).toMatchObject({
      senderId: ann.id,
      receiverId: ben.id,
      sender: { id: ann.id, username: ann.username },
      receiver: { id: ben.id, username: ben.username },
      content: 'Want to trade for your goalie?',
      isRead: false,
    });
    expect((await inject(ben, 'GET', '/api/message/inbox')).json()).toContainEqual(message);
    expect((await inject(ann, 'GET', '/api/message/inbox')).json()).toContainEqual(message);
    expect((await inject(cal, 'GET', '/api/message/inbox')).json()).toEqual([]);
  });

  it('keeps content as text, even when it looks like HTML', async () => {
    const message = (await send(ann, ben.id, '<img src=x onerror=alert(1)>')).json();
    expect(message.content).toBe('<img src=x onerror=alert(1)>');
  });

  it('lets only the receiver mark a message read', async () => {
    const message = (await send(ann, ben.id, 'Read me')).json();
    const bySender = await inject(ann, 'PUT', `/api/message/${message.id}/read`);
    expect(bySender.statusCode).toBe(403);
    expect((await inject(cal, 'PUT', `/api/message/${message.id}/read`)).statusCode).toBe(403);
    const byReceiver = await inject(ben, 'PUT', `/api/message/${message.id}/read`);
    expect(byReceiver.json().isRead).toBe(true);
    const inbox = (await inject(ann, 'GET', '/api/message/inbox')).json();
    expect(inbox.find((m: { id: number }) => m.id === message.id).isRead).toBe(true);
    expect((await inject(ben, 'PUT', '/api/message/999999/read')).statusCode).toBe(404);
  });

  it.each([
    ['blank content', () => ({ receiverId: ben.id, content: '   ' }), 400, /Write a message/],
    ['too long content', () => ({ receiverId: ben.id, content: 'x'.repeat(2001) }), 400, /at most 2000/],
    ['an unknown receiver', () => ({ receiverId: 999999, content: 'hi' }), 404, /does not exist/],
    ['oneself', () => ({ receiverId: ann.id, content: 'hi' }), 400, /yourself/],
  ] as [string, () => object, number, RegExp][])('refuses %s', async (_, body, status, message) => {
    const response = await inject(ann, 'POST', '/api/message/send', body());
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
  });

  it('needs a signed-in user', async () => {
    expect((await send(null, ben.id, 'hi')).statusCode).toBe(401);
    expect((await inject(null, 'GET', '/api/message/inbox')).statusCode).toBe(401);
    expect((await inject(null, 'GET', '/api/events')).statusCode).toBe(401);
  });

  it('limits how fast one user can send', async () => {
    const local = await createTestApp(dialect, { MESSAGE_RATE_LIMIT: '3' });
    try {
      const [a, b] = [await signUp(local), await signUp(local)];
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const response = await local.app.inject({
          method: 'POST',
          url: '/api/message/send',
          headers: as(a),
          payload: { receiverId: b.id, content: `spam ${i}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      const other = await local.app.inject({
        method: 'POST',
        url: '/api/message/send',
        headers: as(b),
        payload: { receiverId: a.id, content: 'still fine' },
      });
      expect(other.statusCode).toBe(201);
    } finally {
      await local.close();
    }
  });

  it('pushes new messages and read receipts live over server-sent events', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const benStream = await openEventStream(url, ben.cookie);
    const annStream = await openEventStream(url, ann.cookie);
    try {
      const message = (await send(ann, ben.id, 'Live!')).json();
      const arrived = await benStream.next((e) => e.type === 'message' && e.message.id === message.id);
      expect(arrived).toMatchObject({ type: 'message', message: { content: 'Live!', isRead: false } });
      await inject(ben, 'PUT', `/api/message/${message.id}/read`);
      const receipt = await annStream.next((e) => e.type === 'read' && e.messageIds.includes(message.id));
      expect(receipt).toEqual({ type: 'read', messageIds: [message.id], readerId: ben.id });
    } finally {
      benStream.close();
      annStream.close();
    }
  });
});

// Several server processes on one PostgreSQL: LISTEN/NOTIFY carries events between them.
describe.runIf(DIALECTS.includes('postgres'))('live events across processes', () => {
  it('delivers an event published by another server process', async () => {
    const t = await createTestApp('postgres');
    const [ann, ben] = [await signUp(t), await signUp(t)];
    const second = await createTestApp('postgres', {}, t);
    try {
      const url = await second.app.listen({ port: 0, host: '127.0.0.1' });
      const stream = await openEventStream(url, ben.cookie);
      try {
        const sent = await t.app.inject({
          method: 'POST',
          url: '/api/message/send',
          headers: as(ann),
          payload: { receiverId: ben.id, content: 'From process one' },
        });
        const message = sent.json();
        const arrived = await stream.next((e) => e.type === 'message' && e.message.id === message.id);
        expect(arrived).toMatchObject({ message: { content: 'From process one', senderId: ann.id } });
      } finally {
        stream.close();
      }
    } finally {
      await second.close();
      await t.close();
    }
  });
});
