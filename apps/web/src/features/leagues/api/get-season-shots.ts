import { seasonShotsResponseSchema, type SeasonShotsResponse, type SeasonType } from '@rinkside/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** Whose attempts: a player's, a team's, or those a team allowed. */
export type ShotsOf = { playerId: number } | { teamId: number; against: boolean };

export interface SeasonShotsChoice {
  seasonType: SeasonType;
  /** Undefined: the league's current season. */
  seasonId?: number;
}

/** The address of whose attempts, with the season's choice. */
function shotsPath(leagueId: number, of: ShotsOf, choice: SeasonShotsChoice): string {
  const params = new URLSearchParams();
  if ('teamId' in of && of.against) params.set('against', 'true');
  if (choice.seasonType !== 'regular') params.set('seasonType', choice.seasonType);
  if (choice.seasonId !== undefined) params.set('seasonId', String(choice.seasonId));
  const whose = 'playerId' in of ? `player/${of.playerId}` : `team/${of.teamId}`;
  const query = params.toString();
  return `/league/${leagueId}/${whose}/shots${query ? `?${query}` : ''}`;
}

/**
 * GET /league/{leagueId}/player/{playerId}/shots or …/team/{teamId}/shots: a season's located shot
 * attempts of a player or a team (or those it allowed), for a shot map.
 */
export function getSeasonShots(
  leagueId: number,
  of: ShotsOf,
  choice: SeasonShotsChoice,
): Promise<SeasonShotsResponse> {
  return apiRequest(shotsPath(leagueId, of, choice), { schema: seasonShotsResponseSchema });
}

export const seasonShotsQueryOptions = (leagueId: number, of: ShotsOf, choice: SeasonShotsChoice) =>
  queryOptions({
    queryKey: ['league', leagueId, 'shots', shotsPath(leagueId, of, choice)],
    queryFn: () => getSeasonShots(leagueId, of, choice),
    enabled: leagueId > 0,
    // The map keeps the season it shows while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useSeasonShots(leagueId: number, of: ShotsOf, choice: SeasonShotsChoice) {
  return useQuery(seasonShotsQueryOptions(leagueId, of, choice));
}
