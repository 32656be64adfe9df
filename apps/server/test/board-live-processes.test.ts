import type { BoardChannels, LiveEvent } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAt, signUp, type TestUser } from './support/accounts';
import { closedPort } from './support/closed-port';
import { DIALECTS } from './support/databases';
import { boardEvent, type EventStream, openEventStream } from './support/event-stream';
import { leagueWithGms, type LeagueSummaryForTest, requestsAs } from './support/leagues';
import { startSharingProcess, type ServerProcess, untilUp } from './support/server-process';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 33: a post created on one server process reaches a stream held by another. Two real server
// processes on one PostgreSQL, each with its own event bus: the post crosses LISTEN/NOTIFY between them.
// One process alone (SQLite) has nothing to cross; board-live.test.ts covers it there.

/** Cross-process delivery on a loaded machine: more than the stream's default wait. */
const ARRIVAL_MS = 10_000;

interface Answer {
  status: number;
  body: unknown;
}

describe.runIf(DIALECTS.includes('postgres'))(
  'the league board live across server processes on PostgreSQL',
  () => {
    let t: TestApp;
    let league: LeagueSummaryForTest;
    let trades: number;
    let amy: TestUser;
    let ben: TestUser;
    const processes: ServerProcess[] = [];
    /** Process A's and process B's addresses. */
    const urls: string[] = [];
    const streams: EventStream[] = [];

    beforeAll(async () => {
      t = await createTestApp('postgres');
      const owner = await signUp(t);
      [amy, ben] = [await signUp(t), await signUp(t)];
      league = await leagueWithGms(t, owner, 'Live Board Processes', [amy, ben]);
      const channels = (
        await requestsAs(t)(amy, 'GET', `/api/league/${league.id}/board/channels`)
      ).json<BoardChannels>();
      trades = channels.channels.find((c) => c.name === 'Trades')?.id ?? 0;
      expect(trades).toBeGreaterThan(0);
      const ports = [await closedPort(), await closedPort()];
      for (const port of ports) {
        processes.push(startSharingProcess(t, port));
        urls.push(`http://127.0.0.1:${port}`);
      }
      for (const port of ports) await untilUp(port, processes);
    }, 90_000);
    afterAll(async () => {
      for (const stream of streams) stream.close();
      await Promise.all(processes.map((p) => p.stop('SIGKILL')));
      await t.close();
    });

    const [onA, onB] = [0, 1];
    const logs = () => processes.map((p, i) => `--- process ${'AB'[i]}:\n${p.output()}`).join('\n');

    /** A request over HTTP to process `via`, with the Cookie header of a session signed in there. */
    async function call(via: number, cookie: string, path: string, body: object): Promise<Answer> {
      const response = await fetch(`${urls[via]}/api/league/${league.id}${path}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    }

    async function streamAt(via: number, cookie: string): Promise<EventStream> {
      const stream = await openEventStream(urls[via] ?? '', cookie);
      streams.push(stream);
      return stream;
    }

    /** The first event on `stream` matching, or a failure showing what did arrive and the processes' logs. */
    async function arrival(stream: EventStream, match: (event: LiveEvent) => boolean): Promise<LiveEvent> {
      try {
        return await stream.next(match, ARRIVAL_MS);
      } catch {
        throw new Error(`No such event; the stream had ${JSON.stringify(stream.events)}\n${logs()}`);
      }
    }

    it('a thread and a reply made on process A reach a GM’s stream on process B, with the mention’s notice', async () => {
      // Each signs in on the process he uses, as two browsers behind a load balancer would.
      const amyOnA = await signInAt(urls[onA] ?? '', amy);
      const benOnB = await signInAt(urls[onB] ?? '', ben);
      const stream = await streamAt(onB, benOnB);

      const started = await call(onA, amyOnA, `/board/channels/${trades}/threads`, {
        title: 'Goalie for sale',
        body: `@${ben.username} interested?`,
      });
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      const { thread, post } = started.body as { thread: { id: number }; post: { id: number } };

      const event = await arrival(stream, (e) => e.type === 'board' && e.postId === post.id);
      expect(event).toEqual(
        boardEvent({ leagueId: league.id, channelId: trades, threadId: thread.id }, post.id, 'thread'),
      );
      // The mention's notification reaches him there too.
      expect(await arrival(stream, (e) => e.type === 'notification')).toEqual({ type: 'notification' });

      const replied = await call(onA, amyOnA, `/board/threads/${thread.id}/posts`, { body: 'Still there?' });
      expect(replied.status, JSON.stringify(replied.body)).toBe(201);
      const reply = replied.body as { id: number };
      const replyEvent = await arrival(
        stream,
        (e) => e.type === 'board' && e.change === 'post' && e.postId === reply.id,
      );
      expect(replyEvent).toEqual(
        boardEvent({ leagueId: league.id, channelId: trades, threadId: thread.id }, reply.id, 'post'),
      );
      // Each change reached him once, though two processes (and the test's own app) listen on the database.
      const boardEvents = stream.events.filter((e) => e.type === 'board');
      expect(boardEvents).toEqual([event, replyEvent]);
      stream.close();
    }, 60_000);

    it('and the other way: a reply made on process B reaches a GM’s stream on process A', async () => {
      const amyOnA = await signInAt(urls[onA] ?? '', amy);
      const benOnB = await signInAt(urls[onB] ?? '', ben);
      const stream = await streamAt(onA, amyOnA);

      const started = await call(onA, amyOnA, `/board/channels/${trades}/threads`, {
        title: 'Cap space',
        body: 'Anyone taking salary?',
      });
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      const { thread } = started.body as { thread: { id: number } };

      const replied = await call(onB, benOnB, `/board/threads/${thread.id}/posts`, { body: 'I am.' });
      expect(replied.status, JSON.stringify(replied.body)).toBe(201);
      const reply = replied.body as { id: number };
      const event = await arrival(stream, (e) => e.type === 'board' && e.postId === reply.id);
      expect(event).toEqual(
        boardEvent({ leagueId: league.id, channelId: trades, threadId: thread.id }, reply.id, 'post'),
      );
      stream.close();
    }, 60_000);
  },
);
