import type { GameResult } from '../game-result';
import type { ScheduledGame } from '../game';

/** A played regular-season game, as the schedule stores it; `startAt` (ISO) gives the order of play. */
export type HeadToHeadGame = Pick<ScheduledGame, 'homeTeamId' | 'awayTeamId' | 'startAt'> & GameResult;

/** Standings points a game gave one team: two for the win, one for a loss after regulation. */
function pointsFor(teamId: number, game: HeadToHeadGame): number {
  const home = game.homeTeamId === teamId;
  const won = home ? game.homeScore > game.awayScore : game.awayScore > game.homeScore;
  if (won) return 2;
  return game.decidedIn === 'regulation' ? 0 : 1;
}

/**
 * NHL Tie-Breaking Procedure, rule 5: when two clubs met an odd number of times, the first game
 * played in the city that had the extra game is not counted.
 */
export function countedGames(a: number, b: number, games: readonly HeadToHeadGame[]): HeadToHeadGame[] {
  const between = games
    .filter((g) => (g.homeTeamId === a && g.awayTeamId === b) || (g.homeTeamId === b && g.awayTeamId === a))
    .sort((x, y) => x.startAt.localeCompare(y.startAt));
  if (between.length % 2 === 0) return between;
  const hostedByA = between.filter((g) => g.homeTeamId === a).length;
  const extraHost = 2 * hostedByA > between.length ? a : b;
  const oddGame = between.find((g) => g.homeTeamId === extraHost);
  return between.filter((g) => g !== oddGame);
}

/**
 * NHL Tie-Breaking Procedure, rule 5: each tied team's share of the points available in the games
 * among the tied teams (odd games left out); for two teams this orders them as their points do.
 * When a tied team played none of the others, the rule cannot compare them and every team gets 0.
 */
export function headToHeadPercentages(
  group: readonly { teamId: number }[],
  games: readonly HeadToHeadGame[],
): Map<number, number> {
  const earned = new Map<number, { points: number; games: number }>();
  for (const { teamId } of group) earned.set(teamId, { points: 0, games: 0 });
  group.forEach(({ teamId: a }, i) => {
    for (const { teamId: b } of group.slice(i + 1)) {
      for (const game of countedGames(a, b, games)) {
        for (const id of [a, b]) {
          const tally = earned.get(id);
          if (tally) {
            tally.points += pointsFor(id, game);
            tally.games += 1;
          }
        }
      }
    }
  });
  const tallies = [...earned.entries()];
  if (tallies.some(([, t]) => t.games === 0)) return new Map(tallies.map(([id]) => [id, 0]));
  return new Map(tallies.map(([id, t]) => [id, t.points / (2 * t.games)]));
}
