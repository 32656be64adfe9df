import {
  formatGaa,
  formatSavePercentage,
  type LeagueStatsResponse,
  type ScheduleResponse,
} from '@rinkside/domain';
import { useQuery } from '@tanstack/react-query';
import { useFetchOnFirstRender } from '../../../lib/fetch-on-first-render';
import { leagueClockQueryOptions } from '../../../lib/queries/get-league-clock';
import { leagueStatsQueryOptions } from '../../../lib/queries/get-league-stats';
import { scheduleQueryOptions } from '../../../lib/queries/get-schedule';
import { standingsQueryOptions, type StandingsResponse } from '../../../lib/queries/get-standings';
import { latestNewsQueryOptions } from '../../../lib/queries/get-league-news';

// The home shows a few rows of season-long lists: each query selects what is shown, once per answer (the
// selectors are module-level, so TanStack Query keeps their result between renders).

export const UPCOMING_SHOWN = 6;
export const STANDINGS_SHOWN = 8;

export type ScheduledGame = ScheduleResponse['games'][number];
export type StandingsRow = StandingsResponse['standings'][number];

export interface SeasonProgress {
  total: number;
  played: number;
  /** The next unplayed games, soonest first. */
  upcoming: ScheduledGame[];
}

function seasonProgress({ games }: ScheduleResponse): SeasonProgress {
  const unplayed = games.filter((g) => !g.isSimulated);
  return {
    total: games.length,
    played: games.length - unplayed.length,
    upcoming: unplayed.sort((a, b) => a.startAt.localeCompare(b.startAt)).slice(0, UPCOMING_SHOWN),
  };
}

/**
 * The home's four lists, asked for while the league shell first renders (on the home's address), so that
 * the home's own first render finds them and draws its content at once, instead of a skeleton painted and
 * then replaced (docs/decisions/022).
 */
export function usePrefetchLeagueHome(leagueId: number, onHome: boolean): void {
  const ask = onHome && leagueId > 0;
  useFetchOnFirstRender({ ...scheduleQueryOptions(leagueId), enabled: ask });
  useFetchOnFirstRender({ ...latestNewsQueryOptions(leagueId), enabled: ask });
  useFetchOnFirstRender({ ...standingsQueryOptions(leagueId), enabled: ask });
  useFetchOnFirstRender({ ...leagueStatsQueryOptions(leagueId), enabled: ask });
  useFetchOnFirstRender({ ...leagueClockQueryOptions(leagueId), enabled: ask });
}

export function useSeasonProgress(leagueId: number) {
  return useQuery({ ...scheduleQueryOptions(leagueId), select: seasonProgress });
}

export interface StandingsTop {
  teams: number;
  anyPlayed: boolean;
  goals: number;
  top: StandingsRow[];
}

function standingsTop({ standings }: StandingsResponse): StandingsTop {
  return {
    teams: standings.length,
    anyPlayed: standings.some((r) => r.gamesPlayed > 0),
    goals: standings.reduce((sum, row) => sum + row.goalsFor, 0),
    top: standings.slice(0, STANDINGS_SHOWN),
  };
}

export function useStandingsTop(leagueId: number) {
  return useQuery({ ...standingsQueryOptions(leagueId), select: standingsTop });
}

export interface Leader {
  playerId: number;
  label: string;
  name: string;
  team: string;
  value: string;
}

/** Points, goals and assists leaders, and the best goalie by wins (SPEC §5: goalies need 2 games). */
function leaders(stats: LeagueStatsResponse): Leader[] {
  const skaters = stats.playerStats.filter((s) => s.gamesPlayed >= 1);
  const goalies = stats.goalieStats.filter((g) => g.gamesPlayed >= 2);
  const top = <T>(rows: T[], by: (row: T) => number) => [...rows].sort((a, b) => by(b) - by(a))[0];
  const found: Leader[] = [];
  const add = (
    label: string,
    row: (typeof skaters)[number] | undefined,
    value: (r: (typeof skaters)[number]) => string,
  ) =>
    row &&
    found.push({
      playerId: row.playerId,
      label,
      name: `${row.firstName} ${row.lastName}`,
      team: row.teamName,
      value: value(row),
    });
  add(
    'Points',
    top(skaters, (s) => s.points),
    (s) => `${s.points} P`,
  );
  add(
    'Goals',
    top(skaters, (s) => s.goals),
    (s) => `${s.goals} G`,
  );
  add(
    'Assists',
    top(skaters, (s) => s.assists),
    (s) => `${s.assists} A`,
  );
  const goalie = top(goalies, (g) => g.wins * 1000 + g.savePercentage);
  if (goalie)
    found.push({
      playerId: goalie.playerId,
      label: 'Wins',
      name: `${goalie.firstName} ${goalie.lastName}`,
      team: goalie.teamName,
      value: `${goalie.wins} W · ${formatSavePercentage(goalie.savePercentage, goalie.shotsAgainst)} · ${formatGaa(goalie.gaa)}`,
    });
  return found;
}

export function useLeaders(leagueId: number) {
  return useQuery({ ...leagueStatsQueryOptions(leagueId), select: leaders });
}
