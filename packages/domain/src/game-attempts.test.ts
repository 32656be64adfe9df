import { describe, expect, it } from 'vitest';
import {
  GAME_ATTEMPTS_BEFORE_QUARANTINE,
  GAME_ERROR_MAX_LENGTH,
  GAME_RETRY_BACKOFF_MS,
  decideGameFailure,
  describeGameFailure,
} from './game-attempts';

const now = new Date('2026-01-10T12:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('decideGameFailure', () => {
  it('retries a first failure after the backoff, not quarantined', () => {
    expect(decideGameFailure(0, now)).toEqual({
      attempts: 1,
      nextAttemptAt: later(GAME_RETRY_BACKOFF_MS),
      quarantined: false,
    });
  });

  it('doubles the wait with each failure', () => {
    expect(decideGameFailure(1, now).nextAttemptAt).toEqual(later(2 * GAME_RETRY_BACKOFF_MS));
  });

  it('still retries the failure just below the threshold (N-1)', () => {
    const decision = decideGameFailure(GAME_ATTEMPTS_BEFORE_QUARANTINE - 2, now);
    expect(decision.attempts).toBe(GAME_ATTEMPTS_BEFORE_QUARANTINE - 1);
    expect(decision.quarantined).toBe(false);
    expect(decision.nextAttemptAt?.getTime() ?? 0).toBeGreaterThan(now.getTime());
  });

  it('quarantines at the threshold (N), with no next attempt', () => {
    expect(decideGameFailure(GAME_ATTEMPTS_BEFORE_QUARANTINE - 1, now)).toEqual({
      attempts: GAME_ATTEMPTS_BEFORE_QUARANTINE,
      nextAttemptAt: null,
      quarantined: true,
    });
  });

  it('keeps a game past the threshold quarantined', () => {
    expect(decideGameFailure(GAME_ATTEMPTS_BEFORE_QUARANTINE + 4, now).quarantined).toBe(true);
  });

  it('is three failures', () => {
    expect(GAME_ATTEMPTS_BEFORE_QUARANTINE).toBe(3);
  });
});

describe('describeGameFailure', () => {
  it('says it in our words, then the error’s', () => {
    expect(describeGameFailure(new Error('lineup slot line1_c is empty; too few players'))).toBe(
      'The game could not be played: lineup slot line1_c is empty; too few players',
    );
  });

  it('cuts a long message short', () => {
    const text = describeGameFailure(new Error('x'.repeat(2000)));
    expect(text).toHaveLength(GAME_ERROR_MAX_LENGTH);
    expect(text.endsWith('…')).toBe(true);
  });
});
