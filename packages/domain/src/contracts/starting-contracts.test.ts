import { describe, expect, it } from 'vitest';
import { askingCapHit } from './contract-value';
import type { CapSeason } from './contract-settings';
import {
  entryLevelYearsLeft,
  STARTING_RAISE_SHARE,
  STARTING_STAR_SHARE,
  startingContracts,
  type StartingPlayer,
  type StartingTeam,
} from './starting-contracts';

const season: CapSeason = {
  startYear: 2026,
  upperLimit: 100_000_000,
  floor: 75_000_000,
  minimumSalary: 800_000,
};
const MAX_CAP_HIT = 20_000_000;

const veteran = (overall: number, age = 28): StartingPlayer => ({
  overall,
  potential: overall,
  age,
  status: 'active',
});

/** A 23-man roster: two stars, regulars and depth, all veterans. */
const roster = (stars = 86): StartingPlayer[] => [
  veteran(stars),
  veteran(stars - 1),
  ...Array.from({ length: 12 }, (_, i) => veteran(78 - i)),
  ...Array.from({ length: 9 }, () => veteran(64)),
];

const team = (over: Partial<StartingTeam> = {}): StartingTeam => ({
  players: roster(),
  season,
  maxCapHit: MAX_CAP_HIT,
  maxYears: 7,
  payrollShare: 0.95,
  draws: [],
  ...over,
});

const payroll = (contracts: ReturnType<typeof startingContracts>) =>
  contracts.reduce((sum, c) => sum + (c?.capHit ?? 0), 0);

describe('a new team’s starting contracts', () => {
  it('lands the payroll on the share of the cap the team spends, up from its asks or down', () => {
    for (const share of [0.8, 0.95, 0.99]) {
      const total = payroll(startingContracts(team({ payrollShare: share })));
      expect(Math.abs(total - share * season.upperLimit)).toBeLessThan(400_000);
    }
    const strong = team({ players: roster(95), payrollShare: 0.9 });
    expect(Math.abs(payroll(startingContracts(strong)) - 90_000_000)).toBeLessThan(400_000);
  });

  it('keeps every cap hit between the minimum salary and the star ceiling', () => {
    for (const share of [0.5, 0.99]) {
      for (const c of startingContracts(team({ players: roster(97), payrollShare: share }))) {
        expect(c?.capHit).toBeGreaterThanOrEqual(season.minimumSalary);
        expect(c?.capHit).toBeLessThanOrEqual(STARTING_STAR_SHARE * season.upperLimit);
      }
    }
  });

  it('cuts the stars of a team over its share and raises the regulars of one under it, never a star past his ask', () => {
    const players = roster();
    const star = askingCapHit(players[0] as StartingPlayer, season, MAX_CAP_HIT);
    const regular = askingCapHit(players[8] as StartingPlayer, season, MAX_CAP_HIT);
    const rich = startingContracts(team({ payrollShare: 0.5 }));
    const poor = startingContracts(team({ payrollShare: 1 }));
    expect(rich[0]?.capHit).toBeLessThan(star);
    expect(poor[8]?.capHit).toBeGreaterThan(regular);
    expect(poor[0]?.capHit).toBe(star);
    expect(poor[8]?.capHit).toBeLessThanOrEqual(Math.max(regular, STARTING_RAISE_SHARE * season.upperLimit));
  });

  it('raises a young team’s few veterans past the raise ceiling when nothing else reaches its payroll', () => {
    const kids = Array.from({ length: 14 }, () => ({ ...veteran(72, 20), potential: 80 }));
    const players = [...kids, ...Array.from({ length: 9 }, () => veteran(74))];
    const contracts = startingContracts(team({ players, payrollShare: 0.95 }));
    expect(Math.abs(payroll(contracts) - 95_000_000)).toBeLessThan(400_000);
    expect(contracts[20]?.capHit).toBeGreaterThan(STARTING_RAISE_SHARE * season.upperLimit);
  });

  it('gives a young player his entry-level deal: near the minimum, for what is left of its three seasons', () => {
    const kid = { overall: 84, potential: 92, age: 19, status: 'active' } as const;
    const [c] = startingContracts(team({ players: [kid, ...roster()] }));
    expect(c).toEqual({ capHit: 950_000, yearsLeft: 3, type: 'entry-level' });
    expect(entryLevelYearsLeft(18)).toBe(3);
    expect(entryLevelYearsLeft(21)).toBe(2);
    expect(entryLevelYearsLeft(22)).toBe(1);
    expect(entryLevelYearsLeft(23)).toBeNull();
  });

  it('counts a minor leaguer only above the burying allowance, and gives a prospect no contract', () => {
    const minors = { overall: 75, potential: 75, age: 27, status: 'minors' } as const;
    const prospect = { overall: 60, potential: 80, age: 18, status: 'prospect' } as const;
    const contracts = startingContracts(
      team({ players: [minors, prospect, ...roster()], payrollShare: 0.9 }),
    );
    expect(contracts[1]).toBeNull();
    const minorHit = contracts[0]?.capHit ?? 0;
    expect(minorHit).toBe(askingCapHit(minors, season, MAX_CAP_HIT));
    const charged = minorHit - season.minimumSalary - 375_000;
    expect(Math.abs(payroll(contracts.slice(2)) + charged - 90_000_000)).toBeLessThan(400_000);
  });

  it('puts each player somewhere inside his deal, never past the longest term', () => {
    const players = [veteran(88, 25), veteran(66, 30), { ...veteran(70), status: 'minors' as const }];
    const first = startingContracts(team({ players, draws: [0, 0, 0], maxYears: 7 }));
    const last = startingContracts(team({ players, draws: [0.99, 0.99, 0.99], maxYears: 7 }));
    expect(first.map((c) => c?.yearsLeft)).toEqual([1, 1, 1]);
    expect(last.map((c) => c?.yearsLeft)).toEqual([7, 1, 2]);
    const short = startingContracts(team({ players, draws: [0.99, 0.99, 0.99], maxYears: 5 }));
    expect(short[0]?.yearsLeft).toBe(5);
  });
});
