import { formatLeagueDateTime, type DeskNextGame, type DeskResponse } from '@rinkside/domain';

/** 'Sat, Oct 14, 7:00 PM' in the league's time zone; the day alone until the zone is known. */
export function formatStart(game: DeskNextGame, timeZone: string | undefined): string {
  if (!timeZone) return game.gameDay;
  return formatLeagueDateTime(game.startAt, timeZone, { withYear: false, weekday: true });
}

/** 'vs Boston' at home, '@ Boston' away. */
export const matchup = (game: Pick<DeskNextGame, 'home' | 'opponent'>) =>
  `${game.home ? 'vs' : '@'} ${game.opponent.name}`;

/** The problems that keep the team from being ready (notes left out). */
export const blockingProblems = (desk: DeskResponse) =>
  (desk.readiness?.problems ?? []).filter((p) => p.severity === 'problem');

/** '1st', '2nd', '3rd', '11th', '22nd'. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}
