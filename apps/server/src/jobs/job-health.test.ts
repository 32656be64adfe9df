import { describe, expect, it } from 'vitest';
import { JobHealth } from './job-health';

describe('JobHealth', () => {
  it("keeps each kind's last success and failure apart", () => {
    const health = new JobHealth();
    const first = new Date('2026-01-01T00:00:00Z');
    const second = new Date('2026-01-01T00:01:00Z');
    expect(health.of('waivers')).toEqual({ lastSuccessAt: null, lastFailureAt: null });
    health.succeeded('waivers', first);
    health.failed('waivers', second);
    expect(health.of('waivers')).toEqual({ lastSuccessAt: first, lastFailureAt: second });
    expect(health.of('trades')).toEqual({ lastSuccessAt: null, lastFailureAt: null });
  });
});
