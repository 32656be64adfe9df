import { formatUpcomingDay, type GameListItem, gameBucket, resultOf, scoreText } from '@rinkside/domain';
import type { LeagueNow } from './league-time';

// SPEC §9: Game Center page size 6, show-more step 6, countdown tick 1 s, card stagger 50 ms.
export const GAME_PAGE_SIZE = 6;
export const SHOW_MORE_STEP = 6;
export const COUNTDOWN_TICK_MS = 1000;
export const CARD_STAGGER_MS = 50;
/** How often the list is fetched again while a game is being simulated (SPEC §4). */
export const IN_PROGRESS_REFETCH_MS = 15_000;

export type GameStatus =
  /** Simulated. `showScore` is false for today's games, so the result is not spoiled before watching. */
  | { kind: 'final'; score: string; showScore: boolean; today: boolean }
  /** Start time passed, the server has not simulated it yet. */
  | { kind: 'in-progress' }
  /** Today, before the start: 'Starts in HH:MM:SS'. */
  | { kind: 'countdown'; countdown: string }
  /** A later day: weekday name within 6 days, else 'MMM DD'. */
  | { kind: 'upcoming'; when: string };

export type GameSection = 'today' | 'upcoming' | 'past';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:MM:SS' until the start. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** Today, upcoming or past by the league clock; a final game is never upcoming (docs/decisions/026). */
export const sectionOf = (game: Pick<GameListItem, 'date' | 'isSimulated'>, clock: LeagueNow): GameSection =>
  gameBucket({ startAt: game.date, isSimulated: game.isSimulated }, clock);

/** The card's state: `now` is the real instant (countdowns), `clock` the league day and zone. */
export function gameStatus(game: GameListItem, now: Date, clock: LeagueNow): GameStatus {
  const section = sectionOf(game, clock);
  const today = section === 'today';
  const result = resultOf(game);
  if (result) return { kind: 'final', score: scoreText(result), showScore: !today, today };
  const start = Date.parse(game.date);
  // A past league day's game without a result is being played (the clock may run ahead of real time).
  if (start <= now.getTime() || section === 'past') return { kind: 'in-progress' };
  if (today) return { kind: 'countdown', countdown: formatCountdown(start - now.getTime()) };
  return { kind: 'upcoming', when: formatUpcomingDay(game.date, clock) };
}

/** Today's and upcoming games soonest first, past games latest first. */
export function groupGames(
  games: readonly GameListItem[],
  clock: LeagueNow,
): Record<GameSection, GameListItem[]> {
  const groups: Record<GameSection, GameListItem[]> = { today: [], upcoming: [], past: [] };
  for (const game of games) groups[sectionOf(game, clock)].push(game);
  const byStart = (a: GameListItem, b: GameListItem) => Date.parse(a.date) - Date.parse(b.date);
  groups.today.sort(byStart);
  groups.upcoming.sort(byStart);
  groups.past.sort((a, b) => byStart(b, a));
  return groups;
}

/** Whether the page has to tick each second (a countdown runs or a start time will pass). */
export const needsClock = (games: readonly GameListItem[], clock: LeagueNow): boolean =>
  games.some((g) => !g.isSimulated && sectionOf(g, clock) === 'today');

export const anyInProgress = (games: readonly GameListItem[], now: Date): boolean =>
  games.some((g) => !g.isSimulated && Date.parse(g.date) <= now.getTime());

/**
 * The Team view shows the viewer's team only. The server already answers with their team's games; this
 * keeps the page right for a commissioner who runs a team even if it is given the whole league.
 */
export const teamGames = (games: readonly GameListItem[], teamId: number | null): GameListItem[] =>
  teamId === null ? [...games] : games.filter((g) => g.homeTeamId === teamId || g.awayTeamId === teamId);
