import { describe, expect, it } from 'vitest';
import { leagueNow } from './league-time';

const NEW_YORK = 'America/New_York';

describe('league now', () => {
  it('keeps a simulated-ahead league day and follows real time past it', () => {
    const ahead = { date: '2026-10-20', timeZone: NEW_YORK };
    expect(leagueNow(ahead, new Date('2026-10-12T12:00:00Z')).date).toBe('2026-10-20');
    expect(leagueNow(ahead, new Date('2026-10-22T12:00:00Z')).date).toBe('2026-10-22');
    expect(leagueNow(ahead, new Date('2026-10-21T03:00:00Z')).date).toBe('2026-10-20');
  });
});
