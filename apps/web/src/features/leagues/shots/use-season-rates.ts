import type { SeasonType } from '@rinkside/domain';
import { useLeagueStats } from '../../../lib/queries/get-league-stats';
import { useTeamStats } from '../../../lib/queries/get-team-stats';
import { goalieRates, skaterRates, teamRates, type Rate } from './shot-rates';

export type RatesOf = { playerId: number } | { teamId: number };

/**
 * The season's xG-based rates of a player (from the league's season stats) or a team (from the team
 * stats): undefined while loading, null when the season has none for them.
 */
export function useSeasonRates(
  leagueId: number,
  of: RatesOf,
  seasonType: SeasonType,
  seasonId: number | undefined,
) {
  const player = 'playerId' in of;
  const league = useLeagueStats(player ? leagueId : 0, seasonType, seasonId);
  const teams = useTeamStats(player ? 0 : leagueId, seasonType, seasonId);
  const query = player ? league : teams;
  let rates: Rate[] | null | undefined;
  if ('playerId' in of) {
    const skater = league.data?.playerStats.find((s) => s.playerId === of.playerId);
    const goalie = league.data?.goalieStats.find((g) => g.playerId === of.playerId);
    rates = league.data && (skater ? skaterRates(skater) : goalie ? goalieRates(goalie) : null);
  } else {
    const team = teams.data?.teamStats.find((t) => t.teamId === of.teamId);
    rates = teams.data && (team ? teamRates(team) : null);
  }
  return { rates, isError: query.isError, error: query.error, refetch: () => void query.refetch() };
}
