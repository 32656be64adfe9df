import { addDays } from './league-clock';

/**
 * The days of an NHL regular season, first game to last (October 7 to April 16 is 191 days on): a
 * generated schedule spans as many unless the season's own dates end it sooner (docs/decisions/080).
 */
export const SEASON_SPAN_DAYS = 191;

export interface ScheduleDateFacts {
  /** The league day, 'yyyy-MM-dd' in the league's zone. */
  leagueDay: string;
  /** The first and last days the season's games may be on; null: open on that side. */
  seasonStartDate: string | null;
  seasonEndDate: string | null;
}

/**
 * The days a generated schedule spans. Without a start it begins the day after the league day (no game
 * is due before any GM has set lines), or on the season's first day when that is later; without an end
 * it runs a season's length on from its start, or to the season's last day when that comes sooner.
 */
export function scheduleDates(
  given: { startDate?: string | undefined; endDate?: string | undefined },
  facts: ScheduleDateFacts,
): { startDate: string; endDate: string } {
  const tomorrow = addDays(facts.leagueDay, 1);
  const startDate =
    given.startDate ??
    (facts.seasonStartDate !== null && facts.seasonStartDate > tomorrow ? facts.seasonStartDate : tomorrow);
  const fullSeason = addDays(startDate, SEASON_SPAN_DAYS);
  const endDate =
    given.endDate ??
    (facts.seasonEndDate !== null && facts.seasonEndDate < fullSeason ? facts.seasonEndDate : fullSeason);
  return { startDate, endDate };
}

/** How many games of a schedule start at or before the league's now: the scheduler would play them at once. */
export function countGamesDueAtOnce(starts: readonly string[], leagueNow: Date): number {
  const now = leagueNow.getTime();
  return starts.filter((start) => Date.parse(start) <= now).length;
}

/** The refusal a commissioner reads when a schedule would play games as soon as it is saved. */
export function gamesDueAtOnceMessage(count: number, startOnOrAfter: string): string {
  const games = count === 1 ? '1 game would be played' : `${count} games would be played`;
  return `${games} at once as soon as the schedule is saved: start on or after ${startOnOrAfter}, or confirm to play them now.`;
}

/**
 * The seed a season's generated schedule is drawn from: the same for the same season and request, so the
 * request that counts the games due at once and the one that confirms them draw the same schedule, and the
 * count confirmed is the count played (docs/decisions/080).
 */
export function scheduleDrawSeed(input: {
  seasonId: number;
  gamesPerTeam: number;
  startDate: string;
  endDate: string;
}): string {
  return `schedule:${input.seasonId}:${input.gamesPerTeam}:${input.startDate}:${input.endDate}`;
}
