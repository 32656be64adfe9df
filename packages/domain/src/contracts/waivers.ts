/** One row of the NHL's waiver-exemption table (CBA 13.4): seasons since signing, or games, whichever comes first. */
interface Exemption {
  years: number;
  /** Null: no games limit, the years alone. */
  games: number | null;
}

const SKATERS: Record<number, Exemption> = {
  18: { years: 5, games: 160 },
  19: { years: 4, games: 160 },
  20: { years: 3, games: 160 },
  21: { years: 3, games: 80 },
  22: { years: 3, games: 70 },
  23: { years: 3, games: 60 },
  24: { years: 2, games: 60 },
};

const GOALIES: Record<number, Exemption> = {
  18: { years: 6, games: 80 },
  19: { years: 5, games: 80 },
  20: { years: 4, games: 80 },
  21: { years: 4, games: 60 },
  22: { years: 4, games: 60 },
  23: { years: 3, games: 60 },
  24: { years: 2, games: 60 },
};

const VETERAN: Exemption = { years: 1, games: null };

export function waiverExemption(ageAtFirstContract: number, goalie: boolean): Exemption {
  const age = Math.max(18, ageAtFirstContract);
  return (goalie ? GOALIES : SKATERS)[age] ?? VETERAN;
}

export interface WaiverFacts {
  ageAtFirstContract: number;
  goalie: boolean;
  /** Seasons begun under contract since his first one was signed, the current one included. */
  seasonsSinceSigning: number;
  /** His games in the league (regular season and playoffs). */
  games: number;
}

/** Whether he may be sent to the minors or released without passing through waivers. */
export function isWaiverExempt(facts: WaiverFacts): boolean {
  const exemption = waiverExemption(facts.ageAtFirstContract, facts.goalie);
  if (facts.seasonsSinceSigning > exemption.years) return false;
  return exemption.games === null || facts.games < exemption.games;
}

/** League-clock hours a player stays on waivers before he goes where he was headed. */
export const WAIVER_HOURS = 24;
