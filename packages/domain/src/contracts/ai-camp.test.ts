import { describe, expect, it } from 'vitest';
import {
  aiCampSignings,
  campPrice,
  campTerms,
  DRESSED_PLACES,
  nextCampSigning,
  type CampPlayer,
  type CampTeam,
} from './ai-camp';
import type { ShoppingAgent } from './ai-shopping';
import { BURY_ALLOWANCE_OVER_MINIMUM } from './cap-figures';
import type { CapSeason } from './contract-settings';

const season: CapSeason = {
  startYear: 2027,
  upperLimit: 100_000_000,
  floor: 75_000_000,
  minimumSalary: 1_000_000,
};
const M = 1_000_000;

/** 23 places filled: 13 forwards, 7 defencemen, 3 goalies, each rated `overall`, active, paid `capHit`. */
const fullRoster = (overall: number, capHit = 2 * M): CampPlayer[] =>
  (
    [
      ['C', 5],
      ['LW', 4],
      ['RW', 4],
      ['D', 7],
      ['G', 3],
    ] as const
  ).flatMap(([position, n]) =>
    Array.from({ length: n }, () => ({ position, overall, capHit, minors: false })),
  );

let nextId = 1;
const agent = (position: string, overall: number, capHit = M): ShoppingAgent => ({
  id: nextId++,
  position,
  overall,
  capHit,
});
const team = (over: Partial<CampTeam>): CampTeam => ({
  roster: fullRoster(70),
  payroll: 80 * M,
  contracts: 30,
  maxContracts: 50,
  season,
  freeAgents: [],
  ...over,
});
const ids = (t: CampTeam) => aiCampSignings(t).map((s) => s.id);

describe('aiCampSignings', () => {
  it('keeps 23 places: 13 forwards, 7 defencemen, 3 goalies', () => {
    expect(DRESSED_PLACES).toEqual({ F: 13, D: 7, G: 3 });
    expect(fullRoster(70)).toHaveLength(23);
  });

  it('signs a free agent who beats the weakest of his position group, not one who only matches him', () => {
    const better = agent('LW', 71);
    const equal = agent('RW', 70);
    expect(ids(team({ freeAgents: [better, equal] }))).toEqual([better.id]);
  });

  it('measures him against his own group: a forward against the 13th forward, not the 7th defenceman', () => {
    const roster = [
      ...fullRoster(70).filter((p) => p.position !== 'D'),
      ...Array.from({ length: 7 }, () => ({ position: 'D', overall: 60, capHit: 2 * M, minors: false })),
    ];
    const forward = agent('C', 65);
    const defenceman = agent('D', 65);
    expect(ids(team({ roster, freeAgents: [forward, defenceman] }))).toEqual([defenceman.id]);
  });

  it('fills a place left empty with anyone, and stops when the places are taken by better players', () => {
    const roster = fullRoster(70).filter((p) => p.position !== 'G');
    const goalies = [agent('G', 55), agent('G', 54), agent('G', 53), agent('G', 52)];
    expect(ids(team({ roster, freeAgents: goalies }))).toEqual(goalies.slice(0, 3).map((g) => g.id));
  });

  it('counts whom it signs: the second of two takes the place only from a weaker one', () => {
    const roster = [
      ...fullRoster(70).filter((p) => p.position !== 'G'),
      ...fullRoster(60).filter((p) => p.position === 'G'),
    ];
    const a = agent('G', 75);
    const b = agent('G', 74);
    const c = agent('G', 73);
    const d = agent('G', 72);
    expect(ids(team({ roster, freeAgents: [a, b, c, d] }))).toEqual([a.id, b.id, c.id]);
  });

  it('fills an empty place only under the cap, and skips one too dear for a cheaper one after him', () => {
    const roster = fullRoster(70).slice(1); // a forward short
    const dear = agent('C', 80, 3 * M);
    const cheap = agent('C', 75, M);
    const limit = season.upperLimit;
    expect(ids(team({ roster, payroll: limit - 2 * M, freeAgents: [dear, cheap] }))).toEqual([cheap.id]);
    expect(ids(team({ roster, payroll: limit - 0.5 * M, freeAgents: [dear, cheap] }))).toEqual([]);
    // With room for the dear one, the cheap one then takes a 70's place: burying that 2M saves more than he costs.
    expect(ids(team({ roster, payroll: limit - 3 * M, freeAgents: [dear, cheap] }))).toEqual([
      dear.id,
      cheap.id,
    ]);
  });

  it('counts what sending the displaced player down saves: a team at its cap trades a call-up for a better player', () => {
    // At the cap, its weakest forward a call-up at the least salary: buried, he costs nothing.
    const roster = [...fullRoster(70).slice(1), { position: 'C', overall: 55, capHit: M, minors: false }];
    const better = agent('C', 62, M);
    expect(ids(team({ roster, payroll: season.upperLimit, freeAgents: [better] }))).toEqual([better.id]);
    // A weakest paid 2M saves what the minors do not bury: 2M less the allowance over the least salary.
    const paid = [...fullRoster(70).slice(1), { position: 'C', overall: 55, capHit: 2 * M, minors: false }];
    const saved = 2 * M - (2 * M - (M + BURY_ALLOWANCE_OVER_MINIMUM));
    const justFits = agent('C', 62, saved);
    const tooDear = agent('C', 63, saved + 25_000);
    expect(ids(team({ roster: paid, payroll: season.upperLimit, freeAgents: [tooDear, justFits] }))).toEqual([
      justFits.id,
    ]);
    // One already in the minors saves nothing.
    const down = [...fullRoster(70).slice(1), { position: 'C', overall: 55, capHit: M, minors: true }];
    expect(ids(team({ roster: down, payroll: season.upperLimit, freeAgents: [better] }))).toEqual([]);
  });

  it('moves the team on with each signing: payroll, contracts, the displaced down, the signed off the list', () => {
    const roster = [...fullRoster(70).slice(1), { position: 'C', overall: 55, capHit: M, minors: false }];
    const better = agent('C', 62, 1.5 * M);
    const next = nextCampSigning(team({ roster, payroll: 90 * M, freeAgents: [better] }));
    expect(next?.signing).toEqual({ id: better.id, capHit: 1.5 * M });
    expect(next?.team.payroll).toBe(90 * M + 1.5 * M - M);
    expect(next?.team.contracts).toBe(31);
    expect(next?.team.freeAgents).toEqual([]);
    expect(next?.team.roster.filter((p) => p.minors).map((p) => p.overall)).toEqual([55]);
    expect(next && nextCampSigning(next.team)).toBeNull();
  });

  it('stops at the contract limit', () => {
    const freeAgents = [agent('C', 80), agent('LW', 80)];
    expect(ids(team({ contracts: 49, freeAgents }))).toHaveLength(1);
    expect(ids(team({ contracts: 50, freeAgents }))).toEqual([]);
  });
});

describe('campPrice', () => {
  it("is the open market's share of his ask after the rounds (70% after three), in $25K steps", () => {
    expect(campPrice(5 * M, 3, M)).toBe(3.5 * M);
    expect(campPrice(4_010_000, 3, M)).toBe(2_825_000);
    // Fewer rounds, a larger share: 90% after one; never under 60% however many.
    expect(campPrice(5 * M, 1, M)).toBe(4.5 * M);
    expect(campPrice(5 * M, 8, M)).toBe(3 * M);
  });

  it('never goes under the least salary, nor over the ask', () => {
    expect(campPrice(1.3 * M, 3, M)).toBe(M);
    expect(campPrice(M, 3, M)).toBe(M);
    expect(campPrice(900_000, 3, M)).toBe(M);
  });
});

describe('campTerms', () => {
  const terms = (age: number, newcomer: boolean, ask = 3 * M) =>
    campTerms({ ask, rounds: 3, season, age, newcomer });

  it('signs a veteran free agent for one season at his camp price', () => {
    expect(terms(29, false)).toEqual({ capHit: 2.1 * M, years: 1, type: 'standard' });
    expect(terms(22, false)).toEqual({ capHit: 2.1 * M, years: 1, type: 'standard' });
  });

  it('signs a newcomer of 24 or younger to an entry-level deal: its term by his age, its maximum at most', () => {
    // The entry-level maximum is 1.2 × the least salary.
    expect(terms(21, true)).toEqual({ capHit: 1.2 * M, years: 3, type: 'entry-level' });
    expect(terms(23, true)).toEqual({ capHit: 1.2 * M, years: 2, type: 'entry-level' });
    expect(terms(24, true)).toEqual({ capHit: 1.2 * M, years: 1, type: 'entry-level' });
    expect(terms(24, true, 1.4 * M)).toEqual({ capHit: M, years: 1, type: 'entry-level' });
    expect(terms(25, true)).toEqual({ capHit: 2.1 * M, years: 1, type: 'standard' });
  });
});
