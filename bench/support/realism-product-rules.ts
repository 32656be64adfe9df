// The product's rules between games, as the server's games module applies them (BetweenGames in
// apps/server/src/modules/games/between-games.ts, which reads the teams' later game days from the
// database, so its steps are repeated here with the same pure functions): each side dressed by
// dressTeam from the game's seed (hurt and rested players replaced from the depth chart, the goalie
// plan's starter and his fatigue); after the game, injuries over by it cleared, its injuries given
// return dates on the team's schedule, the team's recent starts moved on.
import type { Injury, TeamSide } from '@rinkside/domain';
import {
  afterTeamGame,
  createRng,
  dressingSeed,
  dressTeam,
  injuriesAfterGame,
  isAvailable,
  newSeasonSoFar,
  type DressedTeam,
  type TeamSeasonSoFar,
} from '@rinkside/sim';
import type { BetweenGames, SeasonRules } from './realism-between-games';
import type { NhlLeague, SeasonGame, SeasonTeam } from './realism-league';

type DressedSides = Record<TeamSide, DressedTeam>;

function startSeason(league: NhlLeague): BetweenGames {
  const seasons = new Map<number, TeamSeasonSoFar>(league.teams.map((t) => [t.id, newSeasonSoFar()]));
  const gameDays = new Map<number, string[]>();
  for (const game of league.games)
    for (const team of [game.home, game.away])
      gameDays.set(team.id, [...(gameDays.get(team.id) ?? []), game.date]);
  const seasonOf = (team: SeasonTeam) => seasons.get(team.id) ?? newSeasonSoFar();
  const dressSide = (game: SeasonGame, side: TeamSide): DressedTeam => {
    const team = game[side];
    return dressTeam(
      {
        team: side,
        players: team.roster,
        lineup: team.lineup,
        depthChart: team.depthChart,
        goaliePlan: team.goaliePlan,
        season: seasonOf(team),
        gameDate: game.date,
      },
      createRng(dressingSeed(game.seed, side)),
    );
  };
  // The game being played: both sides dressed once, before it, as the server dresses a game.
  let tonight: { index: number; sides: DressedSides } | null = null;
  const dressed = (game: SeasonGame): DressedSides => {
    if (tonight?.index !== game.index)
      tonight = {
        index: game.index,
        sides: { home: dressSide(game, 'home'), away: dressSide(game, 'away') },
      };
    return tonight.sides;
  };
  const sideOf = (game: SeasonGame, team: SeasonTeam): TeamSide => (team === game.home ? 'home' : 'away');

  return {
    dress(team, game) {
      const side = dressed(game)[sideOf(game, team)];
      return {
        input: {
          name: team.name,
          players: side.players,
          lineup: side.lineup,
          goalieFatigue: side.goalieFatigue,
        },
        starter: side.starter === null ? null : String(side.starter),
        injuredOut: team.roster.filter((p) => !isAvailable(p, game.date)).length,
      };
    },
    afterGame(game, result) {
      const sides = dressed(game);
      for (const side of ['home', 'away'] as const) {
        const team = game[side];
        const changes = new Map<string, Injury | null>(sides[side].healed.map((id) => [String(id), null]));
        const injuries = (result.injuries ?? []).filter((i) => i.team === side);
        if (injuries.length > 0) {
          const upcomingGameDates = (gameDays.get(team.id) ?? []).filter((d) => d > game.date);
          for (const { playerId, injury } of injuriesAfterGame(injuries, {
            gameDate: game.date,
            upcomingGameDates,
          }))
            changes.set(String(playerId), injury);
        }
        if (changes.size > 0)
          team.roster = team.roster.map((p) => {
            const injury = changes.get(String(p.id));
            return injury === undefined ? p : { ...p, injury };
          });
        seasons.set(
          team.id,
          afterTeamGame(seasonOf(team), { gameDate: game.date, starter: sides[side].starter }),
        );
      }
    },
  };
}

export const productRules: SeasonRules = {
  description:
    "the server's rules between games: dressTeam (hurt and rested players replaced, goalie plan, fatigue), injuries with return dates",
  start: startSeason,
};
