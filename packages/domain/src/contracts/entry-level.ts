/** A first contract's kind: entry-level for a player signing it at 24 or younger, else standard. */
export type ContractType = 'entry-level' | 'standard';

/** The NHL's entry-level term by age at signing: 18 to 21, three seasons; 22 and 23, two; 24, one. */
export function entryLevelYears(ageAtSigning: number): number | null {
  if (ageAtSigning <= 21) return 3;
  if (ageAtSigning <= 23) return 2;
  if (ageAtSigning === 24) return 1;
  return null;
}

/** The kind of a player's first contract, signed at `ageAtSigning`. */
export const firstContractType = (ageAtSigning: number): ContractType =>
  entryLevelYears(ageAtSigning) === null ? 'standard' : 'entry-level';

/** The entry-level maximum over the season's least salary (docs/decisions/049): the NHL's $1.0M beside $850K. */
export const ENTRY_LEVEL_MAX_OVER_MINIMUM = 1.2;

/** The most an entry-level deal pays in a season with this least salary, rounded to $25K. */
export const entryLevelMaximum = (minimumSalary: number): number =>
  Math.max(minimumSalary, Math.round((minimumSalary * ENTRY_LEVEL_MAX_OVER_MINIMUM) / 25_000) * 25_000);
