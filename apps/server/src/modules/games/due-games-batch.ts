import { setImmediate as nextTurn } from 'node:timers/promises';
import { decideGameFailure, describeGameFailure } from '@rinkside/domain';
import type { Selectable } from 'kysely';
import { openBatchMemo } from '../../db/batch-memo';
import type { DatabaseHandle } from '../../db/database';
import { savepoint } from '../../db/savepoint';
import type { GamesTable } from '../../db/schema';
import type { RequestsInFlight } from '../../lib/requests-in-flight';
import { newsOfGame } from '../feed/game-news';
import { newsRowsOf, queueNewsWebhooksOf } from '../feed/service';
import { noticeLineupAttention } from '../desk/lineup-notices';
import { noticeGameFinal } from '../notifications/game-notices';
import { countPlayoffGame, skipIfSeriesDecided, startPlayoffsWhenDue } from '../playoffs/game-hooks';
import { BetweenGames, type DressedSides } from './between-games';
import { loadTeamsForGames, type TeamForGame } from './roster-repo';
import { claimDueGames, GameNoLongerScheduled, storeGameResult, writeGameFailure } from './simulate-repo';
import { GamesPlayedAhead, LOOKAHEAD } from './simulation-pool/games-played-ahead';
import type { PlayedGame } from './simulation-pool/play-one-game';
import type { SimulationPool } from './simulation-pool/simulation-pool';

type GameRow = Selectable<GamesTable>;
/** How far back a batch reads its teams' games: enough for their recent goalie starts (RECENT_GAMES). */
const RECENT_DAYS = 60;
const DAY_MS = 86_400_000;
/** The longest a background batch waits for the requests in flight before each game (docs/decisions/073). */
const REQUESTS_FIRST_MS = 10;
/** The savepoint each game of a batch is played in (docs/decisions/063). */
const ATTEMPT = 'game_attempt';

/** What a batch needs, in the main thread or in the thread that stores background batches (decision 096). */
export interface BatchDeps {
  database: DatabaseHandle;
  simulation: SimulationPool;
  /** The clock: a batch reads the time once, when it starts. */
  now: () => Date;
  /** The requests the thread answers, which a background batch lets go first; none in the batch thread. */
  requests: RequestsInFlight | null;
}

export interface BatchOptions {
  /** Simulate games that started at or before this instant. */
  until: Date;
  leagueId?: number;
  /** Only this game (the commissioner's retry). */
  gameId?: number;
  /** At most this many games in this call. */
  limit: number;
  /**
   * Work in the background (a job, not a request's own answer): before each game it waits for the
   * thread's requests in flight, up to REQUESTS_FIRST_MS, so pages are answered first (docs/decisions/073).
   */
  background?: boolean;
  /**
   * In the background, how long the batch holds SQLite's turn to write before it hands it to a write that
   * waits (docs/decisions/098): BATCH_HAND_OVER_MS; none hands it over at the next game.
   */
  handOverAfterMs?: number;
}

/** One batch: the games it claimed, those it stored, those that failed (each recorded on its game). */
export interface DueGamesRun {
  claimed: number;
  stored: number;
  failed: number;
  /**
   * A background batch ended early, its first games stored, because a write that comes first waited for
   * the turn (docs/decisions/098): the games it claimed and did not reach are due still.
   */
  handedOver: boolean;
}

/** A batch as its thread reports it: with the leagues of the games it claimed. */
export interface BatchRun extends DueGamesRun {
  leagueIds: number[];
}

/**
 * Simulates due games and stores each result, play-by-play and stats rows in the same transaction
 * that claimed the games. On PostgreSQL the claim is `FOR UPDATE SKIP LOCKED`, so several server
 * processes share the work and a game is simulated once; a crash rolls the claim back and the games
 * stay scheduled, to be simulated on the next run.
 *
 * A batch is first played with no savepoint. If one of its games throws, the batch rolls back and is played
 * again with each game inside its own savepoint (docs/decisions/063): a game that throws rolls back to it,
 * and its failure is written on its row instead (attempts, error, next attempt, quarantine after
 * GAME_ATTEMPTS_BEFORE_QUARANTINE), so the other games of the batch are stored. A game waiting for its next
 * attempt, or quarantined, is not claimed.
 */
export async function storeDueGames(deps: BatchDeps, options: BatchOptions): Promise<BatchRun> {
  const { db, kind } = deps.database;
  let leagueIds: number[] = [];
  // First without a savepoint per game, two round trips fewer each; a game that fails rolls the whole
  // batch back, which is then played again with them, so only the failed game is set aside (decision 063).
  const batch = (careful: boolean) =>
    db.transaction().execute(async (trx): Promise<DueGamesRun> => {
      const clock = deps.now();
      const now = clock.toISOString();
      const heldFrom = performance.now();
      const games = await claimDueGames(trx, {
        until: options.until,
        now: clock,
        limit: options.limit,
        leagueId: options.leagueId,
        gameId: options.gameId,
        lock: kind === 'postgres',
      });
      if (games.length === 0) return { claimed: 0, stored: 0, failed: 0, handedOver: false };
      openBatchMemo(trx);
      const teamIds = [...new Set(games.flatMap((g) => [g.home_team_id, g.away_team_id]))];
      leagueIds = [...new Set(games.map((g) => g.league_id))];
      const first = games[0]?.start_at ?? options.until.toISOString();
      const since = new Date(Date.parse(first) - RECENT_DAYS * DAY_MS).toISOString();
      const teams = await loadTeamsForGames(trx, { leagueIds, teamIds, since });
      const between = new BetweenGames(trx, teams, { leagueIds, teamIds, from: first });
      const stored: GameRow[] = [];
      let failed = 0;
      // Each game is dressed once its teams' earlier games are stored and played in the worker threads, ahead
      // of its turn; below, each is stored in the batch's order, as its result comes (docs/decisions/064).
      const played = new GamesPlayedAhead(
        games,
        async (game) => {
          const dressed = between.dress(game);
          return { dressed, played: await playGame(deps.simulation, game, teams, dressed) };
        },
        deps.simulation.threads > 0 ? LOOKAHEAD : 1,
      );
      // SQLite answers synchronously: a turn of the event loop per game lets other requests in, reading
      // through their own connection while this batch's transaction stays open (docs/decisions/067); in the
      // background, the requests in flight are answered first (docs/decisions/073).
      const letRequestsIn = async () => {
        await nextTurn();
        if (options.background) await deps.requests?.quiet(REQUESTS_FIRST_MS);
      };
      // Without savepoints a game's result is sent without waiting for PostgreSQL to write it: the next game
      // plays meanwhile, and the result is awaited before the next one is sent (docs/decisions/065).
      let writing: Promise<void> = Promise.resolve();
      let handedOver = false;
      for (const [i, game] of games.entries()) {
        await letRequestsIn();
        // A write that comes first waits for the turn this batch holds: the games played so far are committed
        // and the turn handed over, not held for the batch's every game (docs/decisions/098).
        const writeWaits = options.background && i > 0 && deps.database.writeWaits();
        if (writeWaits && performance.now() - heldFrom >= (options.handOverAfterMs ?? 0)) {
          handedOver = true;
          break;
        }
        const mark = between.mark();
        if (careful) await savepoint.begin(trx, ATTEMPT);
        try {
          if (await skipIfSeriesDecided(trx, kind, game)) {
            if (careful) await savepoint.keep(trx, ATTEMPT);
            continue;
          }
          const { dressed, played: result } = await played.result(game);
          // Played in this thread when there are no worker threads: another turn before storing it.
          if (deps.simulation.threads === 0) await letRequestsIn();
          const data = result.summary;
          // What the game leaves (injuries, goalie starts) and the news it makes, stored with its result.
          const injuries = await between.afterGame(game, data, dressed);
          const news = await newsOfGame(trx, game, data, injuries);
          const toStore = { gameId: game.id, played: result, news: await newsRowsOf(trx, news.items), now };
          await writing;
          let written = true;
          if (careful) written = await storeGameResult(trx, toStore, false);
          else writing = sentAhead(storeGameResult(trx, toStore, true), game.id);
          if (written) {
            await queueNewsWebhooksOf(trx, news.items);
            await noticeGameFinal(trx, game, data, now);
            await countPlayoffGame(trx, kind, game, data, clock);
            news.stored();
            stored.push(game);
          } else between.restore(mark);
          if (careful) await savepoint.keep(trx, ATTEMPT);
        } catch (error) {
          if (!careful) throw new PlayAgainCarefully(error);
          await savepoint.fail(trx, ATTEMPT);
          between.restore(mark);
          const decision = decideGameFailure(game.attempts, clock);
          await writeGameFailure(trx, game.id, decision, describeGameFailure(error), clock);
          failed += 1;
        }
      }
      await writing.catch((error: unknown) => {
        throw new PlayAgainCarefully(error);
      });
      await between.storeInjuries(now);
      await startPlayoffsWhenDue(trx, stored, clock);
      await noticeLineupAttention(trx, teamIds, now);
      return { claimed: games.length, stored: stored.length, failed, handedOver };
    });
  try {
    return { ...(await batch(false)), leagueIds };
  } catch (error) {
    if (!(error instanceof PlayAgainCarefully)) throw error;
    return { ...(await batch(true)), leagueIds };
  }
}

/**
 * A write sent ahead: its failure (or a game no longer scheduled) is kept, not left unhandled, and thrown
 * when it is awaited, before the next game's result is sent.
 */
function sentAhead(stored: Promise<boolean>, gameId: number): Promise<void> {
  const written = stored.then((ok) => {
    if (!ok) throw new GameNoLongerScheduled(gameId);
  });
  // Handled once it is awaited; until then a failure must not count as an unhandled rejection.
  written.catch(() => undefined);
  return written;
}

/** A game failed in a batch played without savepoints: the batch rolls back and is played with them. */
class PlayAgainCarefully extends Error {
  constructor(readonly failure: unknown) {
    super('A game of the batch failed; it is played again, each game in its savepoint');
  }
}

/**
 * Plays the game with the teams as dressed, in a worker thread when there are some, and packs it there:
 * its record encoded (naming who replaced whom) and its stats rows built (docs/decisions/073).
 */
async function playGame(
  pool: SimulationPool,
  game: GameRow,
  teams: Map<number, TeamForGame>,
  dressed: DressedSides,
): Promise<PlayedGame> {
  const home = teams.get(game.home_team_id);
  const away = teams.get(game.away_team_id);
  if (!home || !away) throw new Error(`Game ${game.id} names a team that does not exist`);
  const side = (team: TeamForGame, tonight: DressedSides['home']) => ({
    name: team.name,
    players: tonight.players,
    lineup: tonight.lineup,
    goalieFatigue: tonight.goalieFatigue,
  });
  return pool.play({
    input: {
      home: side(home, dressed.home),
      away: side(away, dressed.away),
      date: game.start_at,
      gameType: game.game_type,
    },
    seed: game.seed,
    replacements: [...dressed.home.replacements, ...dressed.away.replacements],
    keys: {
      gameId: game.id,
      seasonId: game.season_id,
      gameType: game.game_type,
      homeTeamId: game.home_team_id,
      awayTeamId: game.away_team_id,
    },
  });
}
