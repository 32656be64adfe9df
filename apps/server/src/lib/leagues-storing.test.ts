import { describe, expect, it } from 'vitest';
import { LeaguesStoring } from './leagues-storing';

describe('LeaguesStoring', () => {
  it('holds a league while any of its batches runs, and only that league', () => {
    const storing = new LeaguesStoring();
    const first = storing.begin(7);
    const second = storing.begin(7);
    expect([storing.has(7), storing.has(8)]).toEqual([true, false]);
    first();
    first();
    expect(storing.has(7)).toBe(true);
    second();
    expect(storing.has(7)).toBe(false);
  });

  it('runs every work registered for a stored batch, with its leagues, past one that fails', async () => {
    const storing = new LeaguesStoring();
    const seen: string[] = [];
    storing.whenStored(async () => {
      throw new Error('The page thread ended');
    });
    storing.whenStored(async (leagueIds) => {
      seen.push(`pages of ${leagueIds.join(',')}`);
    });
    await expect(storing.stored([3, 4])).resolves.toBeUndefined();
    expect(seen).toEqual(['pages of 3,4']);
  });
});
