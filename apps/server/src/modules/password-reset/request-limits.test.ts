import { describe, expect, it } from 'vitest';
import { ResetRequestLimits } from './request-limits';

function limits(limit = 2, windowSeconds = 3600) {
  let nowMs = Date.UTC(2026, 0, 1);
  const guard = new ResetRequestLimits(
    { RESET_RATE_LIMIT: limit, RESET_RATE_WINDOW_SECONDS: windowSeconds },
    () => new Date(nowMs),
  );
  const attempt = (ip: string, email: string) => {
    try {
      guard.take(ip, email);
      return 'ok';
    } catch (error) {
      return (error as { statusCode: number; message: string }).message;
    }
  };
  return { attempt, advance: (ms: number) => (nowMs += ms) };
}

describe('ResetRequestLimits', () => {
  it('allows the limit per e-mail address from any IP, then says so', () => {
    const { attempt } = limits(2);
    expect(attempt('10.0.0.1', 'ann@example.com')).toBe('ok');
    expect(attempt('10.0.0.2', 'ann@example.com')).toBe('ok');
    expect(attempt('10.0.0.3', 'ann@example.com')).toMatch(
      /^Too many reset links were asked for this address/,
    );
    expect(attempt('10.0.0.3', 'bob@example.com')).toBe('ok');
  });

  it('allows five times the limit per IP over any addresses, then says so', () => {
    const { attempt } = limits(2);
    for (let i = 0; i < 10; i += 1) expect(attempt('10.0.0.1', `gm${i}@example.com`)).toBe('ok');
    expect(attempt('10.0.0.1', 'gm10@example.com')).toMatch(
      /^Too many password reset requests from your network/,
    );
  });

  it('does not count a refused request against the other limit', () => {
    const { attempt } = limits(1);
    expect(attempt('10.0.0.1', 'ann@example.com')).toBe('ok');
    for (let i = 0; i < 6; i += 1) expect(attempt('10.0.0.1', 'ann@example.com')).not.toBe('ok');
    // Refused at the address limit, so the IP still has four of its five left.
    for (let i = 0; i < 4; i += 1) expect(attempt('10.0.0.1', `gm${i}@example.com`)).toBe('ok');
  });

  it('starts afresh when the window has passed, and names the wait in minutes', () => {
    const { attempt, advance } = limits(1, 1800);
    expect(attempt('10.0.0.1', 'ann@example.com')).toBe('ok');
    expect(attempt('10.0.0.1', 'ann@example.com')).toMatch(/ask again in 30 minutes\.$/);
    advance(1800 * 1000);
    expect(attempt('10.0.0.1', 'ann@example.com')).toBe('ok');
  });
});
