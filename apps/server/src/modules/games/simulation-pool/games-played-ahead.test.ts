import { describe, expect, it } from 'vitest';
import { GamesPlayedAhead } from './games-played-ahead';

const game = (id: number, home: number, away: number) => ({ id, home_team_id: home, away_team_id: away });
type Game = ReturnType<typeof game>;

/** The batch's games and the ids started so far, each started game answering its id. */
function batch(games: Game[], window?: number) {
  const started: number[] = [];
  const play = async (g: Game) => {
    started.push(g.id);
    return g.id;
  };
  const ahead = new GamesPlayedAhead(games, play, window);
  return { ahead, started };
}

describe('GamesPlayedAhead', () => {
  it("starts a game once its teams' earlier games are done, whatever else is not", async () => {
    // Game 3 waits for game 1 (team 1) alone; game 4 waits for games 2 and 3 (teams 3 and 1).
    const games = [game(1, 1, 2), game(2, 3, 4), game(3, 5, 1), game(4, 3, 1)];
    const { ahead, started } = batch(games);
    expect(await ahead.result(game(1, 1, 2))).toBe(1);
    expect(started).toEqual([1, 2]);
    expect(await ahead.result(game(2, 3, 4))).toBe(2);
    expect(started).toEqual([1, 2, 3]);
    expect(await ahead.result(game(3, 5, 1))).toBe(3);
    expect(started).toEqual([1, 2, 3]);
    expect(await ahead.result(game(4, 3, 1))).toBe(4);
    expect(started).toEqual([1, 2, 3, 4]);
  });

  it('counts a team at home and away alike', async () => {
    const home = batch([game(1, 1, 2), game(2, 1, 3)]);
    await home.ahead.result(game(1, 1, 2));
    expect(home.started).toEqual([1]);
    const away = batch([game(1, 1, 2), game(2, 3, 2)]);
    await away.ahead.result(game(1, 1, 2));
    expect(away.started).toEqual([1]);
    const neither = batch([game(1, 1, 2), game(2, 3, 4)]);
    await neither.ahead.result(game(1, 1, 2));
    expect(neither.started).toEqual([1, 2]);
  });

  it('takes a game skipped (never asked for) as done when the next one is asked for, and never plays it', async () => {
    const { ahead, started } = batch([game(1, 1, 2), game(2, 1, 2), game(3, 2, 3)]);
    await ahead.result(game(1, 1, 2));
    expect(started).toEqual([1]);
    expect(await ahead.result(game(3, 2, 3))).toBe(3);
    expect(started).toEqual([1, 3]);
  });

  it('starts no game more than 32 ahead of the one asked for', async () => {
    const games = Array.from({ length: 40 }, (_, i) => game(i + 1, 2 * i, 2 * i + 1));
    const [first, second] = games as [Game, Game];
    const { ahead, started } = batch(games);
    await ahead.result(first);
    expect(started).toEqual(games.slice(0, 32).map((g) => g.id));
    await ahead.result(second);
    expect(started).toEqual(games.slice(0, 33).map((g) => g.id));
  });

  it('starts only the game asked for when its window is one game (no worker threads)', async () => {
    const games = [game(1, 1, 2), game(2, 3, 4), game(3, 5, 6)];
    const { ahead, started } = batch(games, 1);
    expect(await ahead.result(game(1, 1, 2))).toBe(1);
    expect(started).toEqual([1]);
    expect(await ahead.result(game(2, 3, 4))).toBe(2);
    expect(started).toEqual([1, 2]);
  });

  it("holds a game's failure for its own turn: the others started with it give their results", async () => {
    const [first, second, third] = [game(1, 1, 2), game(2, 3, 4), game(3, 5, 6)];
    const ahead = new GamesPlayedAhead([first, second, third], (g) => {
      // One fails as it starts (a team that cannot be dressed), one as it plays.
      if (g.id === 1) throw new Error('no goalie');
      if (g.id === 2) return Promise.reject(new Error('engine failed'));
      return Promise.resolve('played');
    });
    await expect(ahead.result(first)).rejects.toThrow('no goalie');
    await expect(ahead.result(second)).rejects.toThrow('engine failed');
    await expect(ahead.result(third)).resolves.toBe('played');
  });
});
