import { type GameRecord, decideGameFailure, describeGameFailure } from '@rinkside/domain';
import { createRng, simulateGameRecord } from '@rinkside/sim';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, GamesTable } from '../../db/schema';
import type { AppContext } from '../../context';
import { newsOfGame } from '../feed/game-news';
import { noticeLineupAttention } from '../desk/lineup-notices';
import { noticeGameFinal } from '../notifications/game-notices';
import { announce } from '../notifications/service';
import { gmsOfLeagues } from '../notifications/repo';
import { countPlayoffGame, skipIfSeriesDecided, startPlayoffsWhenDue } from '../playoffs/game-hooks';
import { storeGameRecord } from './game-record-store';
import { BetweenGames, type DressedSides } from './between-games';
import { resultRows } from './result-rows';
import { loadTeamsForGames, type TeamForGame } from './roster-repo';

type GameRow = Selectable<GamesTable>;
const INSERT_CHUNK = 100;
/** A game's located attempts (~110 of them, 11 values each) go in one statement. */
const SHOTS_CHUNK = 500;
/** How far back a batch reads its teams' games: enough for their recent goalie starts (RECENT_GAMES). */
const RECENT_DAYS = 60;
const DAY_MS = 86_400_000;

export interface SimulateDueOptions {
  /** Simulate games that started at or before this instant. */
  until: Date;
  leagueId?: number;
  /** Only this game (the commissioner's retry). */
  gameId?: number;
  /** At most this many games in this call. */
  limit: number;
}

/** One batch: the games it claimed, those it stored, those that failed (each recorded on its game). */
export interface DueGamesRun {
  claimed: number;
  stored: number;
  failed: number;
}

/** The games stored; see `playDueGames`. */
export async function simulateDueGames(ctx: AppContext, options: SimulateDueOptions): Promise<number> {
  return (await playDueGames(ctx, options)).stored;
}

/**
 * Simulates due games and stores each result, play-by-play and stats rows in the same transaction
 * that claimed the games. On PostgreSQL the claim is `FOR UPDATE SKIP LOCKED`, so several server
 * processes share the work and a game is simulated once; a crash rolls the claim back and the games
 * stay scheduled, to be simulated on the next run.
 *
 * Each game is played inside its own savepoint (docs/decisions/063): a game that throws rolls back to it,
 * and its failure is written on its row instead (attempts, error, next attempt, quarantine after
 * GAME_ATTEMPTS_BEFORE_QUARANTINE), so the other games of the batch are stored. A game waiting for its next
 * attempt, or quarantined, is not claimed.
 */
export async function playDueGames(ctx: AppContext, options: SimulateDueOptions): Promise<DueGamesRun> {
  const { db, kind } = ctx.database;
  let leagueIds: number[] = [];
  const run = await db.transaction().execute(async (trx): Promise<DueGamesRun> => {
    const clock = ctx.now();
    const now = clock.toISOString();
    let query = dueGames(trx, options.until, clock)
      .selectAll()
      .orderBy('start_at')
      .orderBy('id')
      .limit(options.limit);
    if (options.leagueId !== undefined) query = query.where('league_id', '=', options.leagueId);
    if (options.gameId !== undefined) query = query.where('id', '=', options.gameId);
    if (kind === 'postgres') query = query.forUpdate().skipLocked();
    const games = await query.execute();
    if (games.length === 0) return { claimed: 0, stored: 0, failed: 0 };
    const teamIds = [...new Set(games.flatMap((g) => [g.home_team_id, g.away_team_id]))];
    leagueIds = [...new Set(games.map((g) => g.league_id))];
    const first = games[0]?.start_at ?? options.until.toISOString();
    const since = new Date(Date.parse(first) - RECENT_DAYS * DAY_MS).toISOString();
    const teams = await loadTeamsForGames(trx, { leagueIds, teamIds, since });
    const between = new BetweenGames(trx, teams, { leagueIds, teamIds, from: first });
    const stored: GameRow[] = [];
    let failed = 0;
    for (const game of games) {
      const mark = between.mark();
      await sql`SAVEPOINT game_attempt`.execute(trx);
      try {
        if (await skipIfSeriesDecided(trx, kind, game)) {
          await sql`RELEASE SAVEPOINT game_attempt`.execute(trx);
          continue;
        }
        const dressed = between.dress(game);
        const data = playGame(game, teams, dressed);
        if (await storeResult(trx, game, data, now)) {
          const injuries = await between.afterGame(game, data, dressed);
          await noticeGameFinal(trx, game, data, now);
          await newsOfGame(trx, game, data, injuries);
          await countPlayoffGame(trx, kind, game, data, clock);
          stored.push(game);
        }
        await sql`RELEASE SAVEPOINT game_attempt`.execute(trx);
      } catch (error) {
        await sql`ROLLBACK TO SAVEPOINT game_attempt`.execute(trx);
        await sql`RELEASE SAVEPOINT game_attempt`.execute(trx);
        between.restore(mark);
        await recordGameFailure(trx, game, error, clock);
        failed += 1;
      }
    }
    await between.storeInjuries(now);
    await startPlayoffsWhenDue(trx, stored, clock);
    await noticeLineupAttention(trx, teamIds, now);
    return { claimed: games.length, stored: stored.length, failed };
  });
  if (run.stored > 0) {
    ctx.memory.resultsGeneration.markStored();
    // The batch's notifications went to GMs of its leagues: their bells look again.
    await announce(ctx, await gmsOfLeagues(db, leagueIds));
  }
  return run;
}

/**
 * Scheduled games started by `until` that may be tried at `now`: not quarantined, not waiting for a next
 * attempt, not in a closed league (whose schedule stays as it was, unplayed: docs/decisions/041).
 */
function dueGames(db: Kysely<Database>, until: Date, now: Date) {
  return db
    .selectFrom('games')
    .where('status', '=', 'scheduled')
    .where('start_at', '<=', until.toISOString())
    .where('quarantined_at', 'is', null)
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now.toISOString())]))
    .where('league_id', 'not in', db.selectFrom('leagues').select('id').where('closed_at', 'is not', null));
}

/** The leagues with games to try now, earliest first: the scheduler stores each league's on its own. */
export async function leaguesWithDueGames(ctx: AppContext, until: Date): Promise<number[]> {
  const rows = await dueGames(ctx.database.db, until, ctx.now())
    .select('league_id')
    .select((eb) => eb.fn.min('start_at').as('first'))
    .groupBy('league_id')
    .orderBy('first')
    .orderBy('league_id')
    .execute();
  return rows.map((row) => row.league_id);
}

/** Writes what the failed attempt decided on the game's row: when to try again, or its quarantine. */
async function recordGameFailure(trx: Kysely<Database>, game: GameRow, error: unknown, now: Date) {
  const decision = decideGameFailure(game.attempts, now);
  await trx
    .updateTable('games')
    .set({
      attempts: decision.attempts,
      last_error: describeGameFailure(error),
      next_attempt_at: decision.nextAttemptAt?.toISOString() ?? null,
      quarantined_at: decision.quarantined ? now.toISOString() : null,
    })
    .where('id', '=', game.id)
    .where('status', '=', 'scheduled')
    .execute();
}

/** Plays the game with the teams as dressed; the record (no text: it is written on reading) names who replaced whom. */
function playGame(game: GameRow, teams: Map<number, TeamForGame>, dressed: DressedSides): GameRecord {
  const home = teams.get(game.home_team_id);
  const away = teams.get(game.away_team_id);
  if (!home || !away) throw new Error(`Game ${game.id} names a team that does not exist`);
  const side = (team: TeamForGame, tonight: DressedSides['home']) => ({
    name: team.name,
    players: tonight.players,
    lineup: tonight.lineup,
    goalieFatigue: tonight.goalieFatigue,
  });
  const data = simulateGameRecord(
    {
      home: side(home, dressed.home),
      away: side(away, dressed.away),
      date: game.start_at,
      gameType: game.game_type,
    },
    { rng: createRng(game.seed) },
  );
  data.replacements = [...dressed.home.replacements, ...dressed.away.replacements];
  return data;
}

/** Writes one result; false when the game was no longer scheduled (already simulated). */
async function storeResult(trx: Kysely<Database>, game: GameRow, data: GameRecord, now: string) {
  const updated = await trx
    .updateTable('games')
    .set({
      status: 'final',
      home_score: data.homeScore,
      away_score: data.awayScore,
      result_type: data.decidedIn,
      simulated_at: now,
    })
    .where('id', '=', game.id)
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  await storeGameRecord(trx, game.id, data);
  const rows = resultRows(data, {
    gameId: game.id,
    seasonId: game.season_id,
    gameType: game.game_type,
    homeTeamId: game.home_team_id,
    awayTeamId: game.away_team_id,
  });
  for (let i = 0; i < rows.players.length; i += INSERT_CHUNK) {
    await trx
      .insertInto('player_game_stats')
      .values(rows.players.slice(i, i + INSERT_CHUNK))
      .execute();
  }
  if (rows.goalies.length) await trx.insertInto('goalie_game_stats').values(rows.goalies).execute();
  await trx.insertInto('team_game_stats').values(rows.teams).execute();
  for (let i = 0; i < rows.shots.length; i += SHOTS_CHUNK) {
    await trx
      .insertInto('game_shots')
      .values(rows.shots.slice(i, i + SHOTS_CHUNK))
      .execute();
  }
  return true;
}
