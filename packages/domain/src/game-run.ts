import type { DecidedIn } from './game-result';

// Game results grouped (docs/decisions/081): a GM hears of his team's games as one line per run of games,
// not one notification per game.

/** One game of a run, from the GM's team's side. */
export interface GameRunGame {
  gameId: number;
  opponentName: string;
  goalsFor: number;
  goalsAgainst: number;
  decidedIn: DecidedIn;
}

/** A run holds at most this many games (about two weeks of a season), so one line stays readable. */
export const GAME_RUN_LIMIT = 7;

/**
 * The run a newly played game joins. `open` is the GM's last results notification for this team while it
 * can still grow (unread and not yet mailed), or null. The game extends it (`replaces`: the old one gives
 * way to the longer run) unless the run is full; otherwise it starts a run of its own.
 */
export function nextGameRun(
  open: readonly GameRunGame[] | null,
  game: GameRunGame,
): { games: GameRunGame[]; replaces: boolean } {
  if (open === null || open.length === 0 || open.length >= GAME_RUN_LIMIT)
    return { games: [game], replaces: false };
  return { games: [...open, game], replaces: true };
}

const SUFFIX: Record<DecidedIn, string> = { regulation: '', overtime: ' OT', shootout: ' SO' };

/** 'W 4–1', 'L 2–3 OT': the team's score first; a shootout's score counts the deciding goal. */
export function gameRunResult(game: GameRunGame): string {
  const outcome = game.goalsFor > game.goalsAgainst ? 'W' : 'L';
  return `${outcome} ${game.goalsFor}–${game.goalsAgainst}${SUFFIX[game.decidedIn]}`;
}

/** 'Toronto played 3: W 4–1, L 2–3 OT, W 5–2', games in the order played. */
export function gameRunText(teamName: string, games: readonly GameRunGame[]): string {
  const count = games.length === 1 ? 'played 1' : `played ${games.length}`;
  return `${teamName} ${count}: ${games.map(gameRunResult).join(', ')}`;
}
