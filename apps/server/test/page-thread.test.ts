import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { simulateDueGames } from '../src/modules/games/simulate';
import { PAGE_THREAD_NICENESS } from '../src/modules/stats/page-thread/page-thread';
import { type SeasonPageAsk, seasonPageValue } from '../src/modules/stats/season-pages';
import { signUp } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueOfDueGames } from './support/due-games';
import { activeSeasonId, requestsAs } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

/** The page as the main thread computes it, as JSON reads it back (a -0 is sent as 0). */
const computedHere = async (t: TestApp, ask: SeasonPageAsk): Promise<unknown> =>
  JSON.parse(JSON.stringify(await seasonPageValue(t.ctx.database.db, ask)));

// Decision 099: the cached season pages are computed in a thread of their own, which sends back their JSON;
// the main thread only caches and sends it. Each page answers what the main thread would compute.
describe.each(DIALECTS)('season pages computed in the page thread, on %s', (dialect) => {
  it('answers each cached season page from the thread, as the main thread computes it', async () => {
    const t = await createTestApp(dialect, { PAGE_THREAD: 'on' });
    try {
      const inject = requestsAs(t);
      const commissioner = await signUp(t);
      const leagueId = await leagueOfDueGames(t, commissioner, 'Paged');
      expect(await simulateDueGames(t.ctx, { until: t.ctx.now(), leagueId, limit: 6 })).toBe(6);
      const [team] = await t.ctx.database.db
        .selectFrom('teams')
        .select('id')
        .where('league_id', '=', leagueId)
        .orderBy('id')
        .execute();
      const teamId = team?.id ?? 0;
      const part = { seasonId: await activeSeasonId(t, leagueId), seasonType: 'regular' } as const;
      const league = `/api/league/${leagueId}`;
      const cases: [string, SeasonPageAsk][] = [
        [`${league}/standings`, { page: 'standings', part, leagueId }],
        [`${league}/stats`, { page: 'stats', part }],
        [`${league}/stats/leaders`, { page: 'leaders', part }],
        [`${league}/team-stats`, { page: 'team-stats', part, leagueId }],
        [
          `${league}/team/${teamId}/shots?against=true`,
          { page: 'shots', part, shooters: { teamId, against: true } },
        ],
      ];
      const pages = t.ctx.pages;
      if (!pages) throw new Error('PAGE_THREAD=on starts the page thread');
      for (const [url, ask] of cases) {
        const before = pages.answered;
        const response = await inject(commissioner, 'GET', url);
        expect(response.statusCode, url).toBe(200);
        expect(response.json(), url).toEqual(await computedHere(t, ask));
        expect(pages.answered, url).toBe(before + 1);
        // Cached: the same version is not asked for again.
        expect((await inject(commissioner, 'GET', url)).body).toBe(response.body);
        expect(pages.answered, url).toBe(before + 1);
      }
      // Below the reading threads' priority, at the batch thread's (docs/decisions/102).
      if (process.platform === 'linux') expect(pages.niceness).toBe(PAGE_THREAD_NICENESS);
      // Its brotli form, which nearly every browser asks for, is made there too.
      const compressed = await t.app.inject({
        method: 'GET',
        url: `${league}/stats`,
        headers: { cookie: commissioner.cookie, 'accept-encoding': 'br' },
      });
      expect(compressed.headers['content-encoding']).toBe('br');
      const stored = await pages.json({ page: 'stats', part });
      expect([stored.has('br'), stored.has('gzip')]).toEqual([true, false]);
      expect(await stored.encoded('br')).toEqual(compressed.rawPayload);
      expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(
        stored.bytes.toString('utf8'),
      );

      // Games stored make a new version, computed there again.
      expect(await simulateDueGames(t.ctx, { until: t.ctx.now(), leagueId, limit: 2 })).toBe(2);
      const stats = await inject(commissioner, 'GET', `${league}/stats`);
      expect(stats.json()).toEqual(await computedHere(t, { page: 'stats', part }));
    } finally {
      await t.close();
    }
  });

  it('sends back the error of a page that fails there, and computes the next one', async () => {
    const t = await createTestApp(dialect, { PAGE_THREAD: 'on' });
    try {
      const pages = t.ctx.pages;
      if (!pages) throw new Error('PAGE_THREAD=on starts the page thread');
      // Started before its first page, as the server starts it.
      pages.start();
      const part = { seasonId: 1, seasonType: 'regular' } as const;
      // A shot map of a team that does not exist is an empty one; a page that is not one fails there.
      const unknown = { page: 'nothing', part } as unknown as SeasonPageAsk;
      await expect(pages.json(unknown)).rejects.toThrow('No season page is called "nothing"');
      const empty = await pages.json({ page: 'shots', part, shooters: { teamId: 987654, against: false } });
      expect(JSON.parse(empty.bytes.toString('utf8'))).toMatchObject({ gamesPlayed: 0, shots: [] });
    } finally {
      await t.close();
    }
  });
});
