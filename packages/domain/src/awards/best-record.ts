import { rankStandings, type StandingTotals } from '../standings';
import { awardFromRanking, type AwardPlace, type AwardResult } from './award-result';
import { pointsValue } from './award-values';

/**
 * Best regular-season record: first in the league-wide standings, by the standings' own order
 * (points, points %, regulation wins, regulation and overtime wins, goal differential).
 */
export function rankBestRecord(standings: readonly StandingTotals[]): AwardPlace[] {
  const ranked = rankStandings(standings.filter((team) => team.gamesPlayed > 0));
  return ranked.map((team) => ({ playerId: null, teamId: team.teamId, value: pointsValue(team.points) }));
}

export const bestRecord = (standings: readonly StandingTotals[]): AwardResult | null =>
  awardFromRanking('bestRecord', rankBestRecord(standings));
