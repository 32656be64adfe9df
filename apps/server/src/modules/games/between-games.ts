import type { SimulationData, TeamSide } from '@rinkside/domain';
import {
  afterTeamGame,
  createRng,
  dressTeam,
  dressingSeed,
  injuriesAfterGame,
  type DressedTeam,
} from '@rinkside/sim';
import type { Kysely, Selectable } from 'kysely';
import type { Database, GamesTable } from '../../db/schema';
import type { TeamForGame } from './roster-repo';

type GameRow = Selectable<GamesTable>;
export type DressedSides = Record<TeamSide, DressedTeam>;

const sidesOf = (game: GameRow) =>
  [
    ['home', game.home_team_id],
    ['away', game.away_team_id],
  ] as const;

/** Who plays tonight for each side, from the team as it stands; seeded from the game, so a replay dresses the same. */
export function dressForGame(game: GameRow, teams: Map<number, TeamForGame>): DressedSides {
  const dress = (side: TeamSide, teamId: number): DressedTeam => {
    const team = teams.get(teamId);
    if (!team) throw new Error(`Game ${game.id} names a team that does not exist`);
    return dressTeam(
      {
        team: side,
        players: team.players,
        lineup: team.lineup,
        depthChart: team.depthChart,
        goaliePlan: team.goaliePlan,
        season: team.season,
        gameDate: game.game_date,
      },
      createRng(dressingSeed(game.seed, side)),
    );
  };
  return { home: dress('home', game.home_team_id), away: dress('away', game.away_team_id) };
}

/** The later game days of the batch's teams, read once, the first time an injury needs them. */
export class UpcomingGameDays {
  private days: Promise<Map<number, string[]>> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly scope: { leagueIds: number[]; teamIds: number[]; from: string },
  ) {}

  async of(teamId: number): Promise<string[]> {
    this.days ??= this.load();
    return (await this.days).get(teamId) ?? [];
  }

  private async load(): Promise<Map<number, string[]>> {
    const teams = new Set(this.scope.teamIds);
    const rows = await this.db
      .selectFrom('games')
      .select(['home_team_id', 'away_team_id', 'game_date'])
      .where('league_id', 'in', this.scope.leagueIds)
      .where('start_at', '>=', this.scope.from)
      .where('status', '=', 'scheduled')
      .execute();
    const days = new Map<number, string[]>();
    for (const row of rows) {
      for (const team of [row.home_team_id, row.away_team_id]) {
        if (!teams.has(team)) continue;
        const list = days.get(team);
        if (list) list.push(row.game_date);
        else days.set(team, [row.game_date]);
      }
    }
    return days;
  }
}

/**
 * What a stored game leaves on its teams, in the transaction that stored it: injuries that ended by
 * it are cleared, injuries from it are written (players.injury), and each team's season record moves
 * on (the batch's later games read it from memory).
 */
export async function storeBetweenGames(
  trx: Kysely<Database>,
  args: {
    game: GameRow;
    data: SimulationData;
    dressed: DressedSides;
    teams: Map<number, TeamForGame>;
    upcoming: UpcomingGameDays;
  },
): Promise<void> {
  const { game, data, dressed, teams, upcoming } = args;
  for (const [side, teamId] of sidesOf(game)) {
    const team = teams.get(teamId);
    if (!team) continue;
    const healed = new Set(dressed[side].healed.map(String));
    if (healed.size > 0) {
      await trx
        .updateTable('players')
        .set({ injury: null })
        .where('id', 'in', [...healed].map(Number))
        .execute();
      team.players = team.players.map((p) => (healed.has(String(p.id)) ? { ...p, injury: null } : p));
    }
    const injuries = (data.injuries ?? []).filter((i) => i.team === side);
    if (injuries.length > 0) {
      const hurt = injuriesAfterGame(injuries, {
        gameDate: game.game_date,
        upcomingGameDates: await upcoming.of(teamId),
      });
      for (const { playerId, injury } of hurt) {
        await trx
          .updateTable('players')
          .set({ injury: JSON.stringify(injury) })
          .where('id', '=', Number(playerId))
          .where('team_id', '=', teamId)
          .execute();
      }
      const byId = new Map(hurt.map((h) => [String(h.playerId), h.injury]));
      team.players = team.players.map((p) => {
        const injury = byId.get(String(p.id));
        return injury ? { ...p, injury } : p;
      });
    }
    team.season = afterTeamGame(team.season, { gameDate: game.game_date, starter: dressed[side].starter });
  }
}
