// Hand-built league and players for the value model's unit tests.
import type { ValuationLeague, ValuedPlayer } from './trade-value';

const season = { startYear: 2026, upperLimit: 95_500_000, floor: 70_600_000, minimumSalary: 775_000 };
export const league: ValuationLeague = {
  reference: 72,
  season,
  maxCapHit: 19_100_000,
  nextDraftYear: 2027,
  // Team 1 is the best of 32, team 32 the worst.
  rankOf: new Map(Array.from({ length: 32 }, (_, i) => [i + 1, i + 1])),
  teamCount: 32,
};

export const player = (overrides: Partial<ValuedPlayer> = {}): ValuedPlayer => ({
  id: 1,
  name: 'Test Player',
  position: 'C',
  age: 27,
  overall: 76,
  potential: 76,
  capHit: 2_000_000,
  yearsLeft: 2,
  ...overrides,
});
