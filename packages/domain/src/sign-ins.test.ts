import { describe, expect, it } from 'vitest';
import { type SignIn, orderSignIns } from './sign-ins';

const signIn = (id: string, lastUsedAt: string, current = false): SignIn => ({
  id,
  device: null,
  approximateIp: null,
  signedInAt: '2026-01-01T00:00:00.000Z',
  lastUsedAt,
  current,
});

describe('orderSignIns', () => {
  it('puts the current sign-in first, then the most recently used', () => {
    const ordered = orderSignIns([
      signIn('old', '2026-01-02T00:00:00.000Z'),
      signIn('mine', '2026-01-01T00:00:00.000Z', true),
      signIn('new', '2026-01-03T00:00:00.000Z'),
    ]);
    expect(ordered.map((s) => s.id)).toEqual(['mine', 'new', 'old']);
  });
});
