import { describe, expect, it } from 'vitest';
import { proposalExpiredAt } from './trade-expiry';

describe('proposalExpiredAt', () => {
  const expiresAt = '2026-12-01T17:00:00.000Z';

  it('is when its time ran out when the league notices later', () => {
    expect(proposalExpiredAt(expiresAt, '2027-02-25T17:00:00.000Z')).toBe(expiresAt);
  });

  it('is when it was noticed when that is earlier (expired at once by hand)', () => {
    expect(proposalExpiredAt(expiresAt, '2026-11-30T09:00:00.000Z')).toBe('2026-11-30T09:00:00.000Z');
  });

  it('is when it was noticed for a proposal with no expiry', () => {
    expect(proposalExpiredAt(null, '2027-02-25T17:00:00.000Z')).toBe('2027-02-25T17:00:00.000Z');
  });
});
