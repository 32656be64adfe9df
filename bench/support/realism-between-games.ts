// What happens to a team between two games of a bench season: who dresses for the next one, and
// what a game leaves behind (injuries, a tired goalie). The season loop calls only these two steps.
import type { SimulationData } from '@rinkside/domain';
import type { TeamInput } from '@rinkside/sim';
import type { SeasonGame, SeasonTeam } from './realism-league';

export interface DressedTeam {
  /** What the engine plays with. */
  input: TeamInput;
  /** Roster players out injured for this game (the team's man-games lost to it). */
  injuredOut: number;
}

export interface BetweenGames {
  /** How the season reads in the report: which rules decided who played. */
  description: string;
  dress(team: SeasonTeam, game: SeasonGame): DressedTeam;
  afterGame(game: SeasonGame, result: SimulationData): void;
}

/** The server's players-table query for a game: the active roster. */
const activeRoster = (team: SeasonTeam) => team.roster.filter((p) => p.status === 'active');

/** Every game with the saved lineup, nobody hurt, nobody rested. */
export function savedLineupOnly(): BetweenGames {
  return {
    description: 'saved lineup every game, no injuries, no goalie rotation',
    dress: (team) => ({
      input: { name: team.name, players: activeRoster(team), lineup: team.lineup },
      injuredOut: 0,
    }),
    afterGame: () => undefined,
  };
}
