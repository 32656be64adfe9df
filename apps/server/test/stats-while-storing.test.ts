import { describe, expect, it } from 'vitest';
import type { PreparedJson } from '../src/http/send-json';
import { playDueGames, simulateDueGames } from '../src/modules/games/simulate';
import { refreshSeasonPages } from '../src/modules/stats/api';
import { JsonCache } from '../src/modules/stats/json-cache';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueOfDueGames } from './support/due-games';
import { requestsAs } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

// Decision 097: while this app stores a league's games in the background, its cached season pages answer the
// version before the batch just stored at once, and compute the new one behind; once no batch of the league
// is being stored, every read is exact. Storing one league's games leaves another league's pages cached.
describe.each(DIALECTS)('season pages while a league is stored, on %s', (dialect) => {
  interface DueLeague {
    t: TestApp;
    commissioner: TestUser;
    leagueId: number;
    /** The bodies of the league's pages, as its commissioner reads them now. */
    read(pages: string[]): Promise<string[]>;
  }

  /** A new app with a league whose games are due, for `work`; the app closes after it. */
  async function withDueLeague(name: string, work: (league: DueLeague) => Promise<void>): Promise<void> {
    const t = await createTestApp(dialect);
    try {
      const inject = requestsAs(t);
      const commissioner = await signUp(t);
      const leagueId = await leagueOfDueGames(t, commissioner, name);
      const read = (pages: string[]) =>
        Promise.all(
          pages.map(
            async (page) => (await inject(commissioner, 'GET', `/api/league/${leagueId}/${page}`)).body,
          ),
        );
      await work({ t, commissioner, leagueId, read });
    } finally {
      await t.close();
    }
  }

  it('answer the earlier version while its games are stored, and the stored games once they are not', () =>
    withDueLeague('Stored', async ({ t, leagueId, read }) => {
      const pages = ['standings', 'stats', 'team-stats'];
      const before = await read(pages);

      // An advance or the scheduler holds the league while its batches are stored.
      const done = t.ctx.memory.storing.begin(leagueId);
      expect(await simulateDueGames(t.ctx, { until: t.ctx.now(), leagueId, limit: 4 })).toBe(4);
      expect(await read(pages)).toEqual(before);
      done();

      const after = await read(pages);
      for (const [i, body] of after.entries()) expect(body, pages[i]).not.toEqual(before[i]);
    }));

  it("holds the league from a background batch's start until it is stored, and no other league", () =>
    withDueLeague('Stored', async ({ t, commissioner, leagueId }) => {
      const other = await leagueOfDueGames(t, commissioner, 'Other');
      const batch = playDueGames(t.ctx, { until: t.ctx.now(), leagueId, limit: 50, background: true });
      expect([t.ctx.memory.storing.has(leagueId), t.ctx.memory.storing.has(other)]).toEqual([true, false]);
      const generationOfOther = t.ctx.memory.resultsGeneration.of(other);
      expect((await batch).stored).toBeGreaterThan(0);
      expect(t.ctx.memory.storing.has(leagueId)).toBe(false);
      expect(t.ctx.memory.resultsGeneration.of(other)).toBe(generationOfOther);
    }));

  // Decision 101: before the league stops counting as stored, the pages a GM reads are computed at the
  // version the batch made, so the first read after it finds them ready.
  it('computes the pages read before its league is released, and none never read', () =>
    withDueLeague('Refreshed', async ({ t, leagueId, read }) => {
      const computed: { page: string; held: boolean }[] = [];
      class Watched extends JsonCache {
        override getJson(key: string, version: string, compute: () => Promise<PreparedJson>, options = {}) {
          const page = key.split(':')[0] ?? key;
          const watched = async () => {
            computed.push({ page, held: t.ctx.memory.storing.has(leagueId) });
            return compute();
          };
          return super.getJson(key, version, watched, options);
        }
      }
      t.ctx.memory.statsJson = new Watched();
      const pages = ['standings', 'stats'];
      const before = await read(pages);
      expect(computed.map((c) => c.page).sort()).toEqual(['standings', 'stats']);

      const run = await playDueGames(t.ctx, { until: t.ctx.now(), leagueId, limit: 4, background: true });
      expect(run.stored).toBe(4);
      // The two pages were first read together, so either may have been cached first.
      const byPage = (x: { page: string }, y: { page: string }) => x.page.localeCompare(y.page);
      expect(computed.slice(2).sort(byPage)).toEqual([
        { page: 'standings', held: true },
        { page: 'stats', held: true },
      ]);
      const after = await read(pages);
      expect(computed).toHaveLength(4);
      for (const [i, body] of after.entries()) expect(body, pages[i]).not.toEqual(before[i]);
      // Team stats, never read, were not computed; read now, they show the stored games.
      const [teams] = await read(['team-stats']);
      expect(JSON.parse(teams ?? '{}')).toHaveProperty('teamStats');
      expect(computed.map((c) => c.page).sort()).toEqual([
        'standings',
        'standings',
        'stats',
        'stats',
        'teams',
      ]);
    }));

  it('lets the league go when its pages take longer than the bound, leaving them to finish', () =>
    withDueLeague('Slow pages', async ({ t, leagueId }) => {
      let asked = 0;
      let finish = () => {};
      class Slow extends JsonCache {
        override refresh(): Promise<void> {
          asked += 1;
          return new Promise<void>((done) => (finish = done));
        }
      }
      t.ctx.memory.statsJson = new Slow();
      const from = performance.now();
      await refreshSeasonPages(t.ctx, [leagueId], 50);
      expect([asked, performance.now() - from < 5000]).toEqual([1, true]);
      finish();
    }));
});
