import { capSeasonFor, entryLevelMaximum, entryLevelYears, type ContractSettings } from '@rinkside/domain';

const roundTo = (amount: number, step: number) => Math.round(amount / step) * step;

/**
 * The entry-level contract a drafted player signs: his term by his age (the NHL's: three seasons to 21,
 * two at 22 and 23, one at 24; older, one), and a cap hit by the round he was taken in — the entry-level
 * maximum in the first round, stepping down evenly to the least salary in the last.
 */
export function entryLevelTerms(input: {
  settings: ContractSettings;
  startYear: number;
  round: number;
  rounds: number;
  age: number;
}): { capHit: number; years: number } {
  const minimum = capSeasonFor(input.settings, input.startYear).minimumSalary;
  const maximum = entryLevelMaximum(minimum);
  const steps = Math.max(1, input.rounds - 1);
  const share = Math.min(1, Math.max(0, (input.round - 1) / steps));
  const capHit = Math.max(minimum, roundTo(maximum - (maximum - minimum) * share, 5_000));
  return { capHit, years: entryLevelYears(input.age) ?? 1 };
}
