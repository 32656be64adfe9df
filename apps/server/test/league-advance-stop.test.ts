import { type AdvanceJob, type AdvanceResponse, addDays, dayInTimeZone } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { followAdvance } from './support/advances';
import { DIALECTS } from './support/databases';
import { activeSeasonId, leagueWithGms, requestsAs } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

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

  it('stops after the batch under way, its games played and the clock on the last of them', async () => {
    const league = await leagueWithGms(t, commissioner, 'Stopped', [gm]);
    const today = dayInTimeZone(t.ctx.now(), 'America/New_York');
    const generated = await inject(commissioner, 'POST', `/api/league/${league.id}/schedule/generate`, {
      gamesPerTeam: 60,
      startDate: addDays(today, 1),
      endDate: addDays(today, 120),
    });
    expect(generated.statusCode, generated.body).toBe(201);
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
});
