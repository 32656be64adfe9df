import { JOB_STEP_RETRY } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { StepFailures } from '../src/jobs/job-steps/run-due-steps';
import { resolveDueWaivers } from '../src/modules/contracts/resolve-waivers';
import { login, signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { cookiesFrom, createTestApp, type TestApp } from './support/test-app';

const LONG_AGO = '2000-01-01T00:00:00.000Z';

/** A waiver of the league's first team, sending a player down, whose time ran out long ago. */
async function dueWaiver(t: TestApp, league: LeagueSummaryForTest): Promise<number> {
  const { db } = t.ctx.database;
  const team = league.teams[0]?.id ?? 0;
  const player = await db
    .selectFrom('players')
    .select('id')
    .where('team_id', '=', team)
    .where('status', '=', 'active')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const waiver = await db
    .insertInto('waivers')
    .values({
      league_id: league.id,
      player_id: player.id,
      from_team_id: team,
      headed_to: 'minors',
      placed_at: LONG_AGO,
      ends_at: LONG_AGO,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return waiver.id;
}

const stateOf = async (t: TestApp, waiverId: number) =>
  (
    await t.ctx.database.db
      .selectFrom('waivers')
      .select('state')
      .where('id', '=', waiverId)
      .executeTakeFirstOrThrow()
  ).state;

const stepOf = (t: TestApp, leagueId: number) =>
  t.ctx.database.db
    .selectFrom('job_steps')
    .selectAll()
    .where('kind', '=', 'waivers')
    .where('subject_id', '=', leagueId)
    .executeTakeFirstOrThrow();

async function signInAgain(t: TestApp, user: TestUser): Promise<TestUser> {
  const response = await login(t, user.username, user.password);
  expect(response.statusCode).toBe(200);
  return { ...user, cookie: cookiesFrom(response) };
}

// Issue 28: one league's failing step of a timed job held back no other league's, and was tried every pass.
describe.each(DIALECTS)('a failing job step is contained to its league on %s', (dialect) => {
  it('runs the other leagues, retries it after a growing wait, sets it aside at N, and the commissioner retry runs it', async () => {
    const t = await createTestApp(dialect);
    try {
      const { db } = t.ctx.database;
      const inject = requestsAs(t);
      const firstCommissioner = await signUp(t);
      const firstStranger = await signUp(t);
      const broken = await leagueWithGms(t, firstCommissioner, 'Broken Clock', []);
      const fine = await leagueWithGms(t, firstStranger, 'Fine Clock', []);
      const brokenWaiver = await dueWaiver(t, broken);
      const fineWaiver = await dueWaiver(t, fine);
      // The broken league's clock cannot be read: its waivers step throws before it resolves anything.
      await db
        .updateTable('leagues')
        .set({ time_zone: 'Nowhere/Rink' })
        .where('id', '=', broken.id)
        .execute();

      const pass = () => resolveDueWaivers(t.ctx);
      const firstPass = await pass().catch((error: unknown) => error);
      expect(firstPass).toBeInstanceOf(StepFailures);
      expect((firstPass as StepFailures).failed.map((step) => step.leagueId)).toEqual([broken.id]);
      expect([await stateOf(t, brokenWaiver), await stateOf(t, fineWaiver)]).toEqual(['open', 'cleared']);
      const failedAt = t.ctx.now().getTime();
      const first = await stepOf(t, broken.id);
      expect(first).toMatchObject({
        attempts: 1,
        quarantined_at: null,
        claimed_by: null,
        league_id: broken.id,
      });
      expect(first.last_error).toMatch(/^Ending waivers failed: .*Nowhere\/Rink/);
      expect(Date.parse(first.next_attempt_at ?? '') - failedAt).toBeGreaterThan(
        JOB_STEP_RETRY.firstWaitMs - 5_000,
      );
      expect(Date.parse(first.next_attempt_at ?? '') - failedAt).toBeLessThanOrEqual(
        JOB_STEP_RETRY.firstWaitMs,
      );

      // Not tried again before its wait ends: the pass has nothing failing.
      expect(await pass()).toBe(0);
      expect((await stepOf(t, broken.id)).attempts).toBe(1);

      // Tried again after the first wait; the second wait is longer: not yet after the first's length again.
      t.advance(JOB_STEP_RETRY.firstWaitMs + 1_000);
      await expect(pass()).rejects.toBeInstanceOf(StepFailures);
      expect((await stepOf(t, broken.id)).attempts).toBe(2);
      t.advance(JOB_STEP_RETRY.firstWaitMs + 1_000);
      expect(await pass()).toBe(0);
      expect((await stepOf(t, broken.id)).attempts).toBe(2);

      // The N-th failure sets it aside, and it is not tried again however long one waits.
      t.advance(JOB_STEP_RETRY.firstWaitMs * JOB_STEP_RETRY.growth);
      await expect(pass()).rejects.toBeInstanceOf(StepFailures);
      const quarantined = await stepOf(t, broken.id);
      expect(quarantined.attempts).toBe(JOB_STEP_RETRY.attemptsBeforeQuarantine);
      expect(quarantined.quarantined_at).not.toBeNull();
      t.advance(6 * 3_600_000);
      expect(await pass()).toBe(0);
      expect((await stepOf(t, broken.id)).attempts).toBe(JOB_STEP_RETRY.attemptsBeforeQuarantine);
      expect(await stateOf(t, brokenWaiver)).toBe('open');

      // The health check counts it, with no league's words, and knows the kind's last success.
      const health = (await inject(null, 'GET', '/api/health')).json();
      const waivers = health.jobs.find((job: { step: string }) => job.step === 'waivers');
      expect(waivers).toMatchObject({ kind: 'waivers', quarantined: 1, lastSuccessAt: expect.any(String) });
      expect(health.status).toBe('ok');
      expect(JSON.stringify(health)).not.toContain('Nowhere');

      // Its commissioner sees it with its error; no one else does.
      const commissioner = await signInAgain(t, firstCommissioner);
      const stranger = await signInAgain(t, firstStranger);
      const failedUrl = (leagueId: number) => `/api/league/${leagueId}/jobs/failed`;
      expect((await inject(stranger, 'GET', failedUrl(broken.id))).statusCode).toBe(403);
      const listed = await inject(commissioner, 'GET', failedUrl(broken.id));
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json()).toEqual({
        steps: [
          {
            kind: 'waivers',
            attempts: JOB_STEP_RETRY.attemptsBeforeQuarantine,
            lastError: expect.stringMatching(/Nowhere\/Rink/),
            nextAttemptAt: null,
            quarantinedAt: quarantined.quarantined_at,
          },
        ],
      });
      expect((await inject(stranger, 'GET', failedUrl(fine.id))).json()).toEqual({ steps: [] });

      // Fixed, retried by the commissioner: it runs once, at once, and is logged.
      await db.updateTable('leagues').set({ time_zone: 'UTC' }).where('id', '=', broken.id).execute();
      const retryUrl = `/api/league/${broken.id}/jobs/retry`;
      expect((await inject(stranger, 'POST', retryUrl, { kind: 'waivers' })).statusCode).toBe(403);
      expect((await inject(commissioner, 'POST', retryUrl, { kind: 'mail' })).statusCode).toBe(400);
      const retried = await inject(commissioner, 'POST', retryUrl, { kind: 'waivers' });
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json()).toEqual({ kind: 'waivers', outcome: 'done', lastError: null });
      expect(await stateOf(t, brokenWaiver)).toBe('cleared');
      expect(await stepOf(t, broken.id)).toMatchObject({
        attempts: 0,
        quarantined_at: null,
        last_error: null,
      });
      expect((await inject(commissioner, 'POST', retryUrl, { kind: 'waivers' })).statusCode).toBe(409);
      expect((await inject(commissioner, 'GET', failedUrl(broken.id))).json()).toEqual({ steps: [] });
      expect((await inject(commissioner, 'GET', `/api/league/${broken.id}/audit`)).body).toContain(
        'job_retried',
      );
      const after = (await inject(null, 'GET', '/api/health')).json();
      expect(after.jobs.find((job: { step: string }) => job.step === 'waivers').quarantined).toBe(0);
    } finally {
      await t.close();
    }
  }, 120_000);
});
