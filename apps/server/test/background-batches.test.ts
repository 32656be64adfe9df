import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playDueGames } from '../src/modules/games/simulate';
import { signUp } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueOfDueGames } from './support/due-games';
import { createTestApp, type TestApp } from './support/test-app';

// docs/decisions/073: a process runs at most two background batches of games at once; a batch run for a
// request's own answer does not wait for a slot.
describe.each(DIALECTS)('background batches of games on %s', (dialect) => {
  let t: TestApp;
  let leagueId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const user = await signUp(t);
    leagueId = await leagueOfDueGames(t, user, 'Slots', '2026-03-31');
  });
  afterAll(() => t.close());

  const until = new Date('2026-04-01T00:00:00Z');

  it('waits for a slot while two background batches run, then stores its games', async () => {
    const slots = t.ctx.memory.backgroundBatches;
    const held = [await slots.take(), await slots.take()];
    let run: { stored: number } | null = null;
    const batch = playDueGames(t.ctx, { until, leagueId, limit: 2, background: true }).then((r) => (run = r));
    for (let turns = 0; turns < 20; turns++) await nextTurn();
    expect(run).toBeNull();
    for (const giveBack of held) giveBack();
    await batch;
    expect(run).toMatchObject({ stored: 2 });
  });

  it("does not wait for a slot for a request's own batch", async () => {
    const slots = t.ctx.memory.backgroundBatches;
    const held = [await slots.take(), await slots.take()];
    try {
      expect(await playDueGames(t.ctx, { until, leagueId, limit: 2 })).toMatchObject({ stored: 2 });
    } finally {
      for (const giveBack of held) giveBack();
    }
  });
});
