import { describe, expect, it } from 'vitest';
import {
  AI_PAYROLL_BUDGET,
  AI_SPENDING_CEILING,
  aiShoppingList,
  FLOOR_DEAL_MOST_SHARE,
  type ShoppingAgent,
  type ShoppingTeam,
} from './ai-shopping';
import { BURY_ALLOWANCE_OVER_MINIMUM, buriedAhead, capHitInSeason } from './cap-figures';
import type { CapSeason } from './contract-settings';

const season: CapSeason = {
  startYear: 2027,
  upperLimit: 100_000_000,
  floor: 75_000_000,
  minimumSalary: 1_000_000,
};
const M = 1_000_000;

/** A full roster at every position's target: 5 C, 5 LW, 5 RW, 8 D, 3 G, each rated `overall`. */
const fullRoster = (overall: number) =>
  (
    [
      ['C', 5],
      ['LW', 5],
      ['RW', 5],
      ['D', 8],
      ['G', 3],
    ] as const
  ).flatMap(([position, n]) => Array.from({ length: n }, () => ({ position, overall })));

let nextId = 1;
const agent = (position: string, overall: number, capHit: number): ShoppingAgent => ({
  id: nextId++,
  position,
  overall,
  capHit,
});

/** The ids the team offers to. */
const ids = (t: ShoppingTeam) => aiShoppingList(t).map((o) => o.id);

const team = (over: Partial<ShoppingTeam>): ShoppingTeam => ({
  roster: fullRoster(70),
  payroll: 60 * M,
  contracts: 26,
  maxContracts: 50,
  activeRoom: 10,
  season,
  freeAgents: [],
  ...over,
});

describe('what an AI team shops for in free agency', () => {
  it('with room for one signing, fills the lineup’s missing goalie before a centre short of its target', () => {
    const roster = fullRoster(70).filter(
      (p, i) => !(p.position === 'G' && i >= 24) && !(p.position === 'C' && i < 2),
    );
    const centre = agent('C', 80, 3 * M);
    const goalie = agent('G', 70, 3 * M);
    const ceiling = season.upperLimit * AI_SPENDING_CEILING;
    expect(ids(team({ roster, payroll: ceiling - 4 * M, freeAgents: [centre, goalie] }))).toEqual([
      goalie.id,
    ]);
  });

  it('fills a regular place before depth, whatever the position', () => {
    // Two goalies (a lineup's two, one short of the target of three) and three centres (one short of four).
    const roster = fullRoster(70).filter(
      (p, i) => !(p.position === 'G' && i === 25) && !(p.position === 'C' && i < 2),
    );
    const goalie = agent('G', 80, 3 * M);
    const centre = agent('C', 70, 3 * M);
    const ceiling = season.upperLimit * AI_SPENDING_CEILING;
    expect(ids(team({ roster, payroll: ceiling - 4 * M, freeAgents: [goalie, centre] }))).toEqual([
      centre.id,
    ]);
  });

  it('fills a position short of its target first, with the best who fits under the cap', () => {
    const roster = fullRoster(70).filter((p, i) => !(p.position === 'G' && i === 25));
    const dear = agent('G', 85, 45 * M);
    const fits = agent('G', 75, 3 * M);
    const list = aiShoppingList(team({ roster, payroll: 90 * M, freeAgents: [dear, fits] }));
    expect(list).toEqual([{ id: fits.id, capHit: 3 * M, oneSeason: false }]);
  });

  it('signs regulars while under its budget, never past its spending ceiling, and stops at the budget', () => {
    const ceiling = AI_SPENDING_CEILING * season.upperLimit;
    expect(ceiling).toBeGreaterThan(AI_PAYROLL_BUDGET * season.upperLimit);
    const first = agent('C', 80, 10 * M);
    const second = agent('D', 79, 10 * M);
    const third = agent('LW', 78, 3 * M);
    const fourth = agent('RW', 77, 1 * M);
    // 10M more stays under the budget; the next 10M would pass the ceiling; 3M reaches it, and the budget.
    const list = ids(team({ payroll: ceiling - 13 * M, freeAgents: [first, second, third, fourth] }));
    expect(list).toEqual([first.id, third.id]);
    // At the budget it stops, though a cheap regular would still fit under the ceiling.
    const cheap = agent('C', 80, 0.5 * M);
    expect(ids(team({ payroll: AI_PAYROLL_BUDGET * season.upperLimit, freeAgents: [cheap] }))).toEqual([]);
    expect(ids(team({ payroll: AI_PAYROLL_BUDGET * season.upperLimit - 1, freeAgents: [cheap] }))).toEqual([
      cheap.id,
    ]);
  });

  it('takes only free agents who would play as regulars, never past the cap or the contract limit', () => {
    const depth = agent('C', 60, 1 * M);
    const overCap = agent('D', 90, 30 * M);
    const regular = agent('RW', 75, 2 * M);
    expect(ids(team({ payroll: 75 * M, freeAgents: [overCap, depth, regular] }))).toEqual([regular.id]);
    expect(ids(team({ contracts: 50, freeAgents: [regular] }))).toEqual([]);
  });

  it('counts a free agent a regular when he would rank as high as the last regular place, not lower', () => {
    const roster = [
      ...fullRoster(70).filter((p) => p.position !== 'C'),
      ...[80, 80, 80, 60, 60].map((overall) => ({ position: 'C', overall })),
    ];
    const fourth = agent('C', 70, 1 * M);
    const fifth = agent('C', 59, 1 * M);
    expect(ids(team({ roster, payroll: 75 * M, freeAgents: [fourth] }))).toEqual([fourth.id]);
    expect(ids(team({ roster, payroll: 75 * M, freeAgents: [fifth] }))).toEqual([]);
  });

  it('keeps shopping under the floor even when the budget is set below it', () => {
    const low: CapSeason = { ...season, floor: 98 * M };
    const star = agent('C', 80, 1 * M);
    expect(aiShoppingList(team({ season: low, payroll: 96 * M, freeAgents: [star] }))[0]).toMatchObject({
      id: star.id,
      oneSeason: false,
    });
  });

  it('under the floor with no regular to sign, pays depth one-season deals above their asks until it reaches it', () => {
    const [a, b, c] = [agent('C', 60, 1 * M), agent('D', 60, 1 * M), agent('LW', 59, 1 * M)];
    const most = FLOOR_DEAL_MOST_SHARE * season.upperLimit;
    const list = aiShoppingList(team({ payroll: 65 * M, freeAgents: [a, b, c] }));
    expect(list).toEqual([
      { id: a.id, capHit: most, oneSeason: true },
      { id: b.id, capHit: 4 * M, oneSeason: true },
    ]);
    expect(ids(team({ payroll: 75 * M, freeAgents: [a, b, c] }))).toEqual([]);
  });

  it('with a full active roster, pays each floor deal enough to count once buried in the minors', () => {
    const [a, b, c] = [agent('C', 60, 1 * M), agent('D', 60, 1 * M), agent('LW', 59, 1 * M)];
    const most = FLOOR_DEAL_MOST_SHARE * season.upperLimit;
    const buried = 1 * M + BURY_ALLOWANCE_OVER_MINIMUM;
    const list = aiShoppingList(team({ payroll: 65 * M, activeRoom: 0, freeAgents: [a, b, c] }));
    expect(list).toEqual([
      { id: a.id, capHit: most, oneSeason: true },
      { id: b.id, capHit: most, oneSeason: true },
      { id: c.id, capHit: 75 * M - (65 * M + 2 * (most - buried)) + buried, oneSeason: true },
    ]);
  });
});

describe('a contract in a later season', () => {
  it('is lifted to that season’s least salary, and otherwise unchanged', () => {
    expect(capHitInSeason(850_000, 1_000_000)).toBe(1_000_000);
    expect(capHitInSeason(1_000_000, 1_000_000)).toBe(1_000_000);
    expect(capHitInSeason(4_000_000, 1_000_000)).toBe(4_000_000);
  });

  it('is spared, when buried, up to the minimum and the allowance, for minor leaguers still signed then', () => {
    const contracts = [
      { capHit: 3 * M, yearsLeft: 3, placement: 'minors' as const },
      { capHit: 1.1 * M, yearsLeft: 2, placement: 'minors' as const },
      { capHit: 5 * M, yearsLeft: 1, placement: 'minors' as const },
      { capHit: 8 * M, yearsLeft: 4, placement: 'active' as const },
    ];
    expect(buriedAhead(contracts, 1, 1 * M)).toBe(1 * M + BURY_ALLOWANCE_OVER_MINIMUM + 1.1 * M);
    expect(buriedAhead(contracts, 2, 1 * M)).toBe(1 * M + BURY_ALLOWANCE_OVER_MINIMUM);
  });
});
