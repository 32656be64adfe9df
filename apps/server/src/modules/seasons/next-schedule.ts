import { randomBytes } from 'node:crypto';
import { canBalance, createRng, generateSchedule } from '@rinkside/sim';
import { zonedTimeToUtc } from '../../lib/time-zone';
import { insertGames } from '../games/api';
import { openSeasonWithSchedule, regularSeasonSpan } from '../season-phase/api';
import { type Db, type LeagueRow, listTeamsWithGm } from '../leagues/api';

/** The same calendar day a year later; 29 February becomes the 28th. */
export function nextYearsDay(day: string): string {
  const [year, month, date] = day.split('-');
  const nextYear = String(Number(year) + 1).padStart(4, '0');
  const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const shown = month === '02' && date === '29' && !leap(Number(nextYear)) ? '28' : date;
  return `${nextYear}-${month}-${shown}`;
}

/**
 * The new season's regular-season schedule, made by the same generator with last season's settings:
 * as many games a team, over the same days a year later. None when last season had no regular-season
 * games or an uneven count (the commissioner then generates one). Returns how many games it made.
 */
export async function scheduleNextSeason(
  trx: Db,
  input: { league: LeagueRow; previousSeasonId: number; seasonId: number; now: Date },
): Promise<number> {
  const { league, seasonId } = input;
  const teams = await listTeamsWithGm(trx, league.id);
  const last = await regularSeasonSpan(trx, input.previousSeasonId);
  if (last.total === 0 || last.firstDay === null || last.lastDay === null || teams.length < 2) return 0;
  const gamesPerTeam = Math.round((2 * last.total) / teams.length);
  if (!canBalance(teams.length, gamesPerTeam)) return 0;
  const startDate = nextYearsDay(last.firstDay);
  const matchups = generateSchedule(createRng(`schedule:${league.id}:${seasonId}`), {
    teams: teams.length,
    gamesPerTeam,
    startDate,
    endDate: nextYearsDay(last.lastDay),
  });
  const createdAt = input.now.toISOString();
  const ids = await insertGames(
    trx,
    matchups.map((m) => ({
      league_id: league.id,
      season_id: seasonId,
      home_team_id: teams[m.home]?.id ?? 0,
      away_team_id: teams[m.away]?.id ?? 0,
      game_date: m.date,
      start_at: zonedTimeToUtc(m.date, m.time, league.time_zone).toISOString(),
      game_type: 'regular' as const,
      seed: randomBytes(8).toString('hex'),
      status: 'scheduled' as const,
      created_at: createdAt,
    })),
  );
  await openSeasonWithSchedule(trx, seasonId, { firstDay: startDate, regularGames: ids.length });
  return ids.length;
}
