import { rankTeams } from '../playoffs/tie-breakers';
import type { HeadToHeadGame } from '../playoffs/head-to-head';
import { standingPoints, type StandingTotals } from '../standings';
import { awardFromRanking, type AwardPlace, type AwardResult } from './award-result';
import { pointsValue } from './award-values';

/**
 * Best regular-season record: first league-wide by the NHL's tie-breaking procedure, the one that
 * seeds the playoffs (points, points %, regulation wins, regulation and overtime wins, wins,
 * head-to-head over `headToHead`, goal differential, goals for).
 */
export function rankBestRecord(
  standings: readonly StandingTotals[],
  headToHead: readonly HeadToHeadGame[] = [],
): AwardPlace[] {
  const played = standings
    .filter((team) => team.gamesPlayed > 0)
    .map((t) => ({ ...t, points: standingPoints(t) }));
  return rankTeams(played, headToHead).map(({ team }) => ({
    playerId: null,
    teamId: team.teamId,
    value: pointsValue(team.points),
  }));
}

export const bestRecord = (
  standings: readonly StandingTotals[],
  headToHead: readonly HeadToHeadGame[] = [],
): AwardResult | null => awardFromRanking('bestRecord', rankBestRecord(standings, headToHead));
