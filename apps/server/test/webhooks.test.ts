import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDue } from '../src/modules/webhooks/deliver';
import { login, signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createLeague, leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { cookiesFrom, createTestApp, type TestApp } from './support/test-app';
import { SINK_ALLOWED, WebhookSink } from './support/webhook-sink';

interface ListedWebhook {
  id: number;
  url: string;
  format: string;
  kinds: string[];
  secret: string;
  lastStatus: string | null;
}
interface ListedDelivery {
  id: number;
  kind: string;
  status: string;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

describe.each(DIALECTS)('league webhooks on %s', (dialect) => {
  let t: TestApp;
  let sink: WebhookSink;
  let commissioner: TestUser;
  let gm: TestUser;
  let league: LeagueSummaryForTest;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const base = () => `/api/league/${league.id}/webhooks`;
  const deliver = () => deliverDue(t.ctx, 'test-process');

  async function addWebhook(path: string, body: Record<string, unknown> = {}) {
    const response = await inject(commissioner, 'POST', base(), {
      url: sink.url(path),
      format: 'json',
      kinds: ['results'],
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<ListedWebhook>();
    sink.expectSecret(path, created.secret);
    return created;
  }
  async function deliveries(webhookId: number) {
    const response = await inject(commissioner, 'GET', `${base()}/${webhookId}/deliveries`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ deliveries: ListedDelivery[] }>().deliveries;
  }
  async function sendTest(webhookId: number) {
    const response = await inject(commissioner, 'POST', `${base()}/${webhookId}/test`);
    expect(response.statusCode, response.body).toBe(202);
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, SINK_ALLOWED);
    sink = await new WebhookSink().start();
    commissioner = await signUp(t);
    gm = await signUp(t);
    league = await leagueWithGms(t, commissioner, 'Hooked', [gm]);
  });
  afterAll(async () => {
    await sink.stop();
    await t.close();
  });

  it('lets only the commissioner manage webhooks: a GM gets 403 with the reason, a visitor 401', async () => {
    const hook = await addWebhook('/guarded');
    const calls: [method: 'GET' | 'POST' | 'DELETE', url: string][] = [
      ['GET', base()],
      ['POST', base()],
      ['DELETE', `${base()}/${hook.id}`],
      ['GET', `${base()}/${hook.id}/deliveries`],
      ['POST', `${base()}/${hook.id}/test`],
    ];
    for (const [method, url] of calls) {
      const payload =
        method === 'POST' ? { url: sink.url('/x'), format: 'json', kinds: ['results'] } : undefined;
      const asGm = await inject(gm, method, url, payload);
      expect(asGm.statusCode, `${method} ${url}`).toBe(403);
      expect(asGm.json().message).toBe('Only the league commissioner can do that.');
      expect((await inject(null, method, url, payload)).statusCode).toBe(401);
    }
    const listed = (await inject(commissioner, 'GET', base())).json<{ webhooks: ListedWebhook[] }>();
    expect(listed.webhooks.map((w) => w.id)).toContain(hook.id);
    expect(await deliveries(hook.id)).toEqual([]);
  });

  it('refuses a bad address, format or kinds with a 400 that says which, and stores nothing', async () => {
    const before = (await inject(commissioner, 'GET', base())).json<{ webhooks: unknown[] }>().webhooks;
    const cases: [Record<string, unknown>, string][] = [
      [{ url: 'ftp://127.0.0.1/x' }, 'url: must be an http:// or https:// address'],
      [{ url: 'not a url' }, 'url: must be an http:// or https:// address'],
      [{ url: undefined }, 'url: enter the address to send events to'],
      [{ format: 'slack' }, "format: must be 'discord' or 'json'"],
      [{ kinds: [] }, 'kinds: choose at least one kind of event'],
      [{ kinds: ['results', 'trades'] }, 'kinds: each must be one of results, transactions, phases, awards'],
      [{ kinds: ['results', 'results'] }, 'kinds: each kind at most once'],
    ];
    for (const [change, message] of cases) {
      const body = { url: sink.url('/bad'), format: 'json', kinds: ['results'], ...change };
      const response = await inject(commissioner, 'POST', base(), body);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const after = (await inject(commissioner, 'GET', base())).json<{ webhooks: unknown[] }>().webhooks;
    expect(after).toEqual(before);
  });

  it('answers 404 for a webhook that does not exist or belongs to another league', async () => {
    const other = await createLeague(t, commissioner, {
      name: 'Other',
      mode: 'Custom',
      importTeams: false,
      teamCount: 4,
    });
    const created = await inject(commissioner, 'POST', `/api/league/${other.id}/webhooks`, {
      url: sink.url('/other'),
      format: 'discord',
      kinds: ['phases'],
    });
    const foreignId = created.json<ListedWebhook>().id;
    for (const id of [foreignId, 999_999]) {
      for (const [method, url] of [
        ['GET', `${base()}/${id}/deliveries`],
        ['POST', `${base()}/${id}/test`],
        ['DELETE', `${base()}/${id}`],
      ] as const) {
        const response = await inject(commissioner, method, url);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().message).toBe('Webhook not found in this league.');
      }
    }
    const stillThere = await inject(
      commissioner,
      'GET',
      `/api/league/${other.id}/webhooks/${foreignId}/deliveries`,
    );
    expect(stillThere.statusCode).toBe(200);
  });

  it('delivers a test event once, signed with the secret, and lists it as delivered', async () => {
    const hook = await addWebhook('/signed');
    await sendTest(hook.id);
    expect(await deliver()).toBe(1);
    expect(await deliver()).toBe(0);
    const [received] = sink.to('/signed');
    expect(sink.to('/signed')).toHaveLength(1);
    expect(received?.signatureValid).toBe(true);
    expect(received?.headers['x-rinkside-event']).toBe('test');
    const [delivery] = await deliveries(hook.id);
    expect(received?.headers['x-rinkside-delivery']).toBe(String(delivery?.id));
    expect(received?.body).toMatchObject({
      id: delivery?.id,
      league: { id: league.id, name: 'Hooked' },
      kind: 'test',
      url: `http://rinkside.test/league/${league.id}`,
    });
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
      lastError: null,
    });
    const listed = (await inject(commissioner, 'GET', base())).json<{ webhooks: ListedWebhook[] }>();
    expect(listed.webhooks.find((w) => w.id === hook.id)?.lastStatus).toBe('delivered');
  });

  it('sends Discord webhooks an embed and no signature', async () => {
    const hook = await addWebhook('/discord', { format: 'discord' });
    await sendTest(hook.id);
    await deliver();
    const [received] = sink.to('/discord');
    expect(received?.signatureValid).toBeNull();
    expect(received?.body).toMatchObject({
      embeds: [{ title: 'Test from Hooked', url: `http://rinkside.test/league/${league.id}` }],
    });
  });

  it('retries after the receiver fails, not before its backoff, and delivers once it answers 200', async () => {
    const hook = await addWebhook('/flaky');
    sink.answer('/flaky', 500);
    await sendTest(hook.id);
    await deliver();
    const [failed] = await deliveries(hook.id);
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: 500,
      lastError: 'The receiver answered 500.',
      deliveredAt: null,
    });
    const wait = new Date(failed?.nextAttemptAt ?? '').getTime() - t.ctx.now().getTime();
    expect(wait).toBeGreaterThan(25_000);
    expect(wait).toBeLessThanOrEqual(30_000);

    t.advance(20_000);
    await deliver();
    expect(sink.to('/flaky')).toHaveLength(1);
    t.advance(10_000);
    await deliver();
    const attempts = sink.to('/flaky');
    expect(attempts.map((r) => r.answered)).toEqual([500, 200]);
    expect(attempts.every((r) => r.signatureValid)).toBe(true);
    expect(new Set(attempts.map((r) => r.headers['x-rinkside-delivery'])).size).toBe(1);
    expect((await deliveries(hook.id))[0]).toMatchObject({
      status: 'delivered',
      attempts: 2,
      lastStatusCode: 200,
    });
  });

  it('gives up after six attempts and says why; an unreachable receiver is an error, not a status', async () => {
    const hook = await addWebhook('/down');
    sink.answer('/down', 503, 503, 503, 503, 503, 503, 503);
    await sendTest(hook.id);
    for (let i = 0; i < 8; i += 1) {
      await deliver();
      t.advance(6 * 60 * 60_000);
    }
    // Two days on, the commissioner's access token has expired: sign in again.
    commissioner.cookie = cookiesFrom(await login(t, commissioner.username, commissioner.password));
    expect(sink.to('/down')).toHaveLength(6);
    expect((await deliveries(hook.id))[0]).toMatchObject({
      status: 'failed',
      attempts: 6,
      lastStatusCode: 503,
    });

    const closed = await inject(commissioner, 'POST', base(), {
      url: 'http://127.0.0.1:9/nobody',
      format: 'json',
      kinds: ['awards'],
    });
    const closedId = closed.json<ListedWebhook>().id;
    await sendTest(closedId);
    await deliver();
    const [unreachable] = await deliveries(closedId);
    expect(unreachable).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: null,
      lastError: 'Could not connect to the receiver.',
    });
  });

  it('removes a webhook with its deliveries; nothing more is sent to it', async () => {
    const hook = await addWebhook('/removed');
    await sendTest(hook.id);
    const removed = await inject(commissioner, 'DELETE', `${base()}/${hook.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    await deliver();
    expect(sink.to('/removed')).toHaveLength(0);
    expect((await inject(commissioner, 'GET', `${base()}/${hook.id}/deliveries`)).statusCode).toBe(404);
    const left = await t.ctx.database.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('webhook_id', '=', hook.id)
      .execute();
    expect(left).toEqual([]);
  });

  it("records adding and removing a webhook in the league's audit log, by its host alone", async () => {
    const audit = async () => {
      const log = await inject(commissioner, 'GET', `/api/league/${league.id}/audit`);
      expect(log.statusCode, log.body).toBe(200);
      expect(log.body).not.toContain('secret-path-token');
      return log
        .json<{ entries: { action: string; details: unknown }[] }>()
        .entries.filter((entry) => entry.action.startsWith('webhook_'));
    };
    const before = (await audit()).length;
    const hook = await addWebhook('/audited/secret-path-token');
    expect((await inject(commissioner, 'DELETE', `${base()}/${hook.id}`)).statusCode).toBe(200);
    // A second removal of the same webhook is not found and records nothing more.
    expect((await inject(commissioner, 'DELETE', `${base()}/${hook.id}`)).statusCode).toBe(404);
    const host = new URL(sink.url('/')).host;
    const entries = await audit();
    expect(entries.length - before).toBe(2);
    expect(entries.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'webhook_removed', details: { host } }),
      expect.objectContaining({ action: 'webhook_added', details: { host } }),
    ]);
  });
});
