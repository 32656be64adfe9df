import { describe, expect, it } from 'vitest';
import { afterSignInPath } from './after-sign-in';

describe('afterSignInPath', () => {
  it('goes back to an e-mail change link', () => {
    expect(afterSignInPath({ from: '/confirm-email/abc_DEF-123' })).toBe('/confirm-email/abc_DEF-123');
  });

  it('goes to the dashboard from anywhere else, or without a state', () => {
    for (const state of [
      null,
      undefined,
      {},
      { from: '/settings' },
      { from: 'https://evil.example/confirm-email/x' },
      { from: '/confirm-email/x/../../inbox' },
      { from: 42 },
    ]) {
      expect(afterSignInPath(state)).toBe('/dashboard');
    }
  });
});
