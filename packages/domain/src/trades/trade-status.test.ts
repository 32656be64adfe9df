import { describe, expect, it } from 'vitest';
import { tradeStatusAt } from './trade-status';

describe('the status a trade shows', () => {
  const expiresAt = '2027-01-10T17:00:00.000Z';
  it('reads expired from the moment a proposal runs out, not before', () => {
    expect(tradeStatusAt({ status: 'proposed', expiresAt }, '2027-01-10T16:59:59.999Z')).toBe('proposed');
    expect(tradeStatusAt({ status: 'proposed', expiresAt }, '2027-01-10T17:00:00.000Z')).toBe('expired');
  });

  it('leaves every other status, and a proposal with no expiry, as stored', () => {
    const later = '2027-02-01T00:00:00.000Z';
    expect(tradeStatusAt({ status: 'in_review', expiresAt }, later)).toBe('in_review');
    expect(tradeStatusAt({ status: 'completed', expiresAt }, later)).toBe('completed');
    expect(tradeStatusAt({ status: 'proposed', expiresAt: null }, later)).toBe('proposed');
  });
});
