import { randomBytes } from 'node:crypto';
import {
  type PlayoffBracket,
  type SeriesLength,
  type SeriesWinners,
  addDays,
  resolveBracket,
  seriesGameHost,
  seriesUnderWay,
} from '@rinkside/domain';
import { zonedTimeToUtc } from '../../lib/time-zone';
import type { Db } from '../../db/schema';
import * as repo from './repo';

const START_TIME = '19:00';
/** Series games are every other day, so no team plays back-to-back in the playoffs. */
const DAYS_BETWEEN_GAMES = 2;

export interface SeriesCalendar {
  leagueId: number;
  seasonId: number;
  timeZone: string;
  /** The league day a newly opened series plays its first game. */
  firstDay: string;
  now: string;
}

/** The winner of each decided series of the season, by the bracket's series id. */
export function winnersOf(rows: readonly repo.SeriesRow[]): SeriesWinners {
  return Object.fromEntries(
    rows.flatMap((s) => (s.winner_team_id === null ? [] : [[s.series_key, s.winner_team_id]])),
  );
}

/**
 * Opens every series under way (`seriesUnderWay`: the current round's, once the round before it is
 * decided) that is not open yet, and schedules all the games it could need; the ones it turns out not to
 * need are deleted when it is decided. Home ice follows `seriesGameHost`.
 */
export async function openReadySeries(
  db: Db,
  bracket: PlayoffBracket,
  calendar: SeriesCalendar,
): Promise<void> {
  const open = await repo.listSeries(db, calendar.seasonId);
  const opened = new Set(open.map((s) => s.series_key));
  const rounds = resolveBracket(bracket, winnersOf(open));
  for (const series of seriesUnderWay(rounds)) {
    if (opened.has(series.id) || !series.highSeed || !series.lowSeed) continue;
    const seriesId = await repo.insertSeries(db, {
      season_id: calendar.seasonId,
      series_key: series.id,
      round: series.round + 1,
      length: series.seriesLength,
      high_team_id: series.highSeed.teamId,
      low_team_id: series.lowSeed.teamId,
    });
    await scheduleSeriesGames(db, calendar, {
      seriesId,
      length: series.seriesLength,
      highTeamId: series.highSeed.teamId,
      lowTeamId: series.lowSeed.teamId,
    });
  }
}

async function scheduleSeriesGames(
  db: Db,
  calendar: SeriesCalendar,
  series: { seriesId: number; length: SeriesLength; highTeamId: number; lowTeamId: number },
): Promise<void> {
  for (let game = 1; game <= series.length; game += 1) {
    const highHosts = seriesGameHost(series.length, game) === 'high';
    const day = addDays(calendar.firstDay, (game - 1) * DAYS_BETWEEN_GAMES);
    await repo.insertSeriesGame(
      db,
      {
        league_id: calendar.leagueId,
        season_id: calendar.seasonId,
        home_team_id: highHosts ? series.highTeamId : series.lowTeamId,
        away_team_id: highHosts ? series.lowTeamId : series.highTeamId,
        game_date: day,
        start_at: zonedTimeToUtc(day, START_TIME, calendar.timeZone).toISOString(),
        game_type: 'playoff',
        seed: randomBytes(8).toString('hex'),
        status: 'scheduled',
        created_at: calendar.now,
      },
      { seriesId: series.seriesId, gameNumber: game },
    );
  }
}
