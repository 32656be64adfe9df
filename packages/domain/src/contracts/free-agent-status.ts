import type { ContractSettings } from './contract-settings';

/** What a player is when his contract ends: free to sign anywhere, or his team keeps his rights. */
export type FreeAgentStatus = 'ufa' | 'rfa';

export interface ExpiryFacts {
  /** His age on the day the contract ends (the season's last day). */
  age: number;
  /** Seasons in which he played enough professional games to count (docs/decisions/043). */
  accruedSeasons: number;
}

/** NHL rule by default: unrestricted at 27, or after 7 accrued seasons; restricted before. */
export function statusAtExpiry(settings: ContractSettings, facts: ExpiryFacts): FreeAgentStatus {
  return facts.age >= settings.ufaAge || facts.accruedSeasons >= settings.ufaAccruedSeasons ? 'ufa' : 'rfa';
}

/** Games in one season that make it an accrued season: 40 for a skater (games played), 28 for a goalie (games dressed, counted here as played). */
export const ACCRUED_SEASON_GAMES = { skater: 40, goalie: 28 } as const;

export function isAccruedSeason(games: number, goalie: boolean): boolean {
  return games >= (goalie ? ACCRUED_SEASON_GAMES.goalie : ACCRUED_SEASON_GAMES.skater);
}
