import { describe, expect, it } from 'vitest';
import {
  BURY_ALLOWANCE_OVER_MINIMUM,
  capStanding,
  payrollBreakdown,
  teamCapFigures,
  type CapContract,
} from './cap-figures';

const M = 1_000_000;
const season = { startYear: 2026, upperLimit: 100 * M, floor: 75 * M, minimumSalary: 1 * M };

describe('a payroll by what it counts', () => {
  const contracts: CapContract[] = [
    { capHit: 8 * M, yearsLeft: 3, placement: 'active' },
    { capHit: 2 * M, yearsLeft: 1, placement: 'active' },
    { capHit: 3 * M, yearsLeft: 2, placement: 'injured-reserve' },
    { capHit: 4 * M, yearsLeft: 2, placement: 'minors' },
    { capHit: 1 * M, yearsLeft: 1, placement: 'minors' },
  ];
  const charges = [
    { kind: 'buyout' as const, capChargePerSeason: 1.5 * M, seasonsLeft: 2 },
    { kind: 'retained' as const, capChargePerSeason: 0.5 * M, seasonsLeft: 1 },
    // A charge whose seasons are over counts for nothing.
    { kind: 'buyout' as const, capChargePerSeason: 9 * M, seasonsLeft: 0 },
  ];
  const breakdown = payrollBreakdown(contracts, charges, season.minimumSalary);

  it('names each part: roster, injured reserve, minors above the allowance, buried, dead, retained', () => {
    expect(breakdown).toEqual({
      roster: 10 * M,
      injuredReserve: 3 * M,
      minors: 4 * M - (1 * M + BURY_ALLOWANCE_OVER_MINIMUM),
      buried: 1 * M + BURY_ALLOWANCE_OVER_MINIMUM + 1 * M,
      dead: 1.5 * M,
      retained: 0.5 * M,
    });
  });

  it('adds up to the payroll the cap charges', () => {
    const { payroll } = teamCapFigures(contracts, charges, season);
    const { roster, injuredReserve, minors, dead: bought, retained } = breakdown;
    expect(roster + injuredReserve + minors + bought + retained).toBe(payroll);
  });
});

describe('where a payroll stands', () => {
  it('is below the floor under it, over the cap past it, and within them at either edge', () => {
    expect(capStanding(75 * M - 1, season)).toBe('below-floor');
    expect(capStanding(75 * M, season)).toBe('within');
    expect(capStanding(100 * M, season)).toBe('within');
    expect(capStanding(100 * M + 1, season)).toBe('over-cap');
  });
});
