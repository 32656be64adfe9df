import { describe, expect, it } from 'vitest';
import {
  capSeasonFor,
  contractSettingsSchema,
  maxCapHitFor,
  maxContractYears,
  NHL_CONTRACT_SETTINGS as NHL,
} from './contract-settings';

describe('cap figures by season', () => {
  it('uses the NHL upper limits and floors it announced', () => {
    expect(capSeasonFor(NHL, 2025)).toMatchObject({
      upperLimit: 95_500_000,
      floor: 70_600_000,
      minimumSalary: 775_000,
    });
    expect(capSeasonFor(NHL, 2026)).toMatchObject({
      upperLimit: 104_000_000,
      floor: 76_900_000,
      minimumSalary: 850_000,
    });
    expect(capSeasonFor(NHL, 2027)).toMatchObject({ upperLimit: 113_500_000, floor: 83_900_000 });
  });

  it('grows both limits by the growth setting after the last known season, rounded to $100K', () => {
    expect(capSeasonFor(NHL, 2028)).toMatchObject({ upperLimit: 120_300_000, floor: 88_900_000 });
    expect(capSeasonFor(NHL, 2029).upperLimit).toBe(127_500_000);
    const flat = { ...NHL, capGrowthPercent: 0 };
    expect(capSeasonFor(flat, 2040).upperLimit).toBe(113_500_000);
  });

  it('takes the first known season for a league starting earlier', () => {
    expect(capSeasonFor(NHL, 2019)).toMatchObject({
      startYear: 2019,
      upperLimit: 95_500_000,
      minimumSalary: 775_000,
    });
  });

  it('raises the minimum salary to $1M by 2029-30 and keeps it there', () => {
    expect(capSeasonFor(NHL, 2028).minimumSalary).toBe(950_000);
    expect(capSeasonFor(NHL, 2029).minimumSalary).toBe(1_000_000);
    expect(capSeasonFor(NHL, 2035).minimumSalary).toBe(1_000_000);
  });
});

describe('contract limits', () => {
  it('caps one contract at 20% of the season upper limit', () => {
    expect(maxCapHitFor(NHL, 2026)).toBe(20_800_000);
  });

  it('gives a longer term to a team re-signing its own player', () => {
    expect(maxContractYears(NHL, true)).toBe(7);
    expect(maxContractYears(NHL, false)).toBe(6);
  });
});

describe('contract settings from a commissioner', () => {
  it('accepts the NHL defaults', () => {
    expect(contractSettingsSchema.safeParse(NHL).success).toBe(true);
  });

  it('refuses seasons out of order, a floor above the limit and a roster minimum above its maximum', () => {
    const messages = (settings: unknown) =>
      contractSettingsSchema.safeParse(settings).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ ...NHL, capLimits: [...NHL.capLimits].reverse() })).toContain(
      'List the cap seasons oldest first, one entry a season.',
    );
    expect(
      messages({ ...NHL, capLimits: [{ startYear: 2026, upperLimit: 50_000_000, floor: 60_000_000 }] }),
    ).toContain("A season's cap floor cannot be above its upper limit.");
    expect(messages({ ...NHL, activeRosterMin: 24 })).toContain(
      'The smallest active roster cannot be larger than the largest.',
    );
  });
});
