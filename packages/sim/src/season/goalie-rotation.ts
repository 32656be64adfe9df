import type { GoaliePlan, PlayerId } from '@rinkside/domain';
import { chance, type Rng } from '../rng';
import { daysBetween } from './calendar';

/** How many of a team's latest games decide the starter's share: long enough to hold a plan, short enough to forget a trade. */
export const RECENT_GAMES = 20;

/** What a team's past games say about its goalies, kept from game to game (the server reads it from stored stats). */
export interface TeamSeasonSoFar {
  /** The league day of the team's previous game; null before its first. */
  previousGameDate: string | null;
  /** Who started in goal in the team's latest games, oldest first, at most RECENT_GAMES. */
  recentStarters: PlayerId[];
}

export const newSeasonSoFar = (): TeamSeasonSoFar => ({ previousGameDate: null, recentStarters: [] });

const same = (a: PlayerId | null | undefined, b: PlayerId | null | undefined): boolean =>
  a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);

/** The team's record after a game on `gameDate` started by `starter`. */
export function afterTeamGame(
  season: TeamSeasonSoFar,
  game: { gameDate: string; starter: PlayerId | null },
): TeamSeasonSoFar {
  const recentStarters =
    game.starter === null ? season.recentStarters : [...season.recentStarters, game.starter];
  return { previousGameDate: game.gameDate, recentStarters: recentStarters.slice(-RECENT_GAMES) };
}

/** Whether `goalie` started the team's previous game and it was the day before `gameDate`. */
function startedYesterday(season: TeamSeasonSoFar, goalie: PlayerId, gameDate: string): boolean {
  const previous = season.previousGameDate;
  return (
    previous !== null && daysBetween(previous, gameDate) <= 1 && same(season.recentStarters.at(-1), goalie)
  );
}

/** Starts in a row `goalie` has made up to this game. */
function startsInARow(season: TeamSeasonSoFar, goalie: PlayerId): number {
  let streak = 0;
  for (let i = season.recentStarters.length - 1; i >= 0 && same(season.recentStarters[i], goalie); i--)
    streak++;
  return streak;
}

// A goalie in his second game in two days plays about as worn out as after ten starts in a row.
const BACK_TO_BACK_FATIGUE = 0.5;
const STREAK_FREE_STARTS = 4;
const FATIGUE_PER_STREAK_START = 0.05;

/** How worn out `goalie` is if he starts on `gameDate`: 0 rested .. 1 worn out. */
export function goalieFatigue(season: TeamSeasonSoFar, goalie: PlayerId, gameDate: string): number {
  const backToBack = startedYesterday(season, goalie, gameDate) ? BACK_TO_BACK_FATIGUE : 0;
  const streak = Math.max(0, startsInARow(season, goalie) - STREAK_FREE_STARTS) * FATIGUE_PER_STREAK_START;
  return Math.min(1, backToBack + streak);
}

/** Whether the plan sits `numberOne` because he started yesterday. */
export function restsOnBackToBack(input: {
  plan: GoaliePlan;
  season: TeamSeasonSoFar;
  numberOne: PlayerId;
  gameDate: string;
}): boolean {
  return input.plan.restOnBackToBack && startedYesterday(input.season, input.numberOne, input.gameDate);
}

/**
 * Whether the team's number-one goalie starts on `gameDate` under its plan. He sits the second day of
 * a back-to-back he started the first of (when the plan says so); otherwise he starts while his
 * share of the latest games stays within his plan's share, with a coin for the last fraction of a
 * game, so a 0.72 plan gives him 72 starts in 100 over a season, never a fixed pattern.
 */
export function numberOneStarts(input: {
  plan: GoaliePlan;
  season: TeamSeasonSoFar;
  numberOne: PlayerId;
  gameDate: string;
  rng: Rng;
}): boolean {
  const { plan, season, numberOne, rng } = input;
  if (restsOnBackToBack(input)) return false;
  const games = season.recentStarters.length;
  const starts = season.recentStarters.filter((id) => same(id, numberOne)).length;
  const room = plan.starterShare * (games + 1) - starts;
  return room >= 1 || chance(rng, Math.max(0, room));
}
