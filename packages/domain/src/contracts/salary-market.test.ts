import { describe, expect, it } from 'vitest';
import { askingCapHit, contractAsk } from './contract-value';
import { NHL_CONTRACT_SETTINGS, type CapSeason } from './contract-settings';
import { MARKET_ROSTER, MARKET_SPEND, salaryMarket } from './salary-market';

const season: CapSeason = {
  startYear: 2026,
  upperLimit: 100_000_000,
  floor: 75_000_000,
  minimumSalary: 800_000,
};
const MAX = 20_000_000;

/** A league's players: `teams` rosters of regulars rated around `mean`, and a pool of depth beyond them. */
const league = (teams: number, mean: number) =>
  Array.from({ length: teams * (MARKET_ROSTER + 5) }, (_, i) => ({
    overall: mean + 12 - (i % 30),
    potential: mean + 12 - (i % 30),
    age: 27,
  }));

const asked = (players: ReturnType<typeof league>, market: number) =>
  [...players]
    .sort((a, b) => b.overall - a.overall)
    .slice(0, 4 * MARKET_ROSTER)
    .reduce((sum, p) => sum + askingCapHit(p, season, MAX, market), 0);

describe('a season’s salary market', () => {
  it('makes the best full rosters ask together what the teams spend', () => {
    const players = league(4, 74);
    const market = salaryMarket({ players, teams: 4, season, maxCapHit: MAX });
    expect(Math.abs(asked(players, market) - 4 * season.upperLimit * MARKET_SPEND)).toBeLessThan(500_000);
  });

  it('rises as the league thins and falls as it grows stronger', () => {
    const weak = salaryMarket({ players: league(4, 70), teams: 4, season, maxCapHit: MAX });
    const usual = salaryMarket({ players: league(4, 74), teams: 4, season, maxCapHit: MAX });
    const strong = salaryMarket({ players: league(4, 82), teams: 4, season, maxCapHit: MAX });
    expect(weak).toBeGreaterThan(usual);
    expect(strong).toBeLessThan(usual);
  });

  it('asks at the plain curve for a league with no players', () => {
    expect(salaryMarket({ players: [], teams: 4, season, maxCapHit: MAX })).toBe(1);
  });
});

describe('an ask in a market', () => {
  const regular = { overall: 76, potential: 76, age: 27 };
  const star = { overall: 95, potential: 95, age: 27 };

  it('rises with the market, a star’s never past 15.5% of the cap', () => {
    expect(askingCapHit(regular, season, MAX, 1.5)).toBeGreaterThan(askingCapHit(regular, season, MAX, 1));
    expect(askingCapHit(regular, season, MAX, 0.7)).toBeLessThan(askingCapHit(regular, season, MAX, 1));
    expect(askingCapHit(star, season, MAX, 2.5)).toBeLessThanOrEqual(0.155 * season.upperLimit);
  });

  it('names the term by whether his own team re-signs him', () => {
    const young = { overall: 84, potential: 88, age: 24 };
    const own = contractAsk(young, NHL_CONTRACT_SETTINGS, 2027, { reSigning: true, market: 1 });
    const other = contractAsk(young, NHL_CONTRACT_SETTINGS, 2027, { reSigning: false, market: 1 });
    expect(own.years).toBe(NHL_CONTRACT_SETTINGS.maxYearsReSigning);
    expect(other.years).toBe(NHL_CONTRACT_SETTINGS.maxYearsNewTeam);
    expect(own.capHit).toBe(other.capHit);
  });
});
