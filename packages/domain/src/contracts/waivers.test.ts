import { describe, expect, it } from 'vitest';
import { isWaiverExempt, seasonsSinceSigning, waiverExemption, type WaiverFacts } from './waivers';

// The NHL's waiver-exemption table (CBA 13.4), written out here on its own so that a changed row of the
// rule's table fails: age at first contract → seasons, games (null: the seasons alone).
const SKATERS: Record<number, [number, number | null]> = {
  18: [5, 160],
  19: [4, 160],
  20: [3, 160],
  21: [3, 80],
  22: [3, 70],
  23: [3, 60],
  24: [2, 60],
  25: [1, null],
  26: [1, null],
  31: [1, null],
};
const GOALIES: Record<number, [number, number | null]> = {
  18: [6, 80],
  19: [5, 80],
  20: [4, 80],
  21: [4, 60],
  22: [4, 60],
  23: [3, 60],
  24: [2, 60],
  25: [1, null],
  26: [1, null],
  31: [1, null],
};

describe('the waiver-exemption table', () => {
  it.each(Object.entries(SKATERS))('a skater first signed at %s', (age, [years, games]) => {
    expect(waiverExemption(Number(age), false)).toEqual({ years, games });
  });

  it.each(Object.entries(GOALIES))('a goalie first signed at %s', (age, [years, games]) => {
    expect(waiverExemption(Number(age), true)).toEqual({ years, games });
  });

  it('reads anyone who signed younger than 18 as 18', () => {
    expect(waiverExemption(17, false)).toEqual({ years: 5, games: 160 });
    expect(waiverExemption(16, true)).toEqual({ years: 6, games: 80 });
  });
});

// First contract signed in the season starting in 2026: 2026 is his first season since signing.
const facts = (over: Partial<WaiverFacts>): WaiverFacts => ({
  ageAtFirstContract: 20,
  goalie: false,
  firstContractYear: 2026,
  seasonYear: 2026,
  priorGames: 0,
  leagueGames: 0,
  ...over,
});

describe('seasons since signing', () => {
  it('counts the season he signed in as his first', () => {
    expect(seasonsSinceSigning({ firstContractYear: 2026, seasonYear: 2026 })).toBe(1);
    expect(seasonsSinceSigning({ firstContractYear: 2026, seasonYear: 2028 })).toBe(3);
  });
});

describe('waiver exemption', () => {
  it('lasts through the last season of his row and ends the season after', () => {
    // Signed at 20: three seasons (2026, 2027, 2028).
    expect(isWaiverExempt(facts({ seasonYear: 2027 }))).toBe(true);
    expect(isWaiverExempt(facts({ seasonYear: 2028 }))).toBe(true);
    expect(isWaiverExempt(facts({ seasonYear: 2029 }))).toBe(false);
  });

  it('gives a veteran his first season only', () => {
    const veteran = { ageAtFirstContract: 27, leagueGames: 0 };
    expect(isWaiverExempt(facts({ ...veteran, seasonYear: 2026 }))).toBe(true);
    expect(isWaiverExempt(facts({ ...veteran, seasonYear: 2027 }))).toBe(false);
  });

  it('ends at the games of his row, whichever comes first, counting games before the league and in it', () => {
    // Signed at 21: 80 games.
    const at21 = { ageAtFirstContract: 21, seasonYear: 2027 };
    expect(isWaiverExempt(facts({ ...at21, leagueGames: 79 }))).toBe(true);
    expect(isWaiverExempt(facts({ ...at21, leagueGames: 80 }))).toBe(false);
    expect(isWaiverExempt(facts({ ...at21, leagueGames: 81 }))).toBe(false);
    expect(isWaiverExempt(facts({ ...at21, priorGames: 40, leagueGames: 39 }))).toBe(true);
    expect(isWaiverExempt(facts({ ...at21, priorGames: 40, leagueGames: 40 }))).toBe(false);
  });

  it('reads the goalie row for a goalie', () => {
    // Signed at 20: a skater's three seasons and 160 games, a goalie's four seasons and 80 games.
    expect(isWaiverExempt(facts({ seasonYear: 2029 }))).toBe(false);
    expect(isWaiverExempt(facts({ seasonYear: 2029, goalie: true }))).toBe(true);
    expect(isWaiverExempt(facts({ leagueGames: 100 }))).toBe(true);
    expect(isWaiverExempt(facts({ leagueGames: 100, goalie: true }))).toBe(false);
  });

  it('reads his age at his first contract: older signings run out sooner', () => {
    // In his third season: exempt if he signed at 23 (three seasons), not at 24 (two).
    expect(isWaiverExempt(facts({ ageAtFirstContract: 23, seasonYear: 2028 }))).toBe(true);
    expect(isWaiverExempt(facts({ ageAtFirstContract: 24, seasonYear: 2028 }))).toBe(false);
  });
});
