import { describe, expect, it } from 'vitest';
import type { CapContract } from './cap-figures';
import { capPositionFor, deadChargeIn, signingProblem, type CapPosition } from './cap-position';
import { capSeasonFor, NHL_CONTRACT_SETTINGS as NHL } from './contract-settings';

const roster: CapContract[] = [
  { capHit: 10_000_000, yearsLeft: 3, placement: 'active' },
  { capHit: 4_000_000, yearsLeft: 1, placement: 'active', extension: { capHit: 5_000_000, years: 2 } },
  { capHit: 3_000_000, yearsLeft: 1, placement: 'injured-reserve' },
  { capHit: 2_000_000, yearsLeft: 2, placement: 'minors' },
];
// A buy-out charging $1M a season for 2026-27 and 2027-28.
const buyout = { chargePerSeason: 1_000_000, firstYear: 2026, seasons: 2 };

describe('dead money by season', () => {
  it('has the seasons left from the season it is read in', () => {
    expect(deadChargeIn(buyout, 2026)).toEqual({ capChargePerSeason: 1_000_000, seasonsLeft: 2 });
    expect(deadChargeIn(buyout, 2027)).toEqual({ capChargePerSeason: 1_000_000, seasonsLeft: 1 });
    expect(deadChargeIn(buyout, 2028)).toEqual({ capChargePerSeason: 1_000_000, seasonsLeft: 0 });
  });
});

describe("a team's cap position for a signing", () => {
  const position = (over: { charges?: (typeof buyout)[]; startYear?: number; seasonYear?: number }) =>
    capPositionFor({
      contracts: roster,
      charges: over.charges ?? [],
      seasonYear: over.seasonYear ?? 2026,
      startYear: over.startYear ?? 2026,
      settings: NHL,
    });

  it('in the active season counts the cap sheet: the roster and reserve in full, the minors buried', () => {
    // $2.0M in the minors counts above $850K + $375K.
    expect(position({})).toEqual({ payroll: 17_000_000 + 775_000, contracts: 4, activeRoster: 2 });
  });

  it('counts dead money in the active season', () => {
    expect(position({ charges: [buyout] }).payroll).toBe(17_775_000 + 1_000_000);
    expect(position({ charges: [buyout], seasonYear: 2028, startYear: 2028 }).payroll).toBe(
      position({ seasonYear: 2028, startYear: 2028 }).payroll,
    );
  });

  it('in the next season counts the contracts and re-signings running into it, every player in full', () => {
    // 10.0M runs on, the 4.0M one is followed by its 5.0M re-signing, 2.0M runs on; 3.0M ends.
    expect(position({ startYear: 2027 })).toEqual({ payroll: 17_000_000, contracts: 3, activeRoster: 2 });
  });

  it('counts dead money in the next season while it has seasons left there', () => {
    expect(position({ charges: [buyout], startYear: 2027 }).payroll).toBe(18_000_000);
    expect(position({ charges: [buyout], seasonYear: 2027, startYear: 2028 }).payroll).toBe(
      position({ seasonYear: 2027, startYear: 2028 }).payroll,
    );
  });
});

describe('a signing', () => {
  const season = capSeasonFor(NHL, 2026); // upper limit $104.0M
  const team = (over: Partial<CapPosition>): CapPosition => ({
    payroll: 100_000_000,
    contracts: 40,
    activeRoster: 22,
    ...over,
  });

  it('fits up to the cap exactly, and not a dollar over', () => {
    expect(signingProblem(team({}), 3_999_999, season, NHL)).toBeNull();
    expect(signingProblem(team({}), 4_000_000, season, NHL)).toBeNull();
    expect(signingProblem(team({}), 4_500_000, season, NHL)).toEqual({
      kind: 'cap',
      overage: '$500K over the cap of $104.0M',
    });
  });

  it('needs a free contract: one under the most allowed fits, at the most it does not', () => {
    expect(signingProblem(team({ contracts: 49 }), 1_000_000, season, NHL)).toBeNull();
    expect(signingProblem(team({ contracts: 50 }), 1_000_000, season, NHL)).toEqual({
      kind: 'contracts',
      maxContracts: 50,
    });
  });
});
