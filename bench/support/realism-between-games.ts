// What happens to a team between two games of a bench season: who dresses for the next one, and
// what a game leaves behind (injuries, a tired goalie). The season loop calls only these two steps.
import type { GameRecord } from '@rinkside/domain';
import type { TeamInput } from '@rinkside/sim';
import type { NhlLeague, SeasonGame, SeasonTeam } from './realism-league';

export interface DressedTeam {
  /** What the engine plays with. */
  input: TeamInput;
  /** The starting goalie's id as text, when the rules chose him (else the lineup's starter). */
  starter?: string | null;
  /** Roster players out injured for this game (the team's man-games lost to it). */
  injuredOut: number;
}

export interface BetweenGames {
  dress(team: SeasonTeam, game: SeasonGame): DressedTeam;
  afterGame(game: SeasonGame, result: GameRecord): void;
}

/** The rules a bench season is played under: how the report names them, and their state for one league. */
export interface SeasonRules {
  description: string;
  start(league: NhlLeague): BetweenGames;
}

/** The server's players-table query for a game: the active roster. */
const activeRoster = (team: SeasonTeam) => team.roster.filter((p) => p.status === 'active');

/** Every game with the saved lineup, nobody hurt, nobody rested. */
export const savedLineupOnly: SeasonRules = {
  description: 'saved lineup every game, no injuries, no goalie rotation',
  start: () => ({
    dress: (team) => ({
      input: { name: team.name, players: activeRoster(team), lineup: team.lineup },
      injuredOut: 0,
    }),
    afterGame: () => undefined,
  }),
};
