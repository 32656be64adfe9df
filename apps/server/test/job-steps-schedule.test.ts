import { describe, expect, it } from 'vitest';
import { markStepDue } from '../src/jobs/job-steps/lease';
import { stepsMarkedDue } from '../src/jobs/job-steps/queries';
import { runStep } from '../src/jobs/job-steps/run-step';
import { leagueStep } from '../src/jobs/job-steps/step';
import { signUp } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms } from './support/leagues';
import { createTestApp } from './support/test-app';

const HOUR = 3_600_000;

// docs/decisions/066: a kind whose work has a time (a league advance at its hour) marks its step due ahead.
describe.each(DIALECTS)('a job step marked due ahead on %s', (dialect) => {
  it('is found due once its time comes, is done once, and keeps a due time set while it ran', async () => {
    const t = await createTestApp(dialect);
    try {
      const { db } = t.ctx.database;
      const leagueId = (await leagueWithGms(t, await signUp(t), 'Scheduled', [])).id;
      const step = leagueStep('trades', leagueId);
      const due = () => stepsMarkedDue(db, 'trades', t.ctx.now());

      await markStepDue(db, step, new Date(t.ctx.now().getTime() + HOUR));
      expect(await due()).toEqual([]);
      t.advance(HOUR + 1_000);
      expect(await due()).toEqual([step]);
      // An earlier mark stands: a later one does not push the step's time back.
      await markStepDue(db, step, new Date(t.ctx.now().getTime() + 5 * HOUR));
      expect(await due()).toEqual([step]);

      const run = await runStep(t.ctx, step, async () => {}, { owner: 'one' });
      expect(run.outcome).toBe('done');
      expect(await due()).toEqual([]);

      // Work that falls due while the step runs waits for the next run.
      await runStep(
        t.ctx,
        step,
        async () => {
          t.advance(1_000);
          await markStepDue(db, step, t.ctx.now(), t.ctx.now());
        },
        { owner: 'two' },
      );
      expect(await due()).toEqual([step]);
    } finally {
      await t.close();
    }
  });
});
