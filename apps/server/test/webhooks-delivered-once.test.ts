import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDue } from '../src/modules/webhooks/deliver';
import { enqueueWebhookEvent } from '../src/modules/webhooks/enqueue';
import { CLAIM_MS, claimDue } from '../src/modules/webhooks/outbox';
import { recordAttempt } from '../src/modules/webhooks/outbox-repo';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms, requestsAs } from './support/leagues';
import { seasonInPlay } from './support/played-season';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { createTestApp, type TestApp } from './support/test-app';
import { SINK_ALLOWED, WebhookSink } from './support/webhook-sink';

async function until(check: () => Promise<boolean>, timeoutMs: number, servers: ServerProcess[] = []) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      const logs = servers.map((s, i) => `--- process ${i + 1}:\n${s.output()}`).join('\n');
      throw new Error(`Timed out waiting\n${logs}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const event = (n: number) => ({
  kind: 'results' as const,
  title: `Result ${n}`,
  text: `Game ${n} is final.`,
  at: new Date(Date.UTC(2026, 9, 1, 0, n)).toISOString(),
  data: { n },
});

/** Adds a JSON webhook on `path` as `user` and tells the sink its secret. */
async function addWebhook(
  t: TestApp,
  sink: WebhookSink,
  user: TestUser,
  leagueId: number,
  path: string,
  kinds: string[],
) {
  const response = await requestsAs(t)(user, 'POST', `/api/league/${leagueId}/webhooks`, {
    url: sink.url(path),
    format: 'json',
    kinds,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { id, secret } = response.json<{ id: number; secret: string }>();
  sink.expectSecret(path, secret);
  return id;
}

/** How many times each delivery id reached `path`. */
function timesEach(sink: WebhookSink, path: string): number[] {
  const counts = new Map<string, number>();
  for (const r of sink.to(path)) {
    const id = String(r.headers['x-rinkside-delivery']);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return [...counts.values()];
}

describe.each(DIALECTS)('webhook deliveries, each once, on %s', (dialect) => {
  let t: TestApp;
  let sink: WebhookSink;
  let commissioner: TestUser;
  let leagueId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, SINK_ALLOWED);
    sink = await new WebhookSink().start();
    commissioner = await signUp(t);
    leagueId = (await leagueWithGms(t, commissioner, 'Outbox', [])).id;
  });
  afterAll(async () => {
    await sink.stop();
    await t.close();
  });

  it("queues an event for each webhook taking its kind, and none when the caller's transaction rolls back", async () => {
    const results = await addWebhook(t, sink, commissioner, leagueId, '/results', ['results', 'awards']);
    const phases = await addWebhook(t, sink, commissioner, leagueId, '/phases', ['phases']);
    const { db } = t.ctx.database;
    await db.transaction().execute((trx) => enqueueWebhookEvent(trx, leagueId, event(1)));
    await expect(
      db.transaction().execute(async (trx) => {
        await enqueueWebhookEvent(trx, leagueId, event(2));
        throw new Error('the event itself failed');
      }),
    ).rejects.toThrow('the event itself failed');
    const queued = await db.selectFrom('webhook_deliveries').select(['webhook_id', 'kind']).execute();
    expect(queued).toEqual([{ webhook_id: results, kind: 'results' }]);
    await deliverDue(t.ctx, 'one');
    expect(sink.to('/results').map((r) => r.body.title)).toEqual(['Result 1']);
    expect(sink.to('/phases')).toEqual([]);
    for (const id of [results, phases])
      await requestsAs(t)(commissioner, 'DELETE', `/api/league/${leagueId}/webhooks/${id}`);
  });

  it('two server processes sending at once deliver each event exactly once between them', async () => {
    await addWebhook(t, sink, commissioner, leagueId, '/race', ['results']);
    const { db } = t.ctx.database;
    for (let n = 0; n < 30; n += 1) await enqueueWebhookEvent(db, leagueId, event(n));
    const second = await createTestApp(dialect, SINK_ALLOWED, t);
    try {
      const passes = await Promise.all([
        deliverDue(t.ctx, 'process-a'),
        deliverDue(second.ctx, 'process-b'),
        deliverDue(t.ctx, 'process-a'),
        deliverDue(second.ctx, 'process-b'),
      ]);
      expect(passes.reduce((a, b) => a + b, 0)).toBe(30);
    } finally {
      await second.close();
    }
    expect(timesEach(sink, '/race')).toHaveLength(30);
    expect(timesEach(sink, '/race').every((n) => n === 1)).toBe(true);
    expect(sink.to('/race').every((r) => r.signatureValid)).toBe(true);
  });

  it("a delivery held by a process that died is taken by another once the claim expires, and the late one's result is ignored", async () => {
    const { db } = t.ctx.database;
    await db.deleteFrom('webhook_deliveries').execute();
    await enqueueWebhookEvent(db, leagueId, event(99));
    const [claimed] = await claimDue(db, { now: t.ctx.now(), owner: 'dead', limit: 10 });
    expect(claimed).toBeDefined();
    expect(await claimDue(db, { now: t.ctx.now(), owner: 'alive', limit: 10 })).toEqual([]);
    t.advance(CLAIM_MS + 1_000);
    expect(await claimDue(db, { now: t.ctx.now(), owner: 'alive', limit: 10 })).toEqual([claimed]);
    const late = {
      statusCode: 200,
      error: null,
      deliveredAt: t.ctx.now().toISOString(),
      nextAttemptAt: null,
    };
    expect(await recordAttempt(db, { id: claimed ?? 0, owner: 'dead', attempts: 1, outcome: late })).toBe(
      false,
    );
    expect(await recordAttempt(db, { id: claimed ?? 0, owner: 'alive', attempts: 1, outcome: late })).toBe(
      true,
    );
  });
});

describe.each(DIALECTS)("a league's games reach its webhooks on %s", (dialect) => {
  let t: TestApp;
  let sink: WebhookSink;
  beforeAll(async () => {
    t = await createTestApp(dialect, SINK_ALLOWED);
    sink = await new WebhookSink().start();
  });
  afterAll(async () => {
    await sink.stop();
    await t.close();
  });

  it('sends each final game once to a webhook taking results, and nothing to one taking awards alone', async () => {
    const commissioner = await signUp(t);
    const season = await seasonInPlay(t, commissioner);
    await addWebhook(t, sink, commissioner, season.league.id, '/games', ['results']);
    await addWebhook(t, sink, commissioner, season.league.id, '/awards', ['awards']);
    await season.simulate('2026-10-12');
    await deliverDue(t.ctx, 'games');
    const finals = await season.finalGameIds('regular');
    expect(finals.length).toBeGreaterThan(0);
    const games = sink.to('/games');
    expect(games.every((r) => r.signatureValid && r.body.kind === 'results')).toBe(true);
    const gameIds = games
      .map((r) => (r.body.data as { gameId?: number }).gameId)
      .filter((id) => id !== undefined);
    expect(gameIds.sort()).toEqual([...finals].sort());
    expect(games.find((r) => typeof r.body.url === 'string')?.body.url).toMatch(
      /^http:\/\/rinkside\.test\/league\//,
    );
    expect(sink.to('/awards')).toEqual([]);
  });
});

// Several real server processes on one PostgreSQL, each with its delivery worker running.
describe.runIf(DIALECTS.includes('postgres'))(
  'webhook delivery across server processes on PostgreSQL',
  () => {
    let t: TestApp;
    let sink: WebhookSink;
    const processes: ServerProcess[] = [];
    beforeAll(async () => {
      t = await createTestApp('postgres', SINK_ALLOWED);
      sink = await new WebhookSink().start();
    });
    afterAll(async () => {
      await Promise.all(processes.map((p) => p.stop('SIGKILL')));
      await sink.stop();
      await t.close();
    });

    it('two processes deliver every queued event exactly once between them', async () => {
      const commissioner = await signUp(t);
      const league = await leagueWithGms(t, commissioner, 'Two Processes', []);
      await addWebhook(t, sink, commissioner, league.id, '/pair', ['results']);
      const env = (port: number) => ({
        DATABASE_URL: t.ctx.config.DATABASE_URL,
        JWT_SECRET: t.ctx.config.JWT_SECRET,
        PORT: String(port),
        WEBHOOK_INTERVAL_SECONDS: '0.1',
        ...SINK_ALLOWED,
      });
      const pair = [4291, 4292].map((port) => startServerProcess(env(port)));
      processes.push(...pair);
      try {
        // Both running before anything is queued, so they race for every batch.
        const healthy = (port: number) => async () =>
          (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok === true;
        await until(healthy(4291), 60_000, pair);
        await until(healthy(4292), 60_000, pair);
        for (let n = 0; n < 40; n += 1) {
          await enqueueWebhookEvent(t.ctx.database.db, league.id, event(n));
          if (n % 8 === 7) await new Promise((resolve) => setTimeout(resolve, 150));
        }
        await until(async () => timesEach(sink, '/pair').length === 40, 60_000, pair);
        // Time for a double delivery to show, had there been one.
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      } finally {
        await Promise.all(pair.map((p) => p.stop()));
      }
      expect(timesEach(sink, '/pair').every((n) => n === 1)).toBe(true);
      expect(sink.to('/pair')).toHaveLength(40);
      const statuses = await t.ctx.database.db
        .selectFrom('webhook_deliveries')
        .select('status')
        .distinct()
        .execute();
      expect(statuses).toEqual([{ status: 'delivered' }]);
    }, 90_000);
  },
);
