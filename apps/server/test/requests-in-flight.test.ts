import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { openEventStream } from './support/event-stream';
import { createTestApp, type TestApp } from './support/test-app';

// docs/decisions/073: background game batches wait for the requests in flight; a request counts from its
// arrival until its answer is sent, and a live event stream, open as long as a tab, never counts.
describe.each(DIALECTS)('requests in flight on %s', (dialect) => {
  let t: TestApp;
  let gm: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    gm = await signUp(t);
  });
  afterAll(() => t.close());

  it('counts a read while it is answered, and not once it is, nor a write', async () => {
    const requests = t.ctx.memory.requests;
    // Whether the request was seen in flight on some turn of the event loop before its answer came.
    const seenInFlight = async (send: () => Promise<{ statusCode: number }>) => {
      let answered = false;
      const sent = send().then((response) => {
        answered = true;
        return response;
      });
      let most = 0;
      while (!answered) {
        most = Math.max(most, requests.size);
        await nextTurn();
      }
      expect((await sent).statusCode).toBe(200);
      return most;
    };
    // A signed-in read checks its token off the event loop: long enough to be seen in flight.
    const me = () =>
      t.app.inject({ method: 'GET', url: '/api/db/users/get', headers: { cookie: gm.cookie } });
    expect(await seenInFlight(me)).toBe(1);
    expect(requests.size).toBe(0);
    // A sign-in hashes its password off the event loop too, but a write is never counted.
    expect(await seenInFlight(() => login(t, gm.username, gm.password))).toBe(0);
  });

  it('does not count an open live event stream', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(url, gm.cookie);
    try {
      expect(stream.isEnded()).toBe(false);
      expect(t.ctx.memory.requests.size).toBe(0);
      const health = await fetch(`${url}/api/health`);
      expect(health.status).toBe(200);
      await health.text();
      // The answer's end reaches the server a moment after the client has it.
      for (let turns = 0; turns < 100 && t.ctx.memory.requests.size > 0; turns++) await nextTurn();
      expect(t.ctx.memory.requests.size).toBe(0);
    } finally {
      stream.close();
    }
  });
});
