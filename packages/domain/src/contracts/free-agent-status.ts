import type { ContractSettings } from './contract-settings';

/** What a player is when his contract ends: free to sign anywhere, or his team keeps his rights. */
export type FreeAgentStatus = 'ufa' | 'rfa';

export interface ExpiryFacts {
  /** His age on the day the contract ends (the season's last day). */
  age: number;
  /** Seasons in which he played enough games to count (`isAccruedSeason`, docs/decisions/043). */
  accruedSeasons: number;
}

/** NHL rule by default (CBA 10.1): unrestricted at 27, or after 7 accrued seasons; restricted before. */
export function statusAtExpiry(settings: ContractSettings, facts: ExpiryFacts): FreeAgentStatus {
  return facts.age >= settings.ufaAge || facts.accruedSeasons >= settings.ufaAccruedSeasons ? 'ufa' : 'rfa';
}

/**
 * Regular-season games in one season that make it an accrued season (docs/decisions/043, 068): 40 for a
 * skater, 28 for a goalie (the CBA counts a goalie's games dressed; Rinkside his games in goal).
 */
export const ACCRUED_SEASON_GAMES = { skater: 40, goalie: 28 } as const;

export function isAccruedSeason(games: number, goalie: boolean): boolean {
  return games >= (goalie ? ACCRUED_SEASON_GAMES.goalie : ACCRUED_SEASON_GAMES.skater);
}

/** What the league knows of a player's career, for the status he will have when a contract ends. */
export interface CareerFacts {
  /** His age now. */
  age: number;
  goalie: boolean;
  /** Seasons accrued before he joined the league (estimated, docs/decisions/043). */
  accruedBefore: number;
  /** His regular-season games in each league season so far (playoff games never accrue a season). */
  leagueSeasonGames: readonly number[];
}

/** Seasons he has accrued so far: those before the league, and each league season he played enough in. */
export function accruedSeasons(career: Omit<CareerFacts, 'age'>): number {
  const inLeague = career.leagueSeasonGames.filter((games) => isAccruedSeason(games, career.goalie)).length;
  return career.accruedBefore + inLeague;
}

/** The contract whose end is looked at: seasons left (the current one included) and where he plays. */
export interface EndingContract {
  yearsLeft: number;
  /** On the roster or injured reserve (not in the minors): he accrues each season to come. */
  regular: boolean;
}

/**
 * What he will be when his contract ends: his age then, and the seasons he will have accrued if he keeps
 * playing as he does (a regular accrues each season after this one, a minor leaguer none). A season so
 * far counts once he has played its games. With no contract (a free agent), what he is now.
 */
export function expiryFactsOf(career: CareerFacts, contract: EndingContract | null): ExpiryFacts {
  const seasonsToGo = contract === null ? 0 : Math.max(0, contract.yearsLeft - 1);
  return {
    age: career.age + seasonsToGo,
    accruedSeasons: accruedSeasons(career) + (contract?.regular ? seasonsToGo : 0),
  };
}
