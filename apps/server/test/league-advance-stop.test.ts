import { type AdvanceJob, type AdvanceResponse, addDays, dayInTimeZone } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { followAdvance } from './support/advances';
import { DIALECTS } from './support/databases';
import { activeSeasonId, leagueWithGms, requestsAs } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';
import { AdvanceRuns } from '../src/modules/league-advances/advance-runs';
import { insertAdvance } from '../src/modules/league-advances/repo';
import { runInBackground } from '../src/modules/league-advances/runner';

// Issue 31, docs/decisions/080: the Season panel keeps the old Simulation card's "Stop after this batch": a
// running advance stops after the batch under way, and the clock stands on the last game it played.

describe.each(DIALECTS)('stopping a league advance on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [commissioner, gm] = [await signUp(t), await signUp(t)];
  });
  afterAll(() => t.close());

  /** A league with `gamesPerTeam` games a team scheduled from tomorrow over `days` days; today's date. */
  async function scheduled(name: string, gamesPerTeam: number, days: number) {
    const league = await leagueWithGms(t, commissioner, name, [gm]);
    const today = dayInTimeZone(t.ctx.now(), 'America/New_York');
    const generated = await inject(commissioner, 'POST', `/api/league/${league.id}/schedule/generate`, {
      gamesPerTeam,
      startDate: addDays(today, 1),
      endDate: addDays(today, days),
    });
    expect(generated.statusCode, generated.body).toBe(201);
    return { league, today };
  }

  it('stops after the batch under way, its games played and the clock on the last of them', async () => {
    const { league, today } = await scheduled('Stopped', 60, 120);
    const seasonId = await activeSeasonId(t, league.id);
    const started = await inject(commissioner, 'POST', `/api/league/${league.id}/advance`, {
      to: 'regularSeasonEnd',
    });
    expect(started.statusCode, started.body).toBe(202);
    const job = started.json<AdvanceJob>();
    const stopUrl = `/api/league/${league.id}/advances/${job.id}/stop`;
    expect((await inject(gm, 'POST', stopUrl)).statusCode).toBe(403);
    const stop = await inject(commissioner, 'POST', stopUrl);
    expect(stop.statusCode, stop.body).toBe(202);
    expect(stop.json<AdvanceJob>()).toMatchObject({ id: job.id, status: 'running' });

    const ended = await followAdvance(t, started);
    expect(ended.statusCode, ended.body).toBe(200);
    const result = ended.json<AdvanceResponse>();
    expect(result.stopped).toBe(true);
    const games = await t.ctx.database.db
      .selectFrom('games')
      .select(['status', 'game_date'])
      .where('season_id', '=', seasonId)
      .execute();
    const final = games.filter((g) => g.status === 'final');
    // Stopped short of its 120 games: the ones it played stay played.
    expect(final.length).toBe(result.played);
    expect(result.played).toBeLessThan(games.length);
    // The clock stands on the day of its last game: nothing final after it, nothing left before it.
    const lastDay =
      final
        .map((g) => g.game_date)
        .sort()
        .at(-1) ?? today;
    expect(result.clock.date).toBe(lastDay);
    expect(games.filter((g) => g.status === 'scheduled' && g.game_date < lastDay)).toEqual([]);
    expect(result.clock.phase).toBe('regular');

    // Once ended there is nothing to stop, and another league's advance is not this one's.
    const again = await inject(commissioner, 'POST', stopUrl);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This advance has already ended: there is nothing to stop.');
    const elsewhere = await inject(
      commissioner,
      'POST',
      `/api/league/${league.id + 1000}/advances/${job.id}/stop`,
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it('does not begin an advance whose claim lapsed while it waited for its turn (docs/decisions/102)', async () => {
    const { league } = await scheduled('Lapsed', 4, 30);
    const { db } = t.ctx.database;
    const now = t.ctx.now();
    const held = (claimUntil: Date) =>
      insertAdvance(db, {
        leagueId: league.id,
        userId: commissioner.id,
        request: { to: 'regularSeasonEnd' },
        total: null,
        now,
        claimUntil,
      });
    const log = { error: () => undefined };
    const lapsed = await held(new Date(now.getTime() - 1000));
    runInBackground(t.ctx, lapsed, log);
    await t.ctx.memory.advances.idle();
    const row = await db
      .selectFrom('league_advances')
      .select(['played', 'finished_at', 'claimed_until'])
      .where('id', '=', lapsed)
      .executeTakeFirstOrThrow();
    // Left as it was, for the process that takes lapsed advances up: no game played here.
    expect(row).toMatchObject({ played: 0, finished_at: null });
    expect(new Date(row.claimed_until ?? 0).getTime()).toBeLessThan(now.getTime());
    const seasonId = await activeSeasonId(t, league.id);
    const final = await db
      .selectFrom('games')
      .select('id')
      .where('season_id', '=', seasonId)
      .where('status', '=', 'final')
      .execute();
    expect(final).toEqual([]);

    // Still held, the same advance begins and plays the season.
    await db.deleteFrom('league_advances').where('id', '=', lapsed).execute();
    const current = await held(new Date(now.getTime() + 60_000));
    runInBackground(t.ctx, current, log);
    await t.ctx.memory.advances.idle();
    const ended = await db
      .selectFrom('league_advances')
      .select(['played', 'status'])
      .where('id', '=', current)
      .executeTakeFirstOrThrow();
    expect(ended).toMatchObject({ status: 'done', played: 8 });
  });

  it("begins a second league's advance as the first hands its first batch over, not once it ends", async () => {
    // A turn so long that only the hand-over can let the second advance begin within the test's time.
    const runs = t.ctx.memory.advances;
    t.ctx.memory.advances = new AdvanceRuns(10 * 60_000);
    try {
      const { league: long } = await scheduled('Long Season', 80, 170);
      const { league: short } = await scheduled('Short Season', 4, 170);
      const press = (leagueId: number) =>
        inject(commissioner, 'POST', `/api/league/${leagueId}/advance`, { to: 'regularSeasonEnd' });
      const first = await press(long.id);
      const second = await press(short.id);
      expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
      const status = async (response: typeof first) =>
        (
          await t.ctx.database.db
            .selectFrom('league_advances')
            .select('status')
            .where('id', '=', response.json<AdvanceJob>().id)
            .executeTakeFirstOrThrow()
        ).status;
      while ((await status(second)) === 'running') await new Promise((done) => setTimeout(done, 10));
      // The short season ended while the long one still plays: it did not wait for it to end.
      expect(await status(second)).toBe('done');
      expect(await status(first)).toBe('running');
      const ended = await followAdvance(t, first);
      expect(ended.json<AdvanceResponse>().played).toBe(160);
    } finally {
      t.ctx.memory.advances = runs;
    }
  });
});
