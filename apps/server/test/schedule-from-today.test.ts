import {
  SEASON_SPAN_DAYS,
  addDays,
  type LeagueClock,
  type ScheduleGamesDue,
  type ScheduleResponse,
} from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameSteps } from '../src/jobs/game-scheduler';
import { runLeagueJob } from '../src/jobs/job-steps/league-job';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms, requestsAs } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 31, docs/decisions/080: a generated schedule starts from the league day, and one that would place
// games at or before the league's now is refused with their count unless the commissioner confirms.

describe.each(DIALECTS)('a schedule generated from the league day on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
  });
  afterAll(() => t.close());

  const generate = (leagueId: number, body: object) =>
    inject(commissioner, 'POST', `/api/league/${leagueId}/schedule/generate`, body);
  const clockOf = async (leagueId: number) =>
    (await inject(commissioner, 'GET', `/api/league/${leagueId}/clock`)).json<LeagueClock>();
  const scheduleOf = async (leagueId: number) =>
    (await inject(commissioner, 'GET', `/api/league/${leagueId}/schedule`)).json<ScheduleResponse>();
  const gameDays = (schedule: ScheduleResponse) => schedule.games.map((g) => g.date).sort();
  const lastOf = (days: string[]) => days.at(-1) ?? '';

  it('starts the day after the league day and spans a season when no dates are sent', async () => {
    const league = await leagueWithGms(t, commissioner, 'Defaults', []);
    const { date: today } = await clockOf(league.id);
    const generated = await generate(league.id, { gamesPerTeam: 6 });
    expect(generated.statusCode, generated.body).toBe(201);
    expect(generated.json()).toEqual({ created: 12 });
    const days = gameDays(await scheduleOf(league.id));
    expect(days[0]).toBe(addDays(today, 1));
    expect(lastOf(days) <= addDays(today, 1 + SEASON_SPAN_DAYS)).toBe(true);
  });

  it("starts from the league day, not the wall clock's, once the league has been simulated ahead", async () => {
    const league = await leagueWithGms(t, commissioner, 'Ahead', []);
    const { date: today } = await clockOf(league.id);
    const ahead = addDays(today, 30);
    await t.ctx.database.db
      .updateTable('leagues')
      .set({ simulated_to: ahead })
      .where('id', '=', league.id)
      .execute();
    // Tomorrow by the wall clock is a month behind the league: all 12 games would be played at once.
    const behind = await generate(league.id, {
      gamesPerTeam: 6,
      startDate: addDays(today, 1),
      endDate: addDays(today, 20),
    });
    expect(behind.statusCode, behind.body).toBe(409);
    expect(behind.json<ScheduleGamesDue>()).toMatchObject({
      gamesDueAtOnce: 12,
      startOnOrAfter: addDays(ahead, 1),
      message: `12 games would be played at once as soon as the schedule is saved: start on or after ${addDays(ahead, 1)}, or confirm to play them now.`,
    });
    const generated = await generate(league.id, { gamesPerTeam: 6 });
    expect(generated.statusCode, generated.body).toBe(201);
    expect(gameDays(await scheduleOf(league.id))[0]).toBe(addDays(ahead, 1));
  });

  it('refuses games before the league now with their count, stores nothing, and plays them once confirmed', async () => {
    const league = await leagueWithGms(t, commissioner, 'Past', []);
    const { date: today } = await clockOf(league.id);
    const body = { gamesPerTeam: 10, startDate: addDays(today, -10), endDate: addDays(today, 10) };
    const refused = await generate(league.id, body);
    expect(refused.statusCode, refused.body).toBe(409);
    const due = refused.json<ScheduleGamesDue>();
    expect(due.error).toBe('Conflict');
    expect(due.gamesDueAtOnce).toBeGreaterThan(0);
    expect(due.gamesDueAtOnce).toBeLessThan(20);
    expect(due.startOnOrAfter).toBe(addDays(today, 1));
    expect(due.message).toBe(
      `${due.gamesDueAtOnce} games would be played at once as soon as the schedule is saved: start on or after ${addDays(today, 1)}, or confirm to play them now.`,
    );
    expect((await scheduleOf(league.id)).games).toEqual([]);

    const confirmed = await generate(league.id, { ...body, playPastGames: true });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json()).toEqual({ created: 20 });
    const now = t.ctx.now().getTime();
    const past = (await scheduleOf(league.id)).games.filter((g) => Date.parse(g.startAt) <= now);
    // The confirmation draws the schedule the refusal counted: the games it said would be played are.
    expect(past).toHaveLength(due.gamesDueAtOnce ?? -1);
    await runLeagueJob(t.ctx, gameSteps);
    const after = await scheduleOf(league.id);
    const played = after.games.filter((g) => g.isSimulated);
    expect(played.map((g) => g.gameId).sort()).toEqual(past.map((g) => g.gameId).sort());
  });

  it('fills in only the date the commissioner left out', async () => {
    const league = await leagueWithGms(t, commissioner, 'Half', []);
    const { date: today } = await clockOf(league.id);
    const endOnly = await generate(league.id, { gamesPerTeam: 6, endDate: addDays(today, 30) });
    expect(endOnly.statusCode, endOnly.body).toBe(201);
    const days = gameDays(await scheduleOf(league.id));
    expect(days[0]).toBe(addDays(today, 1));
    expect(lastOf(days) <= addDays(today, 30)).toBe(true);
    const other = await leagueWithGms(t, commissioner, 'Other half', []);
    const startOnly = await generate(other.id, { gamesPerTeam: 6, startDate: addDays(today, 5) });
    expect(startOnly.statusCode, startOnly.body).toBe(201);
    const otherDays = gameDays(await scheduleOf(other.id));
    expect(otherDays[0]).toBe(addDays(today, 5));
    expect(lastOf(otherDays) <= addDays(today, 5 + SEASON_SPAN_DAYS)).toBe(true);
  });
});
