import type { SeasonPhase } from '@rinkside/domain';
import type { Db } from '../../db/schema';

// What an advance through the playoffs reads: the round being played, when it next has a game, when
// it ended, and the phase and champion it leaves behind. Starts are instants (ISO text); the caller
// turns them into league days in the league's zone.

/** The earliest round (1-based) with a series still undecided; null when every open series is decided. */
export async function currentRound(db: Db, seasonId: number): Promise<number | null> {
  const row = await db
    .selectFrom('playoff_series')
    .select((eb) => eb.fn.min('round').as('round'))
    .where('season_id', '=', seasonId)
    .where('winner_team_id', 'is', null)
    .executeTakeFirstOrThrow();
  return row.round === null ? null : Number(row.round);
}

/** The start of the next scheduled game of the round's undecided series; null when none is left. */
export async function nextRoundGameStart(db: Db, seasonId: number, round: number): Promise<string | null> {
  const row = await db
    .selectFrom('games')
    .innerJoin('playoff_games', 'playoff_games.game_id', 'games.id')
    .innerJoin('playoff_series', 'playoff_series.id', 'playoff_games.series_id')
    .select((eb) => eb.fn.min('games.start_at').as('start'))
    .where('playoff_series.season_id', '=', seasonId)
    .where('playoff_series.round', '=', round)
    .where('playoff_series.winner_team_id', 'is', null)
    .where('games.status', '=', 'scheduled')
    .executeTakeFirstOrThrow();
  return (row.start as string | null) ?? null;
}

/** The start of the round's last played game; null before it has one. */
export async function roundLastStart(db: Db, seasonId: number, round: number): Promise<string | null> {
  const row = await db
    .selectFrom('games')
    .innerJoin('playoff_games', 'playoff_games.game_id', 'games.id')
    .innerJoin('playoff_series', 'playoff_series.id', 'playoff_games.series_id')
    .select((eb) => eb.fn.max('games.start_at').as('start'))
    .where('playoff_series.season_id', '=', seasonId)
    .where('playoff_series.round', '=', round)
    .where('games.status', '=', 'final')
    .executeTakeFirstOrThrow();
  return (row.start as string | null) ?? null;
}

/** The season's phase as stored now (a concurrent request may have changed it). */
export async function seasonPhase(db: Db, seasonId: number): Promise<SeasonPhase> {
  const row = await db
    .selectFrom('seasons')
    .select('phase')
    .where('id', '=', seasonId)
    .executeTakeFirstOrThrow();
  return row.phase;
}

/** The season's champion with the team's name, once the final is decided. */
export async function seasonChampion(db: Db, seasonId: number) {
  const row = await db
    .selectFrom('seasons')
    .innerJoin('teams', 'teams.id', 'seasons.champion_team_id')
    .select(['teams.id as teamId', 'teams.name'])
    .where('seasons.id', '=', seasonId)
    .executeTakeFirst();
  return row ?? null;
}
