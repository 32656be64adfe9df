import type { PlayerStatus } from '../player';

/**
 * What a player did before his league began (docs/decisions/043): generated and imported players arrive
 * mid-career, and waiver exemption and free-agent status depend on the seasons and games behind them.
 * Most professionals sign their first contract between 18 and 20; a regular plays about 60 games a
 * season and accrues it, a minor leaguer reaches the league now and then.
 */
export interface CareerStart {
  ageAtFirstContract: number;
  /** The season (its start year) his first contract began. */
  firstContractYear: number;
  priorGames: number;
  priorAccruedSeasons: number;
}

const FIRST_CONTRACT_AGE = 20;
const GAMES_A_SEASON: Partial<Record<PlayerStatus, number>> = {
  active: 60,
  injured: 60,
  scratched: 60,
  minors: 15,
};

export function estimatedCareerStart(
  age: number,
  status: PlayerStatus,
  seasonStartYear: number,
): CareerStart {
  const ageAtFirstContract = Math.min(age, FIRST_CONTRACT_AGE);
  const seasonsBefore = age - ageAtFirstContract;
  const perSeason = GAMES_A_SEASON[status] ?? 0;
  return {
    ageAtFirstContract,
    firstContractYear: seasonStartYear - seasonsBefore,
    priorGames: seasonsBefore * perSeason,
    priorAccruedSeasons: perSeason >= 40 ? seasonsBefore : 0,
  };
}
