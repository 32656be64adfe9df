import type { GameListItem } from '@rinkside/domain';

export interface FinalScore {
  home: number;
  away: number;
  /** 'OT' or 'SO' when the game went past regulation. */
  suffix: 'OT' | 'SO' | null;
}

/** '4 - 2', '3 - 2 (OT)' (home first) as numbers; null for an unplayed or unreadable score. */
export function parseScore(score: string | null): FinalScore | null {
  const match = score ? /^(\d+)\s*-\s*(\d+)(?:\s*\((OT|SO)\))?/.exec(score) : null;
  if (!match) return null;
  return {
    home: Number(match[1]),
    away: Number(match[2]),
    suffix: (match[3] as 'OT' | 'SO' | undefined) ?? null,
  };
}

export type Outcome = 'W' | 'L' | 'OTL';

export interface TeamGameResult {
  game: GameListItem;
  outcome: Outcome;
  goalsFor: number;
  goalsAgainst: number;
  opponent: string;
  home: boolean;
  suffix: 'OT' | 'SO' | null;
}

/** A played game from one team's view; null when the team did not play in it or it is unplayed. */
export function resultFor(game: GameListItem, teamId: number): TeamGameResult | null {
  const score = parseScore(game.score);
  if (!game.isSimulated || !score) return null;
  const home = game.homeTeamId === teamId;
  if (!home && game.awayTeamId !== teamId) return null;
  const goalsFor = home ? score.home : score.away;
  const goalsAgainst = home ? score.away : score.home;
  const outcome: Outcome = goalsFor > goalsAgainst ? 'W' : score.suffix ? 'OTL' : 'L';
  return {
    game,
    outcome,
    goalsFor,
    goalsAgainst,
    opponent: home ? game.away : game.home,
    home,
    suffix: score.suffix,
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

/** A short headline for a played game: 'Boston Bruins beat Ottawa Senators 4-2 (OT)'. */
export function resultHeadline(game: GameListItem): string | null {
  const score = parseScore(game.score);
  if (!score) return null;
  const homeWon = score.home > score.away;
  const [winner, loser] = homeWon ? [game.home, game.away] : [game.away, game.home];
  const [w, l] = homeWon ? [score.home, score.away] : [score.away, score.home];
  return `${winner} beat ${loser} ${w}-${l}${score.suffix ? ` (${score.suffix})` : ''}`;
}

/** SPEC §2: a team's status from its points percentage. */
export function teamStatus(pointsPercentage: number, gamesPlayed: number): string {
  if (gamesPlayed === 0) return 'Preseason';
  if (pointsPercentage >= 0.6) return 'Contender';
  if (pointsPercentage >= 0.5) return 'Playoff Hopeful';
  if (pointsPercentage >= 0.43) return 'Bubble';
  return 'Rebuilding';
}

/** 'Oct 7, 2026' in local time. */
export const formatGameDay = (iso: string): string =>
  new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
