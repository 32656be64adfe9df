import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEASE_MS } from '../src/jobs/job-steps/lease';
import { runStep } from '../src/jobs/job-steps/run-step';
import { leagueStep } from '../src/jobs/job-steps/step';
import { signUp } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Issue 28: a league's step of a timed job runs in one server process at a time, whichever claims it.
describe.each(DIALECTS)("a league's job step with two server processes on %s", (dialect) => {
  let first: TestApp;
  let second: TestApp;
  let leagueId: number;

  beforeAll(async () => {
    first = await createTestApp(dialect);
    second = await createTestApp(dialect, {}, first);
    leagueId = (await leagueWithGms(first, await signUp(first), 'Two Processes', [])).id;
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  /** Work that notes how many runs of the step are inside it at once, and stays a while. */
  const watched = () => {
    const seen = { inside: 0, most: 0, runs: 0 };
    const work = async () => {
      seen.inside += 1;
      seen.runs += 1;
      seen.most = Math.max(seen.most, seen.inside);
      await pause(150);
      seen.inside -= 1;
    };
    return { seen, work };
  };

  it('runs it in one of them when both reach for it at once; the other hears it is busy', async () => {
    const step = leagueStep('waivers', leagueId);
    const { seen, work } = watched();
    const runs = await Promise.all([
      runStep(first.ctx, step, work, { owner: 'process-a' }),
      runStep(second.ctx, step, work, { owner: 'process-b' }),
      runStep(first.ctx, step, work, { owner: 'process-a2' }),
    ]);
    expect(runs.map((run) => run.outcome).sort()).toEqual(['busy', 'busy', 'done']);
    expect(seen).toEqual({ inside: 0, most: 1, runs: 1 });

    // Done, it is free again for whichever process comes next.
    expect((await runStep(second.ctx, step, work, { owner: 'process-b' })).outcome).toBe('done');
    expect(seen.runs).toBe(2);
  });

  it('leaves a step another process holds alone until its lease runs out, then takes it', async () => {
    const step = leagueStep('trades', leagueId);
    const { seen, work } = watched();
    const { db } = first.ctx.database;
    await runStep(first.ctx, step, work, { owner: 'process-a' });
    const until = new Date(first.ctx.now().getTime() + LEASE_MS).toISOString();
    await db
      .updateTable('job_steps')
      .set({ claimed_by: 'died-mid-step', claimed_until: until })
      .where('kind', '=', 'trades')
      .where('subject_id', '=', leagueId)
      .execute();
    expect((await runStep(second.ctx, step, work, { owner: 'process-b' })).outcome).toBe('busy');
    second.advance(LEASE_MS + 1_000);
    expect((await runStep(second.ctx, step, work, { owner: 'process-b' })).outcome).toBe('done');
    expect(seen.runs).toBe(2);
    // The process whose lease ran out records nothing over the one that took it.
    const row = await db
      .selectFrom('job_steps')
      .select(['claimed_by', 'attempts', 'last_success_at'])
      .where('kind', '=', 'trades')
      .where('subject_id', '=', leagueId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ claimed_by: null, attempts: 0, last_success_at: expect.any(String) });
  });
});
