import { describe, expect, it } from 'vitest';
import { NHL_CONTRACT_SETTINGS as NHL } from './contract-settings';
import {
  accruedSeasons,
  expiryFactsOf,
  isAccruedSeason,
  statusAtExpiry,
  type CareerFacts,
} from './free-agent-status';

describe('free-agent status at expiry', () => {
  it('is unrestricted from 27, restricted at 26', () => {
    expect(statusAtExpiry(NHL, { age: 26, accruedSeasons: 0 })).toBe('rfa');
    expect(statusAtExpiry(NHL, { age: 27, accruedSeasons: 0 })).toBe('ufa');
    expect(statusAtExpiry(NHL, { age: 28, accruedSeasons: 0 })).toBe('ufa');
  });

  it('is unrestricted from 7 accrued seasons whatever his age, restricted at 6', () => {
    expect(statusAtExpiry(NHL, { age: 22, accruedSeasons: 6 })).toBe('rfa');
    expect(statusAtExpiry(NHL, { age: 22, accruedSeasons: 7 })).toBe('ufa');
    expect(statusAtExpiry(NHL, { age: 22, accruedSeasons: 8 })).toBe('ufa');
  });

  it("follows the league's settings", () => {
    const league = { ...NHL, ufaAge: 25, ufaAccruedSeasons: 4 };
    expect(statusAtExpiry(league, { age: 25, accruedSeasons: 0 })).toBe('ufa');
    expect(statusAtExpiry(league, { age: 24, accruedSeasons: 4 })).toBe('ufa');
    expect(statusAtExpiry(league, { age: 24, accruedSeasons: 3 })).toBe('rfa');
  });
});

describe('an accrued season', () => {
  it('takes 40 regular-season games for a skater', () => {
    expect(isAccruedSeason(39, false)).toBe(false);
    expect(isAccruedSeason(40, false)).toBe(true);
    expect(isAccruedSeason(41, false)).toBe(true);
  });

  it('takes 28 for a goalie', () => {
    expect(isAccruedSeason(27, true)).toBe(false);
    expect(isAccruedSeason(28, true)).toBe(true);
    expect(isAccruedSeason(29, true)).toBe(true);
    expect(isAccruedSeason(30, false)).toBe(false);
  });

  it('counts season by season, not games in total, on top of those before the league', () => {
    const skater = { goalie: false, accruedBefore: 2 };
    // 117 games in three short seasons accrue none (a total / 60 would have counted one).
    expect(accruedSeasons({ ...skater, leagueSeasonGames: [39, 39, 39] })).toBe(2);
    expect(accruedSeasons({ ...skater, leagueSeasonGames: [82, 39, 40] })).toBe(4);
    expect(accruedSeasons({ goalie: true, accruedBefore: 0, leagueSeasonGames: [28, 27, 50] })).toBe(2);
  });
});

describe('expiry facts', () => {
  const career: CareerFacts = { age: 24, goalie: false, accruedBefore: 3, leagueSeasonGames: [82] };

  it('are his age and seasons now for a contract in its last season, and for a free agent', () => {
    expect(expiryFactsOf(career, { yearsLeft: 1, regular: true })).toEqual({ age: 24, accruedSeasons: 4 });
    expect(expiryFactsOf(career, null)).toEqual({ age: 24, accruedSeasons: 4 });
  });

  it('age him a season for each season to go, and add a season accrued for each if he is a regular', () => {
    expect(expiryFactsOf(career, { yearsLeft: 3, regular: true })).toEqual({ age: 26, accruedSeasons: 6 });
    expect(expiryFactsOf(career, { yearsLeft: 3, regular: false })).toEqual({ age: 26, accruedSeasons: 4 });
  });

  it('make a young regular unrestricted by seasons, and the same player in the minors restricted', () => {
    const young = { ...career, age: 22, accruedBefore: 4, leagueSeasonGames: [] };
    expect(statusAtExpiry(NHL, expiryFactsOf(young, { yearsLeft: 4, regular: true }))).toBe('ufa');
    expect(statusAtExpiry(NHL, expiryFactsOf(young, { yearsLeft: 4, regular: false }))).toBe('rfa');
  });
});
