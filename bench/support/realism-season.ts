// One bench season: a fresh NHL-mode league plays its 82-game schedule game by game, as the server
// plays due games (one seeded rng per game, simulateGameRecord), and the season's totals are kept.
import { FORWARD_LINES, type GameRecord } from '@rinkside/domain';
import { createRng, resolveLineup, simulateGameRecord } from '@rinkside/sim';
import type {
  GoalieSeason,
  LineIceTime,
  SeasonTotals,
  SkaterSeason,
  TeamSeason,
} from '../../scripts/realism-metrics';
import type { DressedTeam, SeasonRules } from './realism-between-games';
import { buildNhlLeague, type SeasonTeam } from './realism-league';

export interface PlayedSeason {
  totals: SeasonTotals;
  /** CPU seconds of the season loop (dressing, the engine, the steps after each game, the tallies). */
  cpuSeconds: number;
  /** CPU seconds inside simulateGameRecord alone. */
  engineCpuSeconds: number;
}

const cpuNow = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

const DAY_MS = 86_400_000;
/** The forward lines' slots, first line first. */
const FORWARD_LINE_SLOTS = FORWARD_LINES.map((n) => [`line${n}_lw`, `line${n}_c`, `line${n}_rw`] as const);

class Tally {
  readonly skaters = new Map<string, SkaterSeason>();
  readonly goalies = new Map<string, GoalieSeason>();
  readonly teams = new Map<number, TeamSeason>();
  private readonly lastGameDay = new Map<number, string>();
  private readonly margins: number[] = [];
  private readonly forwardLines: LineIceTime[] = FORWARD_LINE_SLOTS.map(() => ({
    seconds: 0,
    playerGames: 0,
  }));
  fights = 0;
  games = 0;

  constructor(teams: readonly SeasonTeam[]) {
    for (const t of teams)
      this.teams.set(t.id, {
        teamId: t.id,
        games: 0,
        wins: 0,
        losses: 0,
        otLosses: 0,
        manGamesLost: 0,
        backToBacks: 0,
      });
  }

  team(id: number): TeamSeason {
    const team = this.teams.get(id);
    if (!team) throw new RangeError(`No team ${id}`);
    return team;
  }

  /** The game's final margin, once a game. */
  recordMargin(data: GameRecord): void {
    const margin = Math.abs(data.homeScore - data.awayScore);
    while (this.margins.length <= margin) this.margins.push(0);
    this.margins[margin] = (this.margins[margin] ?? 0) + 1;
  }

  record(
    data: GameRecord,
    side: 'teamA' | 'teamB',
    team: SeasonTeam,
    game: { date: string; starter: string | null; lines: readonly (readonly string[])[] },
  ): void {
    const { date, starter } = game;
    game.lines.forEach((ids, i) => {
      const line = this.forwardLines[i];
      if (!line) return;
      for (const id of ids) {
        line.seconds += data.playerStats[side][id]?.icetime ?? 0;
        line.playerGames += 1;
      }
    });
    const defensemen = new Set(team.roster.filter((p) => p.position === 'D').map((p) => String(p.id)));
    for (const [id, s] of Object.entries(data.playerStats[side])) {
      let line = this.skaters.get(id);
      if (!line) {
        line = {
          playerId: id,
          teamId: team.id,
          defenseman: defensemen.has(id),
          games: 0,
          goals: 0,
          assists: 0,
          shots: 0,
        };
        this.skaters.set(id, line);
      }
      line.games += 1;
      line.goals += s.goals;
      line.assists += s.assists;
      line.shots += s.shots;
    }
    for (const [id, g] of Object.entries(data.goalieStats[side])) {
      let line = this.goalies.get(id);
      if (!line) {
        line = { playerId: id, teamId: team.id, games: 0, starts: 0, wins: 0, saves: 0, shotsAgainst: 0 };
        this.goalies.set(id, line);
      }
      if (g.icetime > 0) line.games += 1;
      if (id === starter) line.starts += 1;
      if (g.decision === 'W') line.wins += 1;
      line.saves += g.saves;
      line.shotsAgainst += g.shotsAgainst;
    }
    const record = this.team(team.id);
    const previous = this.lastGameDay.get(team.id);
    if (previous !== undefined && Date.parse(date) - Date.parse(previous) === DAY_MS) record.backToBacks += 1;
    this.lastGameDay.set(team.id, date);
    const scored = side === 'teamA' ? data.homeScore : data.awayScore;
    const allowed = side === 'teamA' ? data.awayScore : data.homeScore;
    record.games += 1;
    if (scored > allowed) record.wins += 1;
    else if (data.decidedIn === 'REG') record.losses += 1;
    else record.otLosses += 1;
  }

  totals(): SeasonTotals {
    return {
      games: this.games,
      fights: this.fights,
      skaters: [...this.skaters.values()],
      goalies: [...this.goalies.values()],
      teams: [...this.teams.values()],
      margins: this.margins,
      forwardLines: this.forwardLines,
    };
  }
}

/** Fights in a game: each one puts two players in the box with a fighting major. */
function fightsIn(data: GameRecord): number {
  let majors = 0;
  for (const e of data.events) if (e.type === 'PENALTY' && e.infraction === 'Fighting') majors += 1;
  return majors / 2;
}

/** Who started in goal (the rules' choice, else the lineup's starter) and who dressed on each forward line. */
function dressedAs(dressed: DressedTeam): { starter: string | null; lines: string[][] } {
  const lineup = resolveLineup(dressed.input.players, dressed.input.lineup);
  const id = dressed.starter !== undefined ? dressed.starter : lineup.starter_g;
  const lines = FORWARD_LINE_SLOTS.map((slots) =>
    slots.flatMap((slot) => (lineup[slot] === null ? [] : [String(lineup[slot])])),
  );
  return { starter: id === null ? null : String(id), lines };
}

export function playSeason(seed: string, rules: SeasonRules): PlayedSeason {
  const league = buildNhlLeague(seed);
  const betweenGames = rules.start(league);
  const tally = new Tally(league.teams);
  const start = cpuNow();
  let engineCpuSeconds = 0;
  for (const game of league.games) {
    const home = betweenGames.dress(game.home, game);
    const away = betweenGames.dress(game.away, game);
    const engineStart = cpuNow();
    const data = simulateGameRecord(
      { home: home.input, away: away.input, date: game.startAt, gameType: 'regular' },
      { rng: createRng(game.seed) },
    );
    engineCpuSeconds += cpuNow() - engineStart;
    betweenGames.afterGame(game, data);
    tally.games += 1;
    tally.fights += fightsIn(data);
    tally.team(game.home.id).manGamesLost += home.injuredOut;
    tally.team(game.away.id).manGamesLost += away.injuredOut;
    tally.recordMargin(data);
    tally.record(data, 'teamA', game.home, { date: game.date, ...dressedAs(home) });
    tally.record(data, 'teamB', game.away, { date: game.date, ...dressedAs(away) });
  }
  return { totals: tally.totals(), cpuSeconds: cpuNow() - start, engineCpuSeconds };
}
