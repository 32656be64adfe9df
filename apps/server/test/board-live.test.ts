import type { BoardChannels } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { signUp } from './support/accounts';
import { DIALECTS } from './support/databases';
import { boardEvent, openEventStream } from './support/event-stream';
import { leagueWithGms, requestsAs } from './support/leagues';
import { createTestApp } from './support/test-app';

// Issue 33: a board post reaches the live streams of the league's members. On PostgreSQL the stream is held
// by a second server (its own event bus on the same database), so the post crosses LISTEN/NOTIFY; on SQLite,
// one process, by the same one.
describe.each(DIALECTS)('the league board live on %s', (dialect) => {
  it('delivers a post to a GM’s stream, on another process where there are several', async () => {
    const t = await createTestApp(dialect);
    const second = dialect === 'postgres' ? await createTestApp(dialect, {}, t) : t;
    try {
      const [owner, amy, ben] = [await signUp(t), await signUp(t), await signUp(t)];
      const league = await leagueWithGms(t, owner, 'Live Board', [amy, ben]);
      const inject = requestsAs(t);
      const channels = (
        await inject(amy, 'GET', `/api/league/${league.id}/board/channels`)
      ).json<BoardChannels>();
      const trades = channels.channels.find((c) => c.name === 'Trades')?.id ?? 0;

      const url = await second.app.listen({ port: 0, host: '127.0.0.1' });
      const stream = await openEventStream(url, ben.cookie);
      try {
        const started = await inject(
          amy,
          'POST',
          `/api/league/${league.id}/board/channels/${trades}/threads`,
          {
            title: 'Goalie for sale',
            body: `@${ben.username} interested?`,
          },
        );
        expect(started.statusCode, started.body).toBe(201);
        const { thread, post } = started.json<{ thread: { id: number }; post: { id: number } }>();
        const event = await stream.next((e) => e.type === 'board' && e.postId === post.id);
        expect(event).toEqual(
          boardEvent({ leagueId: league.id, channelId: trades, threadId: thread.id }, post.id, 'thread'),
        );
        // The mention's notification reaches him there too.
        await stream.next((e) => e.type === 'notification');
        const replied = await inject(
          amy,
          'POST',
          `/api/league/${league.id}/board/threads/${thread.id}/posts`,
          {
            body: 'Still there?',
          },
        );
        const reply = replied.json<{ id: number }>();
        await stream.next((e) => e.type === 'board' && e.change === 'post' && e.postId === reply.id);
      } finally {
        stream.close();
      }
    } finally {
      if (second !== t) await second.close();
      await t.close();
    }
  });
});
