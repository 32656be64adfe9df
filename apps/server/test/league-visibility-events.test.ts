import type { LiveEvent } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { type EventStream, openEventStream } from './support/event-stream';
import { activeSeasonId, leagueWithGms, type LeagueSummaryForTest } from './support/leagues';
import { setVisibility } from './support/private-league';
import { createTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)("a members-only league's live events on %s", (dialect) => {
  let t: TestApp;
  let url: string;
  let commissioner: TestUser;
  let outsider: TestUser;
  let league: LeagueSummaryForTest;
  let draftEvent: LiveEvent;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    [commissioner, outsider] = [await signUp(t), await signUp(t)];
    league = await leagueWithGms(t, commissioner, 'Quiet League', []);
    draftEvent = {
      type: 'draft',
      leagueId: league.id,
      seasonId: await activeSeasonId(t, league.id),
      change: 'clock',
      overall: 1,
    };
  });
  afterAll(() => t.close());

  /** Publishes the league's event to both users, then a witness event; resolves once each stream had it. */
  async function publishToBoth(streams: EventStream[]) {
    await t.ctx.events.publish([commissioner.id, outsider.id], draftEvent);
    await t.ctx.events.publish([commissioner.id, outsider.id], { type: 'notification' });
    // Events reach a stream in the order they were published: after the witness, nothing more comes.
    for (const stream of streams) await stream.next((e) => e.type === 'notification');
  }

  it('never reach an outsider, even one they were sent to; members and a public league still hear them', async () => {
    const member = await openEventStream(url, commissioner.cookie);
    const stranger = await openEventStream(url, outsider.cookie);
    try {
      expect((await setVisibility(t, commissioner, league.id, 'members')).statusCode).toBe(200);
      await publishToBoth([member, stranger]);
      expect(member.events.filter((e) => e.type === 'draft')).toEqual([draftEvent]);
      expect(stranger.events.filter((e) => e.type === 'draft')).toEqual([]);

      expect((await setVisibility(t, commissioner, league.id, 'public')).statusCode).toBe(200);
      stranger.events.length = 0;
      await publishToBoth([member, stranger]);
      expect(stranger.events.filter((e) => e.type === 'draft')).toEqual([draftEvent]);
    } finally {
      member.close();
      stranger.close();
    }
  });
});
