import { describe, expect, it } from 'vitest';
import {
  decideStepFailure,
  describeFailure,
  JOB_ERROR_MAX_LENGTH,
  JOB_STEP_RETRY,
  type RetryPolicy,
} from './job-attempts';

const now = new Date('2026-01-10T12:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);
// Numbers unlike the defaults', so a rule that ignored its policy would fail here.
const policy: RetryPolicy = { firstWaitMs: 5_000, growth: 3, attemptsBeforeQuarantine: 4 };
const waitAfter = (attemptsBefore: number) =>
  (decideStepFailure(attemptsBefore, now, policy).nextAttemptAt?.getTime() ?? Number.NaN) - now.getTime();

describe('decideStepFailure', () => {
  it('tries a first failure again after the first wait, later than now, not quarantined', () => {
    expect(decideStepFailure(0, now, policy)).toEqual({
      attempts: 1,
      nextAttemptAt: later(5_000),
      quarantined: false,
    });
  });

  it('waits `growth` times longer with each further failure', () => {
    expect([waitAfter(0), waitAfter(1), waitAfter(2)]).toEqual([5_000, 15_000, 45_000]);
  });

  it('still tries again after the failure just below the threshold (N-1)', () => {
    const decision = decideStepFailure(policy.attemptsBeforeQuarantine - 2, now, policy);
    expect(decision.attempts).toBe(policy.attemptsBeforeQuarantine - 1);
    expect(decision.quarantined).toBe(false);
    expect(decision.nextAttemptAt?.getTime() ?? 0).toBeGreaterThan(now.getTime());
  });

  it('quarantines at the threshold (N), with no next attempt', () => {
    expect(decideStepFailure(policy.attemptsBeforeQuarantine - 1, now, policy)).toEqual({
      attempts: policy.attemptsBeforeQuarantine,
      nextAttemptAt: null,
      quarantined: true,
    });
  });

  it('keeps a step past the threshold quarantined', () => {
    expect(decideStepFailure(policy.attemptsBeforeQuarantine + 4, now, policy).quarantined).toBe(true);
  });

  it('reads a negative count of earlier failures as none', () => {
    expect(decideStepFailure(-3, now, policy).attempts).toBe(1);
  });

  it("is three failures, a minute doubled, for the league jobs' steps", () => {
    expect(JOB_STEP_RETRY).toEqual({ firstWaitMs: 60_000, growth: 2, attemptsBeforeQuarantine: 3 });
    expect(decideStepFailure(1, now, JOB_STEP_RETRY).nextAttemptAt).toEqual(later(120_000));
    expect(decideStepFailure(2, now, JOB_STEP_RETRY).quarantined).toBe(true);
  });
});

describe('describeFailure', () => {
  it('says it in our words, then the error’s', () => {
    expect(describeFailure('Waivers could not be resolved', new Error('no such team'))).toBe(
      'Waivers could not be resolved: no such team',
    );
  });

  it('cuts a long message short', () => {
    const text = describeFailure('Waivers', new Error('x'.repeat(2000)));
    expect(text).toHaveLength(JOB_ERROR_MAX_LENGTH);
    expect(text.endsWith('…')).toBe(true);
  });
});
