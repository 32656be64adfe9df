/**
 * Buying out a contract (CBA 50.9, simplified to even salaries): the team pays a third of what is left
 * (two thirds when he is 26 or older), spread over twice the seasons left; each of those seasons carries
 * the same charge against the cap.
 */
export interface Buyout {
  /** Seasons carrying a charge: twice those left on the contract. */
  seasons: number;
  /** The cap charge in each of them. */
  capChargePerSeason: number;
  /** What the team pays in all. */
  totalCost: number;
}

export const buyoutFraction = (age: number): number => (age >= 26 ? 2 / 3 : 1 / 3);

export function buyoutOf(contract: { capHit: number; yearsLeft: number }, age: number): Buyout {
  const remaining = contract.capHit * contract.yearsLeft;
  const totalCost = Math.round(remaining * buyoutFraction(age));
  const seasons = contract.yearsLeft * 2;
  return { seasons, capChargePerSeason: Math.round(totalCost / seasons), totalCost };
}
