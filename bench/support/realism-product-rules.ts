// The product's rules between games, as the server applies them: each side dressed by the server's
// own dressForGame (hurt and rested players replaced from the depth chart, the goalie plan's starter
// and his fatigue), then what storeBetweenGames writes, kept in memory: injuries that ended are
// cleared, a game's injuries get return dates on the team's schedule, the team's season moves on.
import type { TeamSide } from '@rinkside/domain';
import { afterTeamGame, injuriesAfterGame, isAvailable, newSeasonSoFar } from '@rinkside/sim';
import type { Selectable } from 'kysely';
import type { GamesTable } from '../../apps/server/src/db/schema';
import { dressForGame, type DressedSides } from '../../apps/server/src/modules/games/between-games';
import type { TeamForGame } from '../../apps/server/src/modules/games/roster-repo';
import type { BetweenGames, SeasonRules } from './realism-between-games';
import type { NhlLeague, SeasonGame } from './realism-league';

/** The games-table row the server dresses a game from. */
const gameRow = (game: SeasonGame): Selectable<GamesTable> => ({
  id: game.index + 1,
  league_id: 1,
  season_id: 1,
  home_team_id: game.home.id,
  away_team_id: game.away.id,
  game_date: game.date,
  start_at: game.startAt,
  game_type: 'regular',
  seed: game.seed,
  status: 'scheduled',
  home_score: null,
  away_score: null,
  result_type: null,
  simulated_at: null,
  created_at: game.startAt,
});

function startSeason(league: NhlLeague): BetweenGames {
  const teams = new Map<number, TeamForGame>(
    league.teams.map((t) => [
      t.id,
      {
        id: t.id,
        name: t.name,
        players: t.roster,
        lineup: t.lineup,
        depthChart: t.depthChart,
        goaliePlan: t.goaliePlan,
        season: newSeasonSoFar(),
      },
    ]),
  );
  const gameDays = new Map<number, string[]>();
  for (const game of league.games)
    for (const team of [game.home, game.away])
      gameDays.set(team.id, [...(gameDays.get(team.id) ?? []), game.date]);
  const teamFor = (id: number): TeamForGame => {
    const team = teams.get(id);
    if (!team) throw new RangeError(`No team ${id}`);
    return team;
  };
  // The game being played: dressed once for both sides, as the server dresses a game.
  let tonight: { index: number; sides: DressedSides } | null = null;
  const dressed = (game: SeasonGame): DressedSides => {
    if (tonight?.index !== game.index)
      tonight = { index: game.index, sides: dressForGame(gameRow(game), teams) };
    return tonight.sides;
  };
  const sideOf = (game: SeasonGame, teamId: number): TeamSide => (teamId === game.home.id ? 'home' : 'away');

  return {
    dress(team, game) {
      const side = dressed(game)[sideOf(game, team.id)];
      return {
        input: {
          name: team.name,
          players: side.players,
          lineup: side.lineup,
          goalieFatigue: side.goalieFatigue,
        },
        starter: side.starter === null ? null : String(side.starter),
        injuredOut: teamFor(team.id).players.filter((p) => !isAvailable(p, game.date)).length,
      };
    },
    afterGame(game, result) {
      const sides = dressed(game);
      for (const teamId of [game.home.id, game.away.id]) {
        const team = teamFor(teamId);
        const side = sideOf(game, teamId);
        const healed = new Set(sides[side].healed.map(String));
        if (healed.size > 0)
          team.players = team.players.map((p) => (healed.has(String(p.id)) ? { ...p, injury: null } : p));
        const injuries = (result.injuries ?? []).filter((i) => i.team === side);
        if (injuries.length > 0) {
          const upcomingGameDates = (gameDays.get(teamId) ?? []).filter((d) => d > game.date);
          const hurt = new Map(
            injuriesAfterGame(injuries, { gameDate: game.date, upcomingGameDates }).map((h) => [
              String(h.playerId),
              h.injury,
            ]),
          );
          team.players = team.players.map((p) => {
            const injury = hurt.get(String(p.id));
            return injury ? { ...p, injury } : p;
          });
        }
        team.season = afterTeamGame(team.season, { gameDate: game.date, starter: sides[side].starter });
      }
    },
  };
}

export const productRules: SeasonRules = {
  description:
    "the server's dressForGame (hurt and rested players replaced, goalie plan, fatigue), injuries with return dates",
  start: startSeason,
};
