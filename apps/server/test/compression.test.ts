import { type IncomingMessage, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { as, createLeague, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';
import { createWebDist, type WebDist } from './support/web-dist';

const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const;

// Compression is HTTP, not SQL: one dialect is enough.
describe('compressed answers', () => {
  let t: TestApp;
  let web: WebDist;
  let gm: TestUser;
  let league: LeagueSummaryForTest;

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...as(gm), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  beforeAll(async () => {
    web = createWebDist();
    t = await createTestApp('sqlite', { WEB_DIST: web.dir });
    gm = await signUp(t);
    league = await createLeague(t, gm, { name: 'Squeeze', mode: 'Custom', importTeams: false, teamCount: 6 });
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  describe('a hashed script of the build', () => {
    it.each([
      ['br', 'br'],
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const)('is sent as its precompressed %s twin (%s)', async (acceptEncoding, encoding) => {
      const response = await get(web.script.url, acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload).toEqual(encoding === 'br' ? web.script.br : web.script.gz);
      expect(decoders[encoding](response.rawPayload)).toEqual(web.script.bytes);
    });

    it('is sent plain to a client that accepts no encoding', async () => {
      for (const acceptEncoding of [undefined, 'identity']) {
        const response = await get(web.script.url, acceptEncoding);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.rawPayload).toEqual(web.script.bytes);
      }
    });
  });

  describe("a season's stats (cached bytes)", () => {
    let plain: Buffer;
    beforeAll(async () => {
      const post = (url: string, payload: object) =>
        t.app.inject({ method: 'POST', url, headers: as(gm), payload });
      await post(`/api/league/${league.id}/schedule/generate`, {
        gamesPerTeam: 2,
        playPastGames: true,
        startDate: '2026-10-01',
        endDate: '2026-10-10',
      });
      expect((await post(`/api/simulation/league/${league.id}/simulate`, {})).statusCode).toBe(200);
      const response = await get(`/api/league/${league.id}/stats`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      plain = response.rawPayload;
      expect(plain.length).toBeGreaterThan(1024);
      expect(JSON.parse(plain.toString()).playerStats.length).toBeGreaterThan(0);
    });

    it.each(['br', 'gzip'] as const)(
      'come %s-compressed, the same JSON and much smaller',
      async (encoding) => {
        const first = await get(`/api/league/${league.id}/stats`, encoding);
        expect(first.headers['content-encoding']).toBe(encoding);
        expect(first.headers['content-type']).toMatch(/^application\/json/);
        expect(first.headers.vary).toMatch(/accept-encoding/i);
        expect(decoders[encoding](first.rawPayload)).toEqual(plain);
        expect(first.rawPayload.length).toBeLessThan(plain.length / 4);
        expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
        // Compressed once and kept beside the cached JSON.
        expect((await get(`/api/league/${league.id}/stats`, encoding)).rawPayload).toEqual(first.rawPayload);
      },
    );
  });

  it('compresses other JSON answers past the threshold, and small ones not at all', async () => {
    const team = league.teams[0];
    const url = `/api/team/league/${league.id}/team/${team?.id}`;
    const plain = await get(url);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const compressed = await get(url, 'gzip, br');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());

    const clock = await get(`/api/league/${league.id}/clock`, 'br');
    expect(clock.statusCode).toBe(200);
    expect(clock.rawPayload.length).toBeLessThan(1024);
    expect(clock.headers['content-encoding']).toBeUndefined();
  });

  it('leaves the live event stream uncompressed, each event arriving at once', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const friend = await signUp(t);
    const chunks: string[] = [];
    let arrived = () => {};
    const stream = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = request(`${url}/api/events`, {
        headers: { ...as(gm), accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
      });
      req.on('response', resolve).on('error', reject).end();
    });
    try {
      expect(stream.statusCode).toBe(200);
      expect(stream.headers['content-encoding']).toBeUndefined();
      stream.setEncoding('utf8').on('data', (chunk: string) => {
        chunks.push(chunk);
        arrived();
      });
      const delivered = new Promise<void>((resolve) => {
        arrived = () => chunks.join('').includes('Plain as day') && resolve();
      });
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/message/send',
        headers: as(friend),
        payload: { receiverId: gm.id, content: 'Plain as day' },
      });
      expect(sent.statusCode).toBe(201);
      // The stream stays open: the event was flushed on its own, in plain text.
      await delivered;
      expect(chunks.join('')).toMatch(/^retry: 2000\n\n/);
    } finally {
      stream.destroy();
    }
  });
});
