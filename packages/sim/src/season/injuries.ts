import type { GameInjury, Injury, PlayerId } from '@rinkside/domain';
import { addDays, leagueDay } from './calendar';

/** Injuries up to this many expected games out are day-to-day. */
export const DAY_TO_DAY_GAMES = 3;
// An NHL regular season: 82 games in about 190 days.
const DAYS_PER_GAME = 2.3;

export interface HurtPlayer {
  playerId: PlayerId;
  injury: Injury;
}

/**
 * What one team's injuries from a game on `gameDate` leave on its players: each misses his next
 * `gamesOut` team games and may play again on the day of the one after (`returnDate`). Past the
 * known schedule (`upcomingGameDates`, the team's later game days) the days are estimated at an NHL
 * season's pace.
 */
export function injuriesAfterGame(
  injuries: readonly GameInjury[],
  schedule: { gameDate: string; upcomingGameDates: readonly string[] },
): HurtPlayer[] {
  const gameDate = leagueDay(schedule.gameDate);
  const upcoming = [...new Set(schedule.upcomingGameDates.map(leagueDay))].filter((d) => d > gameDate).sort();
  return injuries.map((hurt) => ({
    playerId: hurt.playerId,
    injury: {
      type: hurt.type,
      injuredOn: gameDate,
      returnDate: returnDate(gameDate, upcoming, hurt.gamesOut),
      gamesOut: hurt.gamesOut,
      dayToDay: hurt.gamesOut <= DAY_TO_DAY_GAMES,
    },
  }));
}

function returnDate(gameDate: string, upcoming: readonly string[], gamesOut: number): string {
  const known = upcoming[gamesOut];
  if (known !== undefined) return known;
  const last = upcoming.at(-1) ?? gameDate;
  const gamesBeyond = gamesOut + 1 - upcoming.length;
  return addDays(last, Math.ceil(gamesBeyond * DAYS_PER_GAME));
}
