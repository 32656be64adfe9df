import { addDays } from '@rinkside/domain';
import { advance } from '../../apps/server/src/modules/league-clock/advance';
import { startNextSeason } from '../../apps/server/src/modules/seasons/rollover';
import type { TestApp } from '../../apps/server/test/support/test-app';

/** Far enough past the regular season for four rounds of best-of-seven, with the days between rounds. */
const PLAYOFF_DAYS = 120;

interface LeagueOfBench {
  leagueId: number;
  userId: number;
}

export interface RegularSeasonSpan {
  /** When the last regular-season game starts: the regular season is played through this instant. */
  lastStart: Date;
  lastDay: string;
}

/** The active season's last regular-season game, so the regular season can be timed apart from the playoffs. */
export async function regularSeasonSpan(t: TestApp, leagueId: number): Promise<RegularSeasonSpan> {
  const row = await t.ctx.database.db
    .selectFrom('games')
    .innerJoin('seasons', 'seasons.id', 'games.season_id')
    .select((eb) => [
      eb.fn.max('games.start_at').as('last_start'),
      eb.fn.max('games.game_date').as('last_day'),
    ])
    .where('games.league_id', '=', leagueId)
    .where('seasons.active', '=', 1)
    .where('games.game_type', '=', 'regular')
    .executeTakeFirstOrThrow();
  if (row.last_start === null || row.last_day === null)
    throw new Error('The season has no regular-season games');
  return { lastStart: new Date(row.last_start), lastDay: row.last_day };
}

export interface PlayoffsPlayed {
  games: number;
  champion: string;
}

/**
 * The commissioner simulates ahead to a day well past the regular season: the playoffs, started by
 * themselves after the last regular-season game, play round after round until the final crowns a
 * champion and the season enters its offseason.
 */
export async function playPlayoffs(
  t: TestApp,
  league: LeagueOfBench,
  regularSeasonEnd: string,
): Promise<PlayoffsPlayed> {
  const { leagueId, userId } = league;
  const date = addDays(regularSeasonEnd, PLAYOFF_DAYS);
  const { clock, played } = await advance(t.ctx, leagueId, userId, { to: 'date', date });
  if (clock.phase !== 'offseason')
    throw new Error(`The playoffs were still in the ${clock.phase} phase on ${date}; no champion yet`);
  const champion = await t.ctx.database.db
    .selectFrom('seasons')
    .innerJoin('teams', 'teams.id', 'seasons.champion_team_id')
    .select('teams.name')
    .where('seasons.id', '=', clock.seasonId)
    .executeTakeFirstOrThrow();
  return { games: played, champion: champion.name };
}

/** The commissioner starts the next season: the summer (ageing, progression, retirements) and a new schedule. */
export async function rollOver(t: TestApp, league: LeagueOfBench) {
  return startNextSeason(t.ctx, league.leagueId, league.userId);
}
