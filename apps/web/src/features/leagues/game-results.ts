import {
  type DecidedIn,
  type GameListItem,
  type Outcome,
  DECIDED_IN_SUFFIX,
  formatLeagueDate,
  resultOf,
  teamOutcome,
} from '@rinkside/domain';

export interface TeamGameResult {
  game: GameListItem;
  outcome: Outcome;
  goalsFor: number;
  goalsAgainst: number;
  opponent: string;
  home: boolean;
  decidedIn: DecidedIn;
}

/** A played game from one team's view; null when the team did not play in it or it is unplayed. */
export function resultFor(game: GameListItem, teamId: number): TeamGameResult | null {
  const result = resultOf(game);
  if (!result) return null;
  const home = game.homeTeamId === teamId;
  if (!home && game.awayTeamId !== teamId) return null;
  const { outcome, goalsFor, goalsAgainst } = teamOutcome(result, home ? 'home' : 'away');
  return {
    game,
    outcome,
    goalsFor,
    goalsAgainst,
    opponent: home ? game.away : game.home,
    home,
    decidedIn: result.decidedIn,
  };
}

/** A team's played games, newest first. */
export function teamResults(games: readonly GameListItem[], teamId: number): TeamGameResult[] {
  return games
    .map((g) => resultFor(g, teamId))
    .filter((r): r is TeamGameResult => r !== null)
    .sort((a, b) => b.game.date.localeCompare(a.game.date));
}

/** The current streak, e.g. 'W3', 'L1', 'OTL2'; null before any game. Results newest first. */
export function streak(results: readonly TeamGameResult[]): string | null {
  const first = results[0];
  if (!first) return null;
  let count = 0;
  for (const r of results) {
    if (r.outcome !== first.outcome) break;
    count += 1;
  }
  return `${first.outcome}${count}`;
}

/** A short headline for a played game: 'Boston Bruins beat Ottawa Senators 4-2 (OT)'; null while unplayed. */
export function resultHeadline(game: GameListItem): string | null {
  const result = resultOf(game);
  if (!result) return null;
  const homeWon = teamOutcome(result, 'home').outcome === 'W';
  const [winner, loser] = homeWon ? [game.home, game.away] : [game.away, game.home];
  const [w, l] = homeWon ? [result.homeScore, result.awayScore] : [result.awayScore, result.homeScore];
  return `${winner} beat ${loser} ${w}-${l}${DECIDED_IN_SUFFIX[result.decidedIn]}`;
}

/** SPEC §2: a team's status from its points percentage. */
export function teamStatus(pointsPercentage: number, gamesPlayed: number): string {
  if (gamesPlayed === 0) return 'Preseason';
  if (pointsPercentage >= 0.6) return 'Contender';
  if (pointsPercentage >= 0.5) return 'Playoff Hopeful';
  if (pointsPercentage >= 0.43) return 'Bubble';
  return 'Rebuilding';
}

/** 'Oct 7, 2026' in the league's time zone; nothing until the zone is known. */
export const formatGameDay = (iso: string, timeZone: string | undefined): string =>
  timeZone ? formatLeagueDate(iso, timeZone) : '';
