import {
  formatGaa,
  formatSavePercentage,
  leaderRows,
  type LeagueStatsResponse,
  type SeasonProgressResponse,
} from '@rinkside/domain';
import { useQuery } from '@tanstack/react-query';
import { useFetchOnFirstRender } from '../../../lib/fetch-on-first-render';
import { leagueClockQueryOptions } from '../../../lib/queries/get-league-clock';
import { leagueLeadersQueryOptions } from '../../../lib/queries/get-league-leaders';
import { seasonProgressQueryOptions } from '../../../lib/queries/get-season-progress';
import { standingsQueryOptions, type StandingsResponse } from '../../../lib/queries/get-standings';
import { latestNewsQueryOptions } from '../../../lib/queries/get-league-news';

// The home shows a few rows of season-long lists: the server answers with those rows (the season's progress
// and next games, its leaders), and each query selects what is shown once per answer (the selectors are
// module-level, so TanStack Query keeps their result between renders).

export const STANDINGS_SHOWN = 8;

export type { ScheduledGame } from '@rinkside/domain';
export type StandingsRow = StandingsResponse['standings'][number];
export type SeasonProgress = SeasonProgressResponse;

/**
 * The home's four lists, asked for while the league shell first renders (on the home's address), so that
 * the home's own first render finds them and draws its content at once, instead of a skeleton painted and
 * then replaced (docs/decisions/022).
 */
export function usePrefetchLeagueHome(leagueId: number, onHome: boolean): void {
  const ask = onHome && leagueId > 0;
  useFetchOnFirstRender({ ...seasonProgressQueryOptions(leagueId), enabled: ask });
  useFetchOnFirstRender({ ...latestNewsQueryOptions(leagueId), enabled: ask });
  useFetchOnFirstRender({ ...standingsQueryOptions(leagueId), enabled: ask });
  useFetchOnFirstRender({ ...leagueLeadersQueryOptions(leagueId), enabled: ask });
  useFetchOnFirstRender({ ...leagueClockQueryOptions(leagueId), enabled: ask });
}

export function useSeasonProgress(leagueId: number) {
  return useQuery(seasonProgressQueryOptions(leagueId));
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
  const rows = leaderRows(stats);
  const skater = (label: string, row: (typeof rows)['points'], value: string) =>
    row && {
      playerId: row.playerId,
      label,
      name: `${row.firstName} ${row.lastName}`,
      team: row.teamName,
      value,
    };
  const goalie = rows.wins;
  return [
    skater('Points', rows.points, `${rows.points?.points} P`),
    skater('Goals', rows.goals, `${rows.goals?.goals} G`),
    skater('Assists', rows.assists, `${rows.assists?.assists} A`),
    goalie && {
      playerId: goalie.playerId,
      label: 'Wins',
      name: `${goalie.firstName} ${goalie.lastName}`,
      team: goalie.teamName,
      value: `${goalie.wins} W · ${formatSavePercentage(goalie.savePercentage, goalie.shotsAgainst)} · ${formatGaa(goalie.gaa)}`,
    },
  ].filter((leader): leader is Leader => leader !== undefined);
}

export function useLeaders(leagueId: number) {
  return useQuery({ ...leagueLeadersQueryOptions(leagueId), select: leaders });
}
