import { type Rng } from '../rng';
import { balancedMatchups, type Matchup } from './matchups';

export interface ScheduleOptions {
  teams: number;
  gamesPerTeam: number;
  /** First day of the season, 'yyyy-MM-dd'. */
  startDate: string;
  /** The last day games are planned for; the schedule runs past it only if the games cannot fit. */
  endDate: string;
  /** Local start times to choose from, 'HH:mm'. Default 19:00, 19:30 and 20:00. */
  startTimes?: readonly string[];
}

export interface ScheduledMatchup extends Matchup {
  /** 'yyyy-MM-dd' */
  date: string;
  /** Local start time in the league's time zone, 'HH:mm'. */
  time: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The chance a back-to-back is placed as readily as a rested game (tuned for NHL-like 12-16 a season). */
const BACK_TO_BACK_LET_THROUGH = 0.03;
const dayNumber = (date: string): number => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * A regular season: every team plays the same number of games, half at home, never twice a day
 * never three days in a row and as few back-to-backs as fit, spread evenly from the start date to the end date.
 */
export function generateSchedule(rng: Rng, options: ScheduleOptions): ScheduledMatchup[] {
  const { teams, gamesPerTeam } = options;
  const times = options.startTimes ?? ['19:00', '19:30', '20:00'];
  const first = dayNumber(options.startDate);
  const days = Math.max(1, dayNumber(options.endDate) - first + 1);
  const pending = shuffle(rng, balancedMatchups(teams, gamesPerTeam));
  const perDay = Math.max(1, Math.ceil(pending.length / days));
  // The last two days each team played, to forbid a third day in a row.
  const lastPlayed = Array.from({ length: teams }, () => [-10, -10] as [number, number]);
  const played = new Array<number>(teams).fill(0);
  const scheduled: ScheduledMatchup[] = [];

  for (let day = first; pending.length > 0; day += 1) {
    // Behind plan: allow more games today so the season still ends near the end date.
    const plannedByNow = Math.min(pending.length + scheduled.length, (day - first + 1) * perDay);
    const quota = Math.max(perDay, plannedByNow - scheduled.length);
    const busy = new Set<number>();
    let placed = 0;
    // Teams that have played least go first, so every team's games are spread evenly over the season.
    pending.sort(
      (a, b) => (played[a.home] ?? 0) + (played[a.away] ?? 0) - (played[b.home] ?? 0) - (played[b.away] ?? 0),
    );
    // Rested teams first: a game that makes a back-to-back is mostly left for later in the day's pass, taken
    // then only to fill the day's quota; a few are let through, so teams play about as many back-to-backs
    // as in the NHL (12-16 a season) rather than one every other week.
    for (const pass of [BACK_TO_BACK_LET_THROUGH, 1]) {
      for (let i = 0; i < pending.length && placed < quota;) {
        const game = pending[i];
        if (
          game &&
          canPlay(game.home, day, busy, lastPlayed, pass, rng) &&
          canPlay(game.away, day, busy, lastPlayed, pass, rng)
        ) {
          pending.splice(i, 1);
          for (const team of [game.home, game.away]) {
            busy.add(team);
            played[team] = (played[team] ?? 0) + 1;
            const last = lastPlayed[team] ?? [-10, -10];
            lastPlayed[team] = [last[1], day];
          }
          scheduled.push({
            ...game,
            date: dateOf(day),
            time: times[Math.floor(rng.next() * times.length)] ?? '19:00',
          });
          placed += 1;
        } else {
          i += 1;
        }
      }
    }
  }
  return scheduled;
}

function canPlay(
  team: number,
  day: number,
  busy: Set<number>,
  lastPlayed: [number, number][],
  backToBackChance: number,
  rng: Rng,
): boolean {
  if (busy.has(team)) return false;
  const [before, latest] = lastPlayed[team] ?? [-10, -10];
  if (latest !== day - 1) return true;
  return before !== day - 2 && (backToBackChance >= 1 || rng.next() < backToBackChance);
}

function shuffle<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng.next() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}
