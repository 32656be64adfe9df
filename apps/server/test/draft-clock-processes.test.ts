import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from './support/closed-port';
import { DIALECTS } from './support/databases';
import { type DraftLeague, draftLeague, expireClock, gmOnClock, noticesOf } from './support/draft';
import { startSharingProcess, type ServerProcess, untilUp } from './support/server-process';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 19: a pick whose clock ran out is made exactly once, with two server processes running the
// draft clock job against one database.

describe.each(DIALECTS)('the draft clock with two server processes on %s', (dialect) => {
  let t: TestApp;
  let setup: DraftLeague;
  const processes: ServerProcess[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    setup = await draftLeague(t);
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop('SIGKILL')));
    await t.close();
  });

  it('makes the expired pick once, tells its GM once and counts one expiry', async () => {
    const started = await setup.api.acted(setup.commissioner, 'start');
    const overall = started.onClock?.overall ?? 0;
    const team = started.onClock?.team.id ?? 0;
    const { gm } = gmOnClock(setup, started);
    const ports = [await closedPort(), await closedPort()];
    const pair = ports.map((port) => startSharingProcess(t, port, { DRAFT_CLOCK_INTERVAL_SECONDS: '0.05' }));
    processes.push(...pair);
    const { db } = t.ctx.database;
    const made = () =>
      db
        .selectFrom('draft_picks')
        .select(['overall', 'player_id', 'source'])
        .where('league_id', '=', setup.league.id)
        .where('player_id', 'is not', null)
        .execute();
    try {
      // Both processes are up before the clock runs out.
      for (const port of ports) await untilUp(port, pair);
      await expireClock(t, setup.league.id);
      const deadline = Date.now() + 60_000;
      while ((await made()).length === 0) {
        if (Date.now() > deadline)
          throw new Error(`Timed out\n${pair.map((p) => p.output()).join('\n---\n')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Many more passes of both: nothing happens twice.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    } finally {
      await Promise.all(pair.map((p) => p.stop()));
    }
    const picks = await made();
    expect(picks).toHaveLength(1);
    expect(picks[0]).toMatchObject({ overall, source: 'best_available' });
    expect(await noticesOf(t, gm, 'draft_auto_pick')).toMatchObject([{ overall, why: 'clock_expired' }]);
    const news = await db
      .selectFrom('league_news')
      .select('id')
      .where('league_id', '=', setup.league.id)
      .where('kind', '=', 'draft_pick')
      .execute();
    expect(news).toHaveLength(1);
    const after = await setup.api.get(setup.commissioner);
    expect(after.expiries).toEqual({ [String(team)]: 1 });
    expect(after.onClock?.overall).toBe(overall + 1);
    expect(after.status).toBe('running');
  }, 120_000);
});
