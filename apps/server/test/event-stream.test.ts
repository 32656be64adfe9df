import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { type EventStream, openEventStream } from './support/event-stream';
import { as } from './support/leagues';
import { cookiesFrom, createTestApp, type TestApp } from './support/test-app';

const send = (t: TestApp, from: TestUser, receiverId: number, content: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/message/send',
    headers: as(from),
    payload: { receiverId, content },
  });
const logout = (t: TestApp, cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
const refresh = (t: TestApp, cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } });

/** Sends a message and waits until a stream that is still open has it, so the others had their chance. */
async function sendAndAwait(t: TestApp, from: TestUser, to: TestUser, witness: EventStream, text: string) {
  const message = (await send(t, from, to.id, text)).json<{ id: number }>();
  await witness.next((e) => e.type === 'message' && e.message.id === message.id);
  return message.id;
}

const hasMessage = (stream: EventStream, id: number) =>
  stream.events.some((e) => e.type === 'message' && e.message.id === id);

describe.each(DIALECTS)('the live event stream on %s', (dialect) => {
  let t: TestApp;
  let url: string;
  let ann: TestUser;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    ann = await signUp(t);
  });
  afterAll(() => t.close());

  it('ends at logout of its session and delivers nothing afterwards', async () => {
    const ben = await signUp(t);
    // ben signed in on another device too: that session's stream stays open and still receives.
    const otherDevice = await openEventStream(url, cookiesFrom(await login(t, ben.username, ben.password)));
    const stream = await openEventStream(url, ben.cookie);
    try {
      expect((await logout(t, ben.cookie)).statusCode).toBe(200);
      expect(await stream.ended()).toBe('signed-out');
      // The access cookie is still unexpired, but its sign-in is over: no new stream either.
      await expect(openEventStream(url, ben.cookie)).rejects.toThrow(/401/);
      const id = await sendAndAwait(t, ann, ben, otherDevice, 'After logout');
      expect(hasMessage(stream, id)).toBe(false);
      expect(otherDevice.isEnded()).toBe(false);
    } finally {
      stream.close();
      otherDevice.close();
    }
  });

  it('ends when the session family is revoked (a replayed refresh token)', async () => {
    const ben = await signUp(t);
    const stream = await openEventStream(url, ben.cookie);
    try {
      await refresh(t, ben.cookie);
      t.advance(11_000);
      expect((await refresh(t, ben.cookie)).statusCode).toBe(401);
      expect(await stream.ended()).toBe('revoked');
    } finally {
      stream.close();
    }
  });

  it('ends once the access token it was opened with has expired', async () => {
    // Its own app: the clock moves past every access token's life.
    const local = await createTestApp(dialect);
    try {
      const localUrl = await local.app.listen({ port: 0, host: '127.0.0.1' });
      const [cat, dan] = [await signUp(local), await signUp(local)];
      const stream = await openEventStream(localUrl, dan.cookie);
      local.advance(16 * 60 * 1000);
      // cat's own token has expired too: she refreshes to write.
      const fresh = { ...cat, cookie: cookiesFrom(await refresh(local, cat.cookie), cat.cookie) };
      const id = (await send(local, fresh, dan.id, 'Too late')).json<{ id: number }>().id;
      expect(id).toBeGreaterThan(0);
      expect(await stream.ended()).toBe('expired');
      expect(hasMessage(stream, id)).toBe(false);
    } finally {
      await local.close();
    }
  });

  it('ends at expiry without any event to deliver', async () => {
    const local = await createTestApp(dialect, { ACCESS_TOKEN_TTL_SECONDS: '3' });
    try {
      const localUrl = await local.app.listen({ port: 0, host: '127.0.0.1' });
      const ben = await signUp(local);
      const stream = await openEventStream(localUrl, ben.cookie);
      expect(await stream.ended(5000)).toBe('expired');
    } finally {
      await local.close();
    }
  });

  it('keeps at most EVENT_STREAMS_PER_USER streams: the 7th closes the 1st', async () => {
    const ben = await signUp(t);
    const streams: EventStream[] = [];
    try {
      for (let i = 0; i < 7; i += 1) streams.push(await openEventStream(url, ben.cookie));
      const [first, ...rest] = streams as [EventStream, ...EventStream[]];
      expect(await first.ended()).toBe('replaced');
      const message = (await send(t, ann, ben.id, 'To every open tab')).json<{ id: number }>();
      for (const stream of rest) {
        await stream.next((e) => e.type === 'message' && e.message.id === message.id);
        expect(stream.isEnded()).toBe(false);
      }
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});

// Several server processes on one PostgreSQL: a sign-out on one ends streams held by another.
describe.runIf(DIALECTS.includes('postgres'))('stream ends across processes', () => {
  it('ends a stream on another process when its session signs out there', async () => {
    const t = await createTestApp('postgres');
    const second = await createTestApp('postgres', {}, t);
    try {
      const ben = await signUp(t);
      const url = await second.app.listen({ port: 0, host: '127.0.0.1' });
      const stream = await openEventStream(url, ben.cookie);
      try {
        expect((await logout(t, ben.cookie)).statusCode).toBe(200);
        expect(await stream.ended()).toBe('signed-out');
      } finally {
        stream.close();
      }
    } finally {
      await second.close();
      await t.close();
    }
  });
});
