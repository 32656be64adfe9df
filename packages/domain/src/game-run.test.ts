import { describe, expect, it } from 'vitest';
import { GAME_RUN_LIMIT, type GameRunGame, gameRunResult, gameRunText, nextGameRun } from './game-run';

const game = (
  gameId: number,
  goalsFor: number,
  goalsAgainst: number,
  decidedIn: GameRunGame['decidedIn'] = 'regulation',
) => ({
  gameId,
  opponentName: 'Boston',
  goalsFor,
  goalsAgainst,
  decidedIn,
});

describe('game runs', () => {
  it('words a run with the team first and each result from its side, in the order played', () => {
    expect(gameRunText('Toronto', [game(1, 4, 1), game(2, 2, 3, 'overtime'), game(3, 5, 2)])).toBe(
      'Toronto played 3: W 4–1, L 2–3 OT, W 5–2',
    );
    expect(gameRunText('Toronto', [game(1, 3, 2, 'shootout')])).toBe('Toronto played 1: W 3–2 SO');
  });

  it('a win is more goals for than against, never the other way round', () => {
    expect(gameRunResult(game(1, 1, 0))).toBe('W 1–0');
    expect(gameRunResult(game(1, 0, 1))).toBe('L 0–1');
  });

  it('a game joins the open run and replaces it', () => {
    const open = [game(1, 4, 1), game(2, 2, 3)];
    expect(nextGameRun(open, game(3, 5, 2))).toEqual({ games: [...open, game(3, 5, 2)], replaces: true });
  });

  it('with no open run (read or mailed), a game starts its own', () => {
    expect(nextGameRun(null, game(3, 5, 2))).toEqual({ games: [game(3, 5, 2)], replaces: false });
    expect(nextGameRun([], game(3, 5, 2))).toEqual({ games: [game(3, 5, 2)], replaces: false });
  });

  it('a run grows up to the limit and no further', () => {
    const almost = Array.from({ length: GAME_RUN_LIMIT - 1 }, (_, i) => game(i + 1, 2, 1));
    expect(nextGameRun(almost, game(50, 1, 2)).games).toHaveLength(GAME_RUN_LIMIT);
    expect(nextGameRun(almost, game(50, 1, 2)).replaces).toBe(true);
    const full = [...almost, game(49, 3, 3)];
    expect(nextGameRun(full, game(50, 1, 2))).toEqual({ games: [game(50, 1, 2)], replaces: false });
    expect(GAME_RUN_LIMIT).toBe(7);
  });
});
