import { describe, expect, it } from 'vitest';
import { NHL_CONTRACT_SETTINGS as NHL } from './contract-settings';
import { mayBeQualified, qualifyingOfferAmount } from './qualifying-offer';

describe('qualifying offers', () => {
  it('follows the CBA bands: 110% at the minimum, 105% up to $1M, 100% above', () => {
    // 2026-27: minimum $850K; 2027-28: $900K.
    expect(qualifyingOfferAmount(NHL, 850_000, 2026)).toBe(935_000);
    expect(qualifyingOfferAmount(NHL, 925_000, 2026)).toBe(971_250);
    expect(qualifyingOfferAmount(NHL, 990_000, 2026)).toBe(1_000_000);
    expect(qualifyingOfferAmount(NHL, 4_250_000, 2026)).toBe(4_250_000);
  });

  it("is never below next season's minimum salary", () => {
    expect(qualifyingOfferAmount(NHL, 775_000, 2025)).toBe(852_500);
    expect(
      qualifyingOfferAmount(
        {
          ...NHL,
          minimumSalaries: [
            { startYear: 2000, amount: 500_000 },
            { startYear: 2027, amount: 1_200_000 },
          ],
        },
        1_000_000,
        2026,
      ),
    ).toBe(1_200_000);
  });

  it('is for restricted free agents only', () => {
    expect(mayBeQualified(NHL, { age: 24, accruedSeasons: 4 })).toBe(true);
    expect(mayBeQualified(NHL, { age: 27, accruedSeasons: 4 })).toBe(false);
    expect(mayBeQualified(NHL, { age: 25, accruedSeasons: 7 })).toBe(false);
  });
});
