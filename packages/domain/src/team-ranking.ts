import { rankTeams } from './playoffs/tie-breakers';
import type { HeadToHeadGame } from './playoffs/head-to-head';
import { shownPointsPercentage, standingPoints, type StandingRow, type StandingTotals } from './standings';

/**
 * The one team ranking: the standings in order by the NHL's Tie-Breaking Procedure, as the playoff seeding
 * and the best record rank (`rankTeams`: points, points percentage, regulation wins, regulation plus
 * overtime wins, wins, head-to-head among the tied, goal differential, goals for, the lower team id). The
 * standings page, the desk's place, the seeding and the awards are views of it, so none disagrees.
 * `headToHead` is the season's played games of the kind ranked (regular-season games for the standings).
 */
export function rankStandings(
  teams: readonly StandingTotals[],
  headToHead: readonly HeadToHeadGame[],
): StandingRow[] {
  const rows = teams.map((t) => {
    const points = standingPoints(t);
    return {
      ...t,
      points,
      pointsPercentage: shownPointsPercentage({ points, gamesPlayed: t.gamesPlayed }),
      goalDifferential: t.goalsFor - t.goalsAgainst,
      pointsRank: 0,
    };
  });
  return rankTeams(rows, headToHead).map(({ team }, i) => ({ ...team, pointsRank: i + 1 }));
}
