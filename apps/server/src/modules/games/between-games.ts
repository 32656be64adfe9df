import { injurySchema, type Injury, type PlayedGame, type TeamSide } from '@rinkside/domain';
import {
  afterTeamGame,
  createRng,
  isAvailable,
  dressTeam,
  dressingSeed,
  injuriesAfterGame,
  type DressedTeam,
} from '@rinkside/sim';
import type { Kysely, Selectable } from 'kysely';
import type { Database, GamesTable } from '../../db/schema';
import { type InjuryNews, newsOfInjuryChanges } from '../feed/injury-news';
import { noticeInjuryChanges } from '../notifications/game-notices';
import { type TeamForGame, injuredPlayersOf, scheduledGamesFrom, writeInjuries } from './roster-repo';

type GameRow = Selectable<GamesTable>;

/** A stored injury; unreadable text counts as none. */
export function readInjury(text: string | null): Injury | null {
  if (text === null) return null;
  try {
    const parsed = injurySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
/** Players per injury update: well inside both databases' limits on bound values. */
const INJURY_UPDATE_CHUNK = 300;
export type DressedSides = Record<TeamSide, DressedTeam>;

interface BatchScope {
  leagueIds: number[];
  teamIds: number[];
  /** The batch's first game start: later scheduled games are the teams' upcoming ones. */
  from: string;
}

/**
 * A batch of games' life between games, kept in memory while the batch plays: who dresses for each
 * game, the injuries games leave and clear, each team's recent goalie starts. The injuries changed
 * are written by `storeInjuries`, once, in the transaction that stores the batch's games.
 */
/** A batch's state between games, as `BetweenGames.mark` took it (arrays and seasons are replaced, never changed). */
export interface BetweenGamesMark {
  teams: { team: TeamForGame; players: TeamForGame['players']; season: TeamForGame['season'] }[];
  injuryChanges: Map<number, Injury | null>;
  lastGameDay: string | null;
}

export class BetweenGames {
  private upcomingDays: Promise<Map<number, string[]>> | null = null;
  /** Players whose stored injury changes: the injury to store, or null once healed. */
  private readonly injuryChanges = new Map<number, Injury | null>();
  /** The latest game day the batch stored. */
  private lastGameDay: string | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly teams: Map<number, TeamForGame>,
    private readonly scope: BatchScope,
  ) {}

  /** What the batch holds now, to go back to should the next game fail (docs/decisions/063). */
  mark(): BetweenGamesMark {
    return {
      teams: [...this.teams.values()].map((team) => ({ team, players: team.players, season: team.season })),
      injuryChanges: new Map(this.injuryChanges),
      lastGameDay: this.lastGameDay,
    };
  }

  /** Forgets what a failed game left: its teams' players and season, its injuries. */
  restore(mark: BetweenGamesMark): void {
    for (const { team, players, season } of mark.teams) {
      team.players = players;
      team.season = season;
    }
    this.injuryChanges.clear();
    for (const [id, injury] of mark.injuryChanges) this.injuryChanges.set(id, injury);
    this.lastGameDay = mark.lastGameDay;
  }

  /** Who plays for each side, from the team as it stands; seeded from the game, so a replay dresses the same. */
  dress(game: GameRow): DressedSides {
    const dress = (side: TeamSide, teamId: number): DressedTeam => {
      const team = this.team(teamId, game);
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

  /**
   * What a stored game leaves on its teams: injuries over by it cleared, injuries from it set, the season
   * moved on. Returns the injury changes, for the league's news of the game.
   */
  async afterGame(game: GameRow, data: PlayedGame, dressed: DressedSides): Promise<InjuryNews[]> {
    const news: InjuryNews[] = [];
    for (const [side, teamId] of [
      ['home', game.home_team_id],
      ['away', game.away_team_id],
    ] as const) {
      const team = this.team(teamId, game);
      const changes = new Map<string, Injury | null>(dressed[side].healed.map((id) => [String(id), null]));
      const injuries = (data.injuries ?? []).filter((i) => i.team === side);
      if (injuries.length > 0) {
        const upcomingGameDates = await this.upcoming(teamId);
        for (const { playerId, injury } of injuriesAfterGame(injuries, {
          gameDate: game.game_date,
          upcomingGameDates,
        }))
          changes.set(String(playerId), injury);
      }
      if (changes.size > 0) {
        team.players = team.players.map((p) => {
          const injury = changes.get(String(p.id));
          if (injury === undefined) return p;
          this.injuryChanges.set(p.id, injury);
          news.push({ player: p, team, before: p.injury ?? null, after: injury });
          return { ...p, injury };
        });
      }
      team.season = afterTeamGame(team.season, { gameDate: game.game_date, starter: dressed[side].starter });
    }
    if (this.lastGameDay === null || game.game_date > this.lastGameDay) this.lastGameDay = game.game_date;
    return news;
  }

  /**
   * Players of the batch's leagues outside its teams (idle teams, free agents) whose return date the
   * league has reached by the batch's last game: healed too, so no one shows hurt past his return date
   * while his team waits, in the playoffs for instance.
   */
  private async healIdlePlayers(): Promise<Map<number, null>> {
    const healed = new Map<number, null>();
    const lastGameDay = this.lastGameDay;
    if (lastGameDay === null) return healed;
    const rows = await injuredPlayersOf(this.db, this.scope.leagueIds);
    for (const row of rows) {
      if (row.team_id !== null && this.teams.has(row.team_id)) continue;
      if (isAvailable({ injury: readInjury(row.injury) }, lastGameDay)) {
        this.injuryChanges.set(row.id, null);
        healed.set(row.id, null);
      }
    }
    return healed;
  }

  /** Writes every player's injury the batch changed (one statement per few hundred players), telling their GMs. */
  async storeInjuries(at: string): Promise<void> {
    const idleHealed = await this.healIdlePlayers();
    await noticeInjuryChanges(this.db, this.injuryChanges, at);
    // The batch's teams' injuries are news with their games (afterGame); idle teams' returns are told here.
    await newsOfInjuryChanges(this.db, idleHealed, at);
    const changes = [...this.injuryChanges].map(([id, injury]) => ({
      id,
      json: injury === null ? null : JSON.stringify(injury),
    }));
    for (let i = 0; i < changes.length; i += INJURY_UPDATE_CHUNK) {
      const chunk = changes.slice(i, i + INJURY_UPDATE_CHUNK);
      await writeInjuries(this.db, chunk);
    }
  }

  private team(teamId: number, game: GameRow): TeamForGame {
    const team = this.teams.get(teamId);
    if (!team) throw new Error(`Game ${game.id} names a team that does not exist`);
    return team;
  }

  /** The team's later game days, read for the whole batch the first time an injury needs them. */
  private async upcoming(teamId: number): Promise<string[]> {
    this.upcomingDays ??= this.loadUpcoming();
    return (await this.upcomingDays).get(teamId) ?? [];
  }

  private async loadUpcoming(): Promise<Map<number, string[]>> {
    const teams = new Set(this.scope.teamIds);
    const rows = await scheduledGamesFrom(this.db, this.scope.leagueIds, this.scope.from);
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
