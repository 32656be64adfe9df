import { awardFromRanking, type AwardPlace, byPlayerId, type AwardResult } from './award-result';
import { goalsValue, pointsValue } from './award-values';
import { skaterSeasons, type SkaterLine } from './season-lines';

const scorers = (skaters: readonly SkaterLine[]) => skaterSeasons(skaters).filter((s) => s.gamesPlayed > 0);

/** Most points; a tie goes to more goals, then to fewer games played. */
export function rankMostPoints(skaters: readonly SkaterLine[]): AwardPlace[] {
  const ranked = scorers(skaters)
    .filter((s) => s.points > 0)
    .sort(
      (a, b) => b.points - a.points || b.goals - a.goals || a.gamesPlayed - b.gamesPlayed || byPlayerId(a, b),
    );
  return ranked.map((s) => ({ playerId: s.playerId, teamId: s.teamId, value: pointsValue(s.points) }));
}

export const mostPoints = (skaters: readonly SkaterLine[]): AwardResult | null =>
  awardFromRanking('mostPoints', rankMostPoints(skaters));

/** Most goals; a tie goes to fewer games played, then to more points. */
export function rankMostGoals(skaters: readonly SkaterLine[]): AwardPlace[] {
  const ranked = scorers(skaters)
    .filter((s) => s.goals > 0)
    .sort(
      (a, b) => b.goals - a.goals || a.gamesPlayed - b.gamesPlayed || b.points - a.points || byPlayerId(a, b),
    );
  return ranked.map((s) => ({ playerId: s.playerId, teamId: s.teamId, value: goalsValue(s.goals) }));
}

export const mostGoals = (skaters: readonly SkaterLine[]): AwardResult | null =>
  awardFromRanking('mostGoals', rankMostGoals(skaters));
