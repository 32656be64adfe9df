import type { LeagueDetail } from '@rinkside/domain';

type LeagueTeam = LeagueDetail['teams'][number];

/** The league's teams as the bracket looks them up: by id, with the logo host beside them. */
export interface BracketTeams {
  get(teamId: number): LeagueTeam | undefined;
  abbreviation(teamId: number): string;
  logoBaseUrl: string | null;
}

export function bracketTeams(league: Pick<LeagueDetail, 'teams' | 'logoBaseUrl'>): BracketTeams {
  const byId = new Map(league.teams.map((team) => [team.id, team]));
  return {
    get: (teamId) => byId.get(teamId),
    abbreviation: (teamId) => byId.get(teamId)?.abbreviation ?? `Team ${teamId}`,
    logoBaseUrl: league.logoBaseUrl,
  };
}
