import { type GameListItem, resultOf, scoreText } from '@rinkside/domain';
import dayjs from 'dayjs';

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

/** SPEC §2 card date in local time: 'MMM DD, YYYY • HH:mm'. */
export const formatGameDate = (iso: string): string => dayjs(iso).format('MMM DD, YYYY • HH:mm');

export function sectionOf(game: Pick<GameListItem, 'date'>, now: Date): GameSection {
  const day = dayjs(game.date);
  if (day.isSame(now, 'day')) return 'today';
  return day.isAfter(now, 'day') ? 'upcoming' : 'past';
}

export function gameStatus(game: GameListItem, now: Date): GameStatus {
  const start = dayjs(game.date);
  const today = start.isSame(now, 'day');
  const result = resultOf(game);
  if (result) return { kind: 'final', score: scoreText(result), showScore: !today, today };
  if (!start.isAfter(now)) return { kind: 'in-progress' };
  if (today) return { kind: 'countdown', countdown: formatCountdown(start.diff(now)) };
  const days = start.startOf('day').diff(dayjs(now).startOf('day'), 'day');
  return { kind: 'upcoming', when: days <= 6 ? start.format('dddd') : start.format('MMM DD') };
}

/** Today's and upcoming games soonest first, past games latest first. */
export function groupGames(games: readonly GameListItem[], now: Date): Record<GameSection, GameListItem[]> {
  const groups: Record<GameSection, GameListItem[]> = { today: [], upcoming: [], past: [] };
  for (const game of games) groups[sectionOf(game, now)].push(game);
  const byStart = (a: GameListItem, b: GameListItem) => Date.parse(a.date) - Date.parse(b.date);
  groups.today.sort(byStart);
  groups.upcoming.sort(byStart);
  groups.past.sort((a, b) => byStart(b, a));
  return groups;
}

/** Whether the page has to tick each second (a countdown runs or a start time will pass). */
export const needsClock = (games: readonly GameListItem[], now: Date): boolean =>
  games.some((g) => !g.isSimulated && dayjs(g.date).isSame(now, 'day'));

export const anyInProgress = (games: readonly GameListItem[], now: Date): boolean =>
  games.some((g) => !g.isSimulated && !dayjs(g.date).isAfter(now));

/**
 * The Team view shows the viewer's team only. The server already answers with their team's games; this
 * keeps the page right for a commissioner who runs a team even if it is given the whole league.
 */
export const teamGames = (games: readonly GameListItem[], teamId: number | null): GameListItem[] =>
  teamId === null ? [...games] : games.filter((g) => g.homeTeamId === teamId || g.awayTeamId === teamId);
