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
