import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDue } from '../src/modules/webhooks/deliver';
import { enqueueWebhookEvent } from '../src/modules/webhooks/enqueue';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms, requestsAs } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';
import { SINK_ALLOWED, SINK_SECRET, WebhookSink } from './support/webhook-sink';

interface ListedDelivery {
  status: string;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
}

// Issue 27: a commissioner is anyone who signed up, so webhooks reach only public https receivers, or the
// networks the operator allows (docs/decisions/057).
describe.each(DIALECTS)('webhooks that cannot reach inside on %s', (dialect) => {
  // Four server processes on one database, each with its own settings:
  let allowing: TestApp; // allows the sink and every internal address the tests save (never delivers)
  let bare: TestApp; // allows nothing internal: the default
  let sinkOnly: TestApp; // allows the sink's 127.0.0.1 alone
  let quick: TestApp; // allows the sink, and waits 0.5 s for an answer
  let sink: WebhookSink;
  let commissioner: TestUser;
  let leagueId: number;
  let port: string;

  const base = (league = leagueId) => `/api/league/${league}/webhooks`;
  async function save(app: TestApp, url: string, league = leagueId) {
    return requestsAs(app)(commissioner, 'POST', base(league), { url, format: 'json', kinds: ['results'] });
  }
  async function saved(app: TestApp, url: string, league = leagueId): Promise<number> {
    const response = await save(app, url, league);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
    return response.json<{ id: number }>().id;
  }
  async function sendTest(app: TestApp, id: number, league = leagueId) {
    return requestsAs(app)(commissioner, 'POST', `${base(league)}/${id}/test`);
  }
  async function deliveriesOf(id: number, league = leagueId) {
    const response = await requestsAs(allowing)(commissioner, 'GET', `${base(league)}/${id}/deliveries`);
    expect(response.statusCode, response.body).toBe(200);
    return { raw: response.body, list: response.json<{ deliveries: ListedDelivery[] }>().deliveries };
  }
  async function remove(...ids: number[]) {
    for (const id of ids) await requestsAs(allowing)(commissioner, 'DELETE', `${base()}/${id}`);
  }
  /** A league of its own for each ten URLs (a league keeps at most ten webhooks). */
  async function leagueFor(index: number): Promise<number> {
    if (index < 10) return leagueId;
    extraLeague ??= (await leagueWithGms(allowing, commissioner, 'Inside Out II', [])).id;
    return extraLeague;
  }
  let extraLeague: number | undefined;

  beforeAll(async () => {
    allowing = await createTestApp(dialect, {
      WEBHOOK_ALLOWED_NETWORKS:
        '127.0.0.0/8,::1/128,10.0.0.0/8,169.254.0.0/16,100.64.0.0/10,fd00::/8,0.0.0.0/8',
    });
    bare = await createTestApp(dialect, {}, allowing);
    sinkOnly = await createTestApp(dialect, SINK_ALLOWED, allowing);
    quick = await createTestApp(dialect, { ...SINK_ALLOWED, WEBHOOK_TIMEOUT_SECONDS: '0.5' }, allowing);
    sink = await new WebhookSink().start();
    port = new URL(sink.url('/')).port;
    commissioner = await signUp(allowing);
    leagueId = (await leagueWithGms(allowing, commissioner, 'Inside Out', [])).id;
  });
  afterAll(async () => {
    await sink.stop();
    for (const app of [bare, sinkOnly, quick]) await app.close();
    await allowing.close();
  });

  // Every spelling of an internal address: the WHATWG parser reads 127.1, 0x7f000001, 2130706433 and
  // 0177.0.0.1 as 127.0.0.1, and the check is on the address, however it was written.
  const internalUrls = () => [
    [`http://127.0.0.1:${port}/plain`, '127.0.0.1 is a loopback address'],
    [`http://127.1:${port}/short`, '127.0.0.1 is a loopback address'],
    [`http://0x7f000001:${port}/hex`, '127.0.0.1 is a loopback address'],
    [`http://2130706433:${port}/decimal`, '127.0.0.1 is a loopback address'],
    [`http://0177.0.0.1:${port}/octal`, '127.0.0.1 is a loopback address'],
    [`http://[::ffff:127.0.0.1]:${port}/mapped`, '::ffff:7f00:1 is a loopback address'],
    [`http://[::ffff:7f00:1]:${port}/mapped-hex`, '::ffff:7f00:1 is a loopback address'],
    [`http://localhost:${port}/name`, 'localhost is 127.0.0.1, a loopback address'],
    [`https://[::1]:${port}/six`, '::1 is a loopback address'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254 is a link-local address'],
    ['http://10.0.0.1/hook', '10.0.0.1 is a private address'],
    ['https://100.64.0.1/hook', '100.64.0.1 is a carrier-grade NAT address'],
    ['https://[fd00::1]/hook', 'fd00::1 is a unique-local address'],
    ['https://0.0.0.0/hook', '0.0.0.0 is an unspecified address'],
  ];
  // Those of them that reach the sink when the allow-list names 127.0.0.1.
  const sinkSpellings = ['/plain', '/short', '/hex', '/decimal', '/octal', '/mapped', '/mapped-hex', '/name'];

  it('refuses every spelling of an internal address when saved, with a 400 naming why, and stores nothing', async () => {
    for (const [url, reason] of internalUrls()) {
      const response = await save(bare, url ?? '');
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toBe(
        `Webhook URLs must not point at a private or internal address (${reason}).`,
      );
    }
    const plain = await save(bare, 'http://8.8.8.8/hook');
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe('Webhook URLs must use https.');
    const unknown = await save(bare, 'https://nowhere.invalid/hook');
    expect(unknown.json().message).toBe(
      "The webhook URL's host nowhere.invalid could not be found. Check the address.",
    );
    const listed = await requestsAs(bare)(commissioner, 'GET', base());
    expect(listed.json()).toEqual({ webhooks: [] });
    // A public https address is fine (not sent to here), and the allow-list lets plain http in.
    await remove(await saved(bare, 'https://8.8.8.8/hook'), await saved(sinkOnly, sink.url('/allowed')));
  });

  it('checks again at delivery: nothing reaches the sink unless the allow-list names it', async () => {
    const saves = new Map<string, { id: number; league: number }>();
    for (const [index, [url]] of internalUrls().entries()) {
      const league = await leagueFor(index);
      const id = await saved(allowing, url ?? '', league);
      saves.set(url ?? '', { id, league });
      expect((await sendTest(allowing, id, league)).statusCode).toBe(202);
    }

    // The operator took the allow-list away: each attempt is refused before any connection.
    expect(await deliverDue(bare.ctx, 'bare')).toBe(saves.size);
    expect(sink.received).toHaveLength(0);
    for (const [url, reason] of internalUrls()) {
      const { id, league } = saves.get(url ?? '') ?? { id: 0, league: 0 };
      expect((await deliveriesOf(id, league)).list, url).toMatchObject([
        {
          status: 'pending',
          attempts: 1,
          lastStatusCode: null,
          lastError: `The address is not allowed: ${reason}.`,
        },
      ]);
    }

    // Allowed 127.0.0.1 alone, the loopback spellings of it reach the sink; the rest still do not.
    sinkOnly.advance(31_000);
    await deliverDue(sinkOnly.ctx, 'sink-only');
    expect(sink.received.map((r) => r.path).sort()).toEqual([...sinkSpellings].sort());
    const ipv6 = saves.get(`https://[::1]:${port}/six`) ?? { id: 0, league: 0 };
    expect((await deliveriesOf(ipv6.id, ipv6.league)).list[0]?.lastError).toBe(
      'The address is not allowed: ::1 is a loopback address.',
    );
    for (const { id, league } of saves.values()) {
      await requestsAs(allowing)(commissioner, 'DELETE', `${base(league)}/${id}`);
    }
    sink.received.length = 0;
  });

  it("stores the receiver's status and our own reason, never its answer or the socket's error", async () => {
    const failing = await saved(allowing, sink.url('/fails'));
    const moved = await saved(allowing, sink.url('/moved'));
    const closed = await saved(allowing, 'http://127.0.0.1:9/closed');
    sink.answer('/fails', 500);
    sink.answer('/moved', 302);
    for (const id of [failing, moved, closed]) await sendTest(allowing, id);
    await deliverDue(sinkOnly.ctx, 'sink-only');
    expect(sink.to('/fails')).toHaveLength(1);

    const fails = await deliveriesOf(failing);
    expect(fails.list).toMatchObject([{ lastStatusCode: 500, lastError: 'The receiver answered 500.' }]);
    expect((await deliveriesOf(moved)).list).toMatchObject([
      { lastStatusCode: 302, lastError: 'The receiver answered 302 (redirects are not followed).' },
    ]);
    const refused = await deliveriesOf(closed);
    expect(refused.list).toMatchObject([
      { lastStatusCode: null, lastError: 'Could not connect to the receiver.' },
    ]);
    for (const text of [fails.raw, refused.raw]) {
      expect(text).not.toContain(SINK_SECRET);
      expect(text).not.toContain('sink says no');
      expect(text).not.toMatch(/ECONN|127\.0\.0\.1:9\b|fetch failed/);
    }
    expect((await requestsAs(allowing)(commissioner, 'GET', base())).body).not.toContain(SINK_SECRET);
    await remove(failing, moved, closed);
  });

  it('takes at most 5 test events a minute a webhook, across server processes', async () => {
    const limited = await saved(allowing, sink.url('/limited'));
    const other = await saved(allowing, sink.url('/other'));
    for (let n = 0; n < 5; n += 1) expect((await sendTest(allowing, limited)).statusCode).toBe(202);
    for (const app of [allowing, sinkOnly]) {
      const sixth = await sendTest(app, limited);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().message).toMatch(
        /^A webhook takes at most 5 test events a minute\. Try again in \d+ s\.$/,
      );
    }
    expect((await sendTest(allowing, other)).statusCode).toBe(202);
    allowing.advance(61_000);
    expect((await sendTest(allowing, limited)).statusCode).toBe(202);
    const queued = await allowing.ctx.database.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('webhook_id', '=', limited)
      .execute();
    expect(queued).toHaveLength(6);
    await remove(limited, other);
  });

  it('reads at most 64 KB of an answer that never ends, then closes the connection', async () => {
    sink.stream('/endless');
    const endless = await saved(allowing, sink.url('/endless'));
    await sendTest(allowing, endless);
    const started = performance.now();
    await deliverDue(sinkOnly.ctx, 'sink-only');
    expect(performance.now() - started).toBeLessThan(5_000);
    expect((await deliveriesOf(endless)).list).toMatchObject([{ status: 'delivered', lastStatusCode: 200 }]);
    await expect.poll(() => sink.open('/endless').now).toBe(0);
    expect(sink.bytesWritten('/endless')).toBeGreaterThan(0);
    expect(sink.bytesWritten('/endless')).toBeLessThan(1024 * 1024);
    await remove(endless);
  });

  it('gives up on a receiver that never answers once its time is up', async () => {
    sink.hang('/silent');
    const silent = await saved(allowing, sink.url('/silent'));
    await sendTest(allowing, silent);
    const started = performance.now();
    await deliverDue(quick.ctx, 'quick');
    expect(performance.now() - started).toBeLessThan(3_000);
    expect((await deliveriesOf(silent)).list).toMatchObject([
      { status: 'pending', lastStatusCode: null, lastError: 'No answer within 0.5 s.' },
    ]);
    await expect.poll(() => sink.open('/silent').now).toBe(0);
    await remove(silent);
  });

  it("a league whose receiver hangs holds two slots; another league's delivery goes out meanwhile", async () => {
    const slow = await createTestApp(dialect, { ...SINK_ALLOWED, WEBHOOK_TIMEOUT_SECONDS: '3' }, allowing);
    try {
      const other = (await leagueWithGms(allowing, commissioner, 'Other Rink', [])).id;
      sink.hang('/hangs');
      const hanging = await saved(allowing, sink.url('/hangs'));
      const prompt = await saved(allowing, sink.url('/prompt'), other);
      const { db } = allowing.ctx.database;
      const event = (title: string) => ({
        kind: 'results' as const,
        title,
        text: title,
        at: '2026-10-01T00:00:00Z',
        data: {},
      });
      for (const n of [1, 2, 3]) await enqueueWebhookEvent(db, leagueId, event(`Hang ${n}`));

      const pass = deliverDue(slow.ctx, 'slow');
      await expect.poll(() => sink.open('/hangs').now).toBe(2);
      const queuedAt = performance.now();
      await enqueueWebhookEvent(db, other, event('Meanwhile'));
      await expect.poll(() => sink.to('/prompt').length, { timeout: 2_500 }).toBe(1);
      expect(performance.now() - queuedAt).toBeLessThan(1_500);
      expect(sink.open('/hangs')).toEqual({ now: 2, most: 2 });

      expect(await pass).toBe(4);
      expect(sink.to('/hangs')).toHaveLength(3);
      expect(sink.open('/hangs').most).toBe(2);
      const { list } = await deliveriesOf(hanging);
      expect(list.map((d) => d.lastError)).toEqual(Array(3).fill('No answer within 3 s.'));
      expect((await deliveriesOf(prompt, other)).list).toMatchObject([{ status: 'delivered' }]);
      await remove(hanging);
    } finally {
      await slow.close();
    }
  }, 20_000);
});
