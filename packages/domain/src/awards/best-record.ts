import { rankStandings, type StandingTotals } from '../standings';
import { awardFromRanking, type AwardResult } from './award-result';
import { pointsValue } from './award-values';

/**
 * Best regular-season record: first in the league-wide standings, by the standings' own order
 * (points, points %, regulation wins, regulation and overtime wins, goal differential).
 */
export function bestRecord(standings: readonly StandingTotals[]): AwardResult | null {
  const ranked = rankStandings(standings.filter((team) => team.gamesPlayed > 0));
  return awardFromRanking(
    'bestRecord',
    ranked.map((team) => ({ playerId: null, teamId: team.teamId, value: pointsValue(team.points) })),
  );
}
