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

/** His row of the table: by his age when he signed his first contract (18 for anyone younger), else a veteran's. */
export function waiverExemption(ageAtFirstContract: number, goalie: boolean): Exemption {
  const age = Math.max(18, ageAtFirstContract);
  return (goalie ? GOALIES : SKATERS)[age] ?? VETERAN;
}

export interface WaiverFacts {
  ageAtFirstContract: number;
  goalie: boolean;
  /** The start year of the season his first contract was signed in. */
  firstContractYear: number;
  /** The start year of the season he would go down or be released in. */
  seasonYear: number;
  /** His professional games before he joined the league (estimated, docs/decisions/043). */
  priorGames: number;
  /** His games in the league, regular season and playoffs. */
  leagueGames: number;
}

/** Seasons begun under contract since his first one was signed, the current one included: his first is 1. */
export const seasonsSinceSigning = (facts: Pick<WaiverFacts, 'firstContractYear' | 'seasonYear'>): number =>
  facts.seasonYear - facts.firstContractYear + 1;

/**
 * Whether he may be sent to the minors or released without passing through waivers: while both his
 * seasons since signing are within the table's years and his games are under its games.
 */
export function isWaiverExempt(facts: WaiverFacts): boolean {
  const exemption = waiverExemption(facts.ageAtFirstContract, facts.goalie);
  if (seasonsSinceSigning(facts) > exemption.years) return false;
  return exemption.games === null || facts.priorGames + facts.leagueGames < exemption.games;
}

/** League-clock hours a player stays on waivers before he goes where he was headed. */
export const WAIVER_HOURS = 24;
