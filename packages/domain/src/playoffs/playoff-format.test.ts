import { describe, expect, it } from 'vitest';
import { HOCKEY_TEAMS } from '../teams';
import { playoffFormatFor, playoffTeamCount, type TeamAlignment } from './playoff-format';

const nhl: TeamAlignment[] = HOCKEY_TEAMS.map((t) => ({ conference: t.conference, division: t.division }));
const unaligned = (count: number): TeamAlignment[] =>
  Array.from({ length: count }, () => ({ conference: null, division: null }));

describe('playoffFormatFor', () => {
  it('plays the NHL format for the 32 NHL teams and 16 playoff teams', () => {
    expect(playoffFormatFor(nhl, { teamCount: 16 })).toBe('nhl-divisional');
  });

  it('falls back to seeding per conference for another playoff team count', () => {
    expect(playoffFormatFor(nhl, { teamCount: 12 })).toBe('conference-seeded');
    expect(playoffFormatFor(nhl, { teamCount: 24 })).toBe('conference-seeded');
  });

  it('seeds league-wide when the count cannot be split between the conferences', () => {
    expect(playoffFormatFor(nhl, { teamCount: 7 })).toBe('league-seeded');
  });

  it('seeds league-wide in a league without conferences', () => {
    expect(playoffFormatFor(unaligned(12), { teamCount: 16 })).toBe('league-seeded');
  });

  it('seeds league-wide when a conference is too small for its half', () => {
    const lopsided = [
      ...Array.from({ length: 8 }, () => ({ conference: 'East', division: null })),
      ...Array.from({ length: 3 }, () => ({ conference: 'West', division: null })),
    ];
    expect(playoffFormatFor(lopsided, { teamCount: 8 })).toBe('league-seeded');
    expect(playoffFormatFor(lopsided, { teamCount: 6 })).toBe('conference-seeded');
  });

  it('does not play the NHL format when a division has fewer than three teams', () => {
    // Six of the eight Pacific teams move to the Central: the Pacific is left with two.
    let moved = 0;
    const thin = nhl.map((t) =>
      t.division === 'Pacific' && moved++ < 6 ? { ...t, division: 'Central' } : t,
    );
    expect(playoffFormatFor(thin, { teamCount: 16 })).toBe('conference-seeded');
  });

  it('honours a simpler format asked for, never a format the league does not fit', () => {
    expect(playoffFormatFor(nhl, { teamCount: 16, format: 'league-seeded' })).toBe('league-seeded');
    expect(playoffFormatFor(nhl, { teamCount: 16, format: 'conference-seeded' })).toBe('conference-seeded');
    expect(playoffFormatFor(unaligned(16), { teamCount: 16, format: 'nhl-divisional' })).toBe(
      'league-seeded',
    );
  });
});

describe('playoffTeamCount', () => {
  it('takes every team of a league smaller than the setting', () => {
    expect(playoffTeamCount(4, { teamCount: 16 })).toBe(4);
    expect(playoffTeamCount(32, { teamCount: 16 })).toBe(16);
    expect(() => playoffTeamCount(1, { teamCount: 16 })).toThrow(RangeError);
  });
});
