import { describe, expect, it } from 'vitest';
import { buyoutOf } from './buyout';
import {
  capOverageMessage,
  capRoomProblem,
  commitmentsBySeason,
  teamCapFigures,
  type CapContract,
} from './cap-figures';
import { capSeasonFor, NHL_CONTRACT_SETTINGS as NHL } from './contract-settings';
import { entryLevelYears, firstContractType } from './entry-level';

describe('entry-level contracts', () => {
  it('runs three seasons from 18 to 21, two at 22 and 23, one at 24, and none after', () => {
    expect([18, 21, 22, 23, 24, 25].map(entryLevelYears)).toEqual([3, 3, 2, 2, 1, null]);
    expect(firstContractType(24)).toBe('entry-level');
    expect(firstContractType(25)).toBe('standard');
  });
});

describe('buy-outs', () => {
  it('costs a third of what is left under 26 and two thirds from 26, over twice the seasons left', () => {
    expect(buyoutOf({ capHit: 3_000_000, yearsLeft: 2 }, 25)).toEqual({
      seasons: 4,
      capChargePerSeason: 500_000,
      totalCost: 2_000_000,
    });
    expect(buyoutOf({ capHit: 3_000_000, yearsLeft: 2 }, 26)).toEqual({
      seasons: 4,
      capChargePerSeason: 1_000_000,
      totalCost: 4_000_000,
    });
  });
});

describe('team cap figures', () => {
  const season = capSeasonFor(NHL, 2026);
  const roster: CapContract[] = [
    { capHit: 10_000_000, yearsLeft: 3, placement: 'active' },
    { capHit: 5_000_000, yearsLeft: 1, placement: 'injured-reserve' },
    { capHit: 2_000_000, yearsLeft: 2, placement: 'minors' },
    { capHit: 900_000, yearsLeft: 1, placement: 'minors' },
  ];

  it('counts the roster and injured reserve in full, minor leaguers above the burying allowance, and dead money', () => {
    const figures = teamCapFigures(roster, [{ capChargePerSeason: 500_000, seasonsLeft: 2 }], season);
    // 2.0M in the minors buries 850K + 375K; 900K buries entirely.
    expect(figures.payroll).toBe(10_000_000 + 5_000_000 + 775_000 + 500_000);
    expect(figures.capSpace).toBe(104_000_000 - figures.payroll);
    expect(figures).toMatchObject({ activeRoster: 1, contracts: 4 });
  });

  it('projects commitments season by season as contracts run out', () => {
    expect(commitmentsBySeason(roster, [{ capChargePerSeason: 500_000, seasonsLeft: 2 }], 4)).toEqual([
      18_400_000, 12_500_000, 10_000_000, 0,
    ]);
  });

  it('counts a signed re-signing in the seasons after the contract it follows', () => {
    const extended = {
      capHit: 3_000_000,
      yearsLeft: 1,
      placement: 'active' as const,
      extension: { capHit: 6_000_000, years: 2 },
    };
    expect(commitmentsBySeason([extended], [], 4)).toEqual([3_000_000, 6_000_000, 6_000_000, 0]);
  });

  it('names the overage of a move that does not fit, and lets any move that saves money through', () => {
    expect(capOverageMessage(1_200_000, 104_000_000)).toBe('$1.2M over the cap of $104.0M');
    expect(capRoomProblem(103_000_000, 2_200_000, season)).toBe('$1.2M over the cap of $104.0M');
    expect(capRoomProblem(103_000_000, 1_000_000, season)).toBeNull();
    expect(capRoomProblem(110_000_000, -500_000, season)).toBeNull();
  });
});
