import { describe, expect, it } from 'vitest';
import { ageOnSeptember15, bestRookie, isRookie } from './rookie';
import { career, goalie, skater } from './season-builder';

describe('isRookie (NHL eligibility)', () => {
  it('takes a player with no earlier seasons', () => {
    expect(isRookie(career(1, 19))).toBe(true);
  });

  it('allows 25 games in an earlier season but not 26', () => {
    expect(isRookie(career(1, 21, [25]))).toBe(true);
    expect(isRookie(career(1, 21, [26]))).toBe(false);
  });

  it('allows 6 or more games in one earlier season but not in each of two', () => {
    expect(isRookie(career(1, 22, [6, 5, 5]))).toBe(true);
    expect(isRookie(career(1, 22, [6, 6]))).toBe(false);
    expect(isRookie(career(1, 22, [25, 10]))).toBe(false);
  });

  it('is under 26 on September 15 of the season', () => {
    expect(isRookie(career(1, 25))).toBe(true);
    expect(isRookie(career(1, 26))).toBe(false);
  });
});

describe('ageOnSeptember15', () => {
  it('counts a birthday on or before September 15 of the season year, not one after', () => {
    expect(ageOnSeptember15('2000-09-14', 2026)).toBe(26);
    expect(ageOnSeptember15('2000-09-15', 2026)).toBe(26);
    expect(ageOnSeptember15('2000-09-16', 2026)).toBe(25);
    expect(ageOnSeptember15('2000-12-31', 2026)).toBe(25);
  });

  it('so a 26th birthday in the summer before the season ends rookie status', () => {
    expect(isRookie(career(1, ageOnSeptember15('2000-07-01', 2026)))).toBe(false);
    expect(isRookie(career(1, ageOnSeptember15('2000-10-01', 2026)))).toBe(true);
  });
});

describe('bestRookie', () => {
  it('passes over better veterans and ineligible young players for the most valuable rookie', () => {
    const result = bestRookie({
      skaters: [
        skater(1, { goals: 50, assists: 50 }),
        skater(2, { goals: 30, assists: 30 }),
        skater(3, { goals: 20, assists: 25 }),
        skater(4, { goals: 25, assists: 40 }),
      ],
      goalies: [],
      careers: [career(1, 27, [82, 82]), career(2, 20, [26]), career(3, 19), career(4, 26)],
    });
    expect(result).toMatchObject({ award: 'bestRookie', playerId: 3, value: '45 pts', runnersUp: [] });
  });

  it('weighs a rookie goalie by the goals he saved above the league average', () => {
    const result = bestRookie({
      skaters: [skater(1, { goals: 10, assists: 10 })],
      goalies: [
        goalie(2, { shotsAgainst: 1800, goalsAgainst: 130 }),
        goalie(3, { shotsAgainst: 1800, goalsAgainst: 200 }),
      ],
      careers: [career(1, 20), career(2, 22)],
    });
    // League SV% .907; the rookie saved 1800 × (.928 − .907) ≈ 35 goals above it, worth about 105 points.
    expect(result).toMatchObject({ playerId: 2, value: '30 W, .928 SV%', runnersUp: [{ playerId: 1 }] });
  });

  it('is null without a rookie or without careers', () => {
    expect(bestRookie({ skaters: [skater(1, { goals: 9 })], goalies: [], careers: [] })).toBeNull();
    expect(
      bestRookie({ skaters: [skater(1, { goals: 9 })], goalies: [], careers: [career(1, 30)] }),
    ).toBeNull();
  });
});
