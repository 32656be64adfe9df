import { describe, expect, it } from 'vitest';
import { league, player } from './valuation-fixtures';
import { contractFactor, packageValue, pickValue, playerValue, projectedSlot } from './trade-value';

describe('player value', () => {
  it('one star outweighs three middle-of-the-lineup players, summed convexly', () => {
    const star = playerValue(player({ overall: 88, capHit: 11_000_000 }), league, 'neutral');
    const three = packageValue(
      [76, 76, 76].map((o) => playerValue(player({ overall: o }), league, 'neutral')),
    );
    expect(star).toBeGreaterThan(three);
  });

  it('a rebuilding team values a young player with potential more, and a 33-year-old less', () => {
    const prospect = player({ age: 20, overall: 70, potential: 84, capHit: 900_000 });
    expect(playerValue(prospect, league, 'rebuilding')).toBeGreaterThan(
      playerValue(prospect, league, 'contending'),
    );
    const veteran = player({ age: 33, overall: 80, potential: 80, capHit: 5_000_000 });
    expect(playerValue(veteran, league, 'rebuilding')).toBeLessThan(
      playerValue(veteran, league, 'contending'),
    );
  });

  it('an underpaid contract adds worth, more over more seasons; an overpaid one takes it away', () => {
    const cheap = (yearsLeft: number) =>
      contractFactor(player({ overall: 84, capHit: 3_000_000, yearsLeft }), league);
    expect(cheap(1)).toBeGreaterThan(1);
    expect(cheap(4)).toBeGreaterThan(cheap(1));
    expect(contractFactor(player({ overall: 70, capHit: 9_000_000, yearsLeft: 5 }), league)).toBeLessThan(1);
  });
});

describe('pick value', () => {
  it("the worst team's first-round pick is worth most; first rounds over second rounds", () => {
    const first = (team: number) =>
      pickValue({ id: 1, year: 2027, round: 1, originalTeamId: team }, league, 'neutral');
    expect(first(32)).toBeGreaterThan(first(16));
    expect(first(16)).toBeGreaterThan(first(1));
    const second = pickValue({ id: 2, year: 2027, round: 2, originalTeamId: 32 }, league, 'neutral');
    expect(first(1)).toBeGreaterThan(second);
  });

  it("a later draft's pick is projected toward the middle and discounted", () => {
    const now = { id: 1, year: 2027, round: 1, originalTeamId: 32 };
    const later = { ...now, year: 2029 };
    expect(projectedSlot(now, league)).toBe(1);
    expect(projectedSlot(later, league)).toBeCloseTo(16.5 - 15.5 / 4);
    expect(pickValue(later, league, 'neutral')).toBeLessThan(pickValue(now, league, 'neutral'));
  });

  it('a rebuilding team values picks more than a contender', () => {
    const pick = { id: 1, year: 2027, round: 1, originalTeamId: 10 };
    expect(pickValue(pick, league, 'rebuilding')).toBeGreaterThan(pickValue(pick, league, 'contending'));
  });
});
