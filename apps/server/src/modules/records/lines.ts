import { goalsAgainstAverage, savePercentage, seasonWhen, teamPoints } from '@rinkside/domain';
import type * as repo from './repo';

/** A player's or team's line for one season, or for his career, as the records compare them. */
export interface RecordLine {
  playerId: number | null;
  playerName: string | null;
  teamId: number;
  teamName: string;
  seasonId: number;
  seasonName: string;
  /** When it began: the season, or a career's first season. */
  when: string;
  /** The latest season of a career line, to name its last team and season. */
  lastWhen: string;
  games: number;
  stats: Record<string, number>;
}

const n = (value: unknown) => Number(value ?? 0);
const name = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`;

type Skater = Awaited<ReturnType<typeof repo.skaterSeasonLines>>[number];
type Goalie = Awaited<ReturnType<typeof repo.goalieSeasonLines>>[number];
type Imported = Awaited<ReturnType<typeof repo.importedPlayerLines>>[number];

const base = (row: Skater | Goalie | Imported, games: number) => {
  const when = seasonWhen(row.start_year, row.season_id);
  return {
    playerId: row.player_id,
    playerName: name(row),
    teamId: row.team_id,
    teamName: row.team_name,
    seasonId: row.season_id,
    seasonName: row.season_name,
    when,
    lastWhen: when,
    games,
  };
};

export function skaterLine(row: Skater): RecordLine {
  return {
    ...base(row, n(row.games)),
    stats: {
      goals: n(row.goals),
      assists: n(row.assists),
      points: n(row.goals) + n(row.assists),
      plusMinus: n(row.plus_minus),
      pim: n(row.pim),
      ppGoals: n(row.pp_goals),
      shots: n(row.shots),
    },
  };
}

export function goalieLine(row: Goalie): RecordLine {
  return {
    ...base(row, n(row.games)),
    stats: {
      wins: n(row.wins),
      shutouts: n(row.shutouts),
      saves: n(row.saves),
      shotsAgainst: n(row.shots_against),
      goalsAgainst: n(row.goals_against),
      toi: n(row.toi),
    },
  };
}

/** An imported season's line: a goalie's when he played in net, else a skater's (no power-play goals). */
export function importedLine(row: Imported): RecordLine {
  if (row.position === 'G') {
    return {
      ...base(row, n(row.goalie_games)),
      stats: {
        wins: n(row.wins),
        shutouts: n(row.shutouts),
        saves: n(row.saves),
        shotsAgainst: n(row.shots_against),
        goalsAgainst: n(row.goals_against),
        toi: n(row.goalie_toi),
      },
    };
  }
  return {
    ...base(row, n(row.games_played)),
    stats: {
      goals: n(row.goals),
      assists: n(row.assists),
      points: n(row.goals) + n(row.assists),
      plusMinus: n(row.plus_minus),
      pim: n(row.pim),
      ppGoals: 0,
      shots: n(row.shots),
    },
  };
}

/** Adds a goalie's rates to his sums. */
export function withGoalieRates(line: RecordLine): RecordLine {
  const { saves = 0, shotsAgainst = 0, goalsAgainst = 0, toi = 0 } = line.stats;
  return {
    ...line,
    stats: {
      ...line.stats,
      savePct: savePercentage(saves, shotsAgainst),
      gaa: goalsAgainstAverage(goalsAgainst, toi),
    },
  };
}

/**
 * Lines summed by `keyOf`: a player's lines for several teams in a season make his season (named by the
 * team he played most games for); all his seasons make his career (named by his latest team and season).
 */
export function mergeLines(lines: readonly RecordLine[], keyOf: (line: RecordLine) => string): RecordLine[] {
  const merged = new Map<string, { line: RecordLine; teamGames: number }>();
  for (const line of lines) {
    const key = keyOf(line);
    const known = merged.get(key);
    if (!known) {
      merged.set(key, { line: { ...line, stats: { ...line.stats } }, teamGames: line.games });
      continue;
    }
    const sum = known.line;
    for (const [stat, value] of Object.entries(line.stats)) sum.stats[stat] = (sum.stats[stat] ?? 0) + value;
    sum.games += line.games;
    if (line.when < sum.when) sum.when = line.when;
    const later = line.lastWhen > sum.lastWhen;
    const sameSeasonBusier = line.lastWhen === sum.lastWhen && line.games > known.teamGames;
    if (later || sameSeasonBusier) {
      Object.assign(sum, {
        teamId: line.teamId,
        teamName: line.teamName,
        seasonId: line.seasonId,
        seasonName: line.seasonName,
        lastWhen: line.lastWhen,
      });
      known.teamGames = line.games;
    }
  }
  return [...merged.values()].map((m) => m.line);
}

type Team = Awaited<ReturnType<typeof repo.teamSeasonLines>>[number];
type ImportedTeam = Awaited<ReturnType<typeof repo.importedTeamLines>>[number];

/** A team's season line; `complete` when it has played every game it was scheduled. */
export interface TeamSeasonLine extends RecordLine {
  gamesScheduled: number;
}

export function teamLine(row: Team): TeamSeasonLine {
  const when = seasonWhen(row.start_year, row.season_id);
  return {
    playerId: null,
    playerName: null,
    teamId: row.team_id,
    teamName: row.team_name,
    seasonId: row.season_id,
    seasonName: row.season_name,
    when,
    lastWhen: when,
    games: n(row.games),
    gamesScheduled: n(row.scheduled),
    stats: {
      points: teamPoints({ wins: n(row.wins), otLosses: n(row.ot_losses) }),
      goalsFor: n(row.goals_for),
      goalsAgainst: n(row.goals_against),
    },
  };
}

/** An imported team season: complete by nature; without goal totals when the file had none. */
export function importedTeamLine(row: ImportedTeam): TeamSeasonLine {
  const when = seasonWhen(row.start_year, row.season_id);
  const stats: Record<string, number> = {
    points: teamPoints({ wins: n(row.wins), otLosses: n(row.ot_losses), ties: n(row.ties) }),
  };
  if (row.goals_for !== null) stats.goalsFor = n(row.goals_for);
  if (row.goals_against !== null) stats.goalsAgainst = n(row.goals_against);
  return {
    playerId: null,
    playerName: null,
    teamId: row.team_id,
    teamName: row.team_name,
    seasonId: row.season_id,
    seasonName: row.season_name,
    when,
    lastWhen: when,
    games: n(row.games_played),
    gamesScheduled: n(row.games_played),
    stats,
  };
}
