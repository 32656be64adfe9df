/** What ordering a batch's games reads of each: who plays in it. */
export interface Matchup {
  id: number;
  home_team_id: number;
  away_team_id: number;
}

/**
 * How far past the game being stored games may start: two days of an NHL-size league, enough to keep every
 * thread busy while the main thread stores, few enough that the games it waits for soon are not queued
 * behind a team's game days ahead.
 */
export const LOOKAHEAD = 32;

/**
 * A batch's games, played ahead of their storing. A game is dressed from what its teams' earlier games left
 * (injuries, goalie starts), so it starts (`start`: dress it, send it to the threads) once the batch's earlier
 * games of both its teams are done: stored, failed or skipped. Meanwhile other games, of other teams, play. The
 * batch asks for each game's result in its order; asking for one says that every game before it is done.
 */
export class GamesPlayedAhead<Game extends Matchup, Played> {
  private readonly position = new Map<number, number>();
  /** For each game, the position of the batch's latest earlier game of either of its teams; -1 for none. */
  private readonly after: number[];
  private readonly started: boolean[];
  private readonly results = new Map<number, Promise<() => Played>>();

  /**
   * `window`: how many games, from the one asked for on, may have started. With no worker threads a game
   * plays in the main thread as it starts, so the window is that one game: starting a day's games at once
   * would hold the thread for all of them in one go.
   */
  constructor(
    private readonly games: readonly Game[],
    private readonly start: (game: Game) => Promise<Played>,
    private readonly window = LOOKAHEAD,
  ) {
    const latest = new Map<number, number>();
    this.after = games.map((game, i) => {
      this.position.set(game.id, i);
      const before = Math.max(latest.get(game.home_team_id) ?? -1, latest.get(game.away_team_id) ?? -1);
      latest.set(game.home_team_id, i);
      latest.set(game.away_team_id, i);
      return before;
    });
    this.started = games.map(() => false);
  }

  /** The game's result; throws what dressing or playing it threw. Asked once per game, in the batch's order. */
  async result(game: Game): Promise<Played> {
    const done = this.position.get(game.id) ?? 0;
    for (let i = done; i < Math.min(this.games.length, done + this.window); i++) {
      const next = this.games[i];
      if (next && !this.started[i] && (this.after[i] ?? -1) < done) {
        this.started[i] = true;
        this.results.set(next.id, this.settle(next));
      }
    }
    const result = this.results.get(game.id) ?? this.settle(game);
    this.results.delete(game.id);
    return (await result)();
  }

  /**
   * Started now; a failure is held, not thrown, until its game's turn: a rejection nobody awaits yet
   * would be an unhandled one.
   */
  private settle(game: Game): Promise<() => Played> {
    let started: Promise<Played>;
    try {
      started = this.start(game);
    } catch (error) {
      started = Promise.reject(error);
    }
    return started.then(
      (played) => () => played,
      (error: unknown) => () => {
        throw error;
      },
    );
  }
}
