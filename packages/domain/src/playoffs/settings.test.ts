import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAYOFF_SETTINGS, playoffSettingsSchema, seriesLengthOf } from './settings';

describe('playoffSettingsSchema', () => {
  it('defaults to 16 teams, best-of-seven every round, the format chosen by the league, automatic start', () => {
    expect(DEFAULT_PLAYOFF_SETTINGS).toEqual({ teamCount: 16, seriesLengths: [7], autoStart: true });
    expect(DEFAULT_PLAYOFF_SETTINGS.format).toBeUndefined();
  });

  it('takes 2 to 24 playoff teams', () => {
    expect(playoffSettingsSchema.safeParse({ teamCount: 2 }).success).toBe(true);
    expect(playoffSettingsSchema.safeParse({ teamCount: 24 }).success).toBe(true);
    expect(playoffSettingsSchema.safeParse({ teamCount: 1 }).success).toBe(false);
    expect(playoffSettingsSchema.safeParse({ teamCount: 25 }).success).toBe(false);
    expect(playoffSettingsSchema.safeParse({ teamCount: 8.5 }).success).toBe(false);
  });

  it('takes series of 1, 3, 5 or 7 games, at most five rounds of them', () => {
    expect(playoffSettingsSchema.safeParse({ seriesLengths: [1, 3, 5, 7, 7] }).success).toBe(true);
    expect(playoffSettingsSchema.safeParse({ seriesLengths: [4] }).success).toBe(false);
    expect(playoffSettingsSchema.safeParse({ seriesLengths: [] }).success).toBe(false);
    expect(playoffSettingsSchema.safeParse({ seriesLengths: [7, 7, 7, 7, 7, 7] }).success).toBe(false);
  });

  it('takes only the three formats', () => {
    expect(playoffSettingsSchema.parse({ format: 'league-seeded' }).format).toBe('league-seeded');
    expect(playoffSettingsSchema.safeParse({ format: 'reseeded' }).success).toBe(false);
  });
});

describe('seriesLengthOf', () => {
  it('reads each round from the list and plays later rounds at its last length', () => {
    expect([0, 1, 2, 3].map((round) => seriesLengthOf({ seriesLengths: [5, 7] }, round))).toEqual([
      5, 7, 7, 7,
    ]);
  });
});
