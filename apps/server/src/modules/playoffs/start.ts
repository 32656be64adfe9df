import { type PlayoffBracket, addDays, leagueDay, seedPlayoffs } from '@rinkside/domain';
import { conflict } from '../../http/errors';
import type { Db } from '../../db/schema';
import { newsOfPhaseChange } from '../feed/season-news';
import { noticePhaseChange } from '../notifications/game-notices';
import { finalStandings } from './final-standings';
import { changePhase, regularSeasonSpan } from '../season-phase/api';
import * as repo from './repo';
import { openReadySeries } from './series-schedule';
import { playoffSettingsOf } from './settings';

/** A rest day between the regular season's last game and the playoffs' first. */
const REST_DAYS = 2;

interface Season {
  leagueId: number;
  seasonId: number;
}

/** The season's bracket from its final standings; 409 naming why when it cannot be seeded yet. */
async function seedSeason(db: Db, league: repo.LeagueForPlayoffs, { seasonId }: Season) {
  const left = await regularSeasonSpan(db, seasonId);
  if (left.total === 0 || left.lastDay === null)
    throw conflict('This season has no regular-season games. Generate a schedule and play it first.');
  if (left.scheduled > 0)
    throw conflict(
      `${left.scheduled} regular-season games are still to be played. The playoffs start once every one is final.`,
    );
  const { standings, headToHead } = await finalStandings(db, league.id, seasonId);
  try {
    const bracket = seedPlayoffs({
      standings,
      headToHead,
      settings: playoffSettingsOf(league.playoff_settings),
    });
    return { bracket, lastDay: left.lastDay };
  } catch (error) {
    if (error instanceof RangeError) throw conflict(`The playoffs cannot be seeded: ${error.message}.`);
    throw error;
  }
}

/**
 * Starts a season's playoffs inside `db`'s transaction: seeds the bracket, moves the phase from the
 * regular season to the playoffs by the one conditional UPDATE (so of two starts racing, one starts
 * them and the other gets 409), stores the bracket and schedules the first series' games.
 */
export async function startPlayoffsIn(db: Db, season: Season, now: Date): Promise<PlayoffBracket> {
  const league = await repo.findLeagueForPlayoffs(db, season.leagueId);
  if (!league) throw conflict('This league no longer exists.');
  const { bracket, lastDay } = await seedSeason(db, league, season);
  // A season whose clock was never read may still say preseason though every game is played.
  await changePhase(db, season.seasonId, { from: 'preseason', to: 'regular' });
  if (!(await changePhase(db, season.seasonId, { from: 'regular', to: 'playoffs' })))
    throw conflict('The playoffs have already started this season.');
  const iso = now.toISOString();
  await noticePhaseChange(db, { ...season, phase: 'playoffs', at: iso });
  await newsOfPhaseChange(db, { ...season, phase: 'playoffs', at: iso });
  await repo.insertBracket(db, season.seasonId, JSON.stringify(bracket), iso);
  const today = leagueDay(now, league.time_zone, league.simulated_to);
  const afterRest = addDays(lastDay, REST_DAYS);
  const tomorrow = addDays(today, 1);
  await openReadySeries(db, bracket, {
    ...season,
    timeZone: league.time_zone,
    firstDay: afterRest > tomorrow ? afterRest : tomorrow,
    now: iso,
  });
  return bracket;
}
