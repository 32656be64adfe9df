import {
  type CompareStats,
  type GoalieCareerLine,
  type GoalieCareerPart,
  type PlayerCareerResponse,
  type SeasonType,
  type SkaterCareerLine,
  type SkaterCareerPart,
  goalsAgainstAverage,
  seasonLabel,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import * as repo from './career-repo';
import { findPlayerWithTeam } from './repo';

const n = (value: unknown): number => Number(value ?? 0);
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

interface LineRow {
  season_id: number;
  game_type: SeasonType;
  team_id: number;
  team_name: string;
  team_abbreviation: string;
  first_game: string | null;
}

/** Rows of one season type in career order: season by season, and within a season by his first game there. */
function ordered<R extends LineRow>(
  rows: readonly R[],
  type: SeasonType,
  seasonOrder: LeagueSeasons['order'],
) {
  return rows
    .filter((row) => row.game_type === type)
    .sort(
      (a, b) =>
        (seasonOrder.get(a.season_id) ?? 0) - (seasonOrder.get(b.season_id) ?? 0) ||
        String(a.first_game).localeCompare(String(b.first_game)),
    );
}

/** The league's seasons: each one's place in the league's order and its first year. */
interface LeagueSeasons {
  order: ReadonlyMap<number, number>;
  startYears: ReadonlyMap<number, number>;
}

const place = (row: LineRow, type: SeasonType, startYears: LeagueSeasons['startYears']) => ({
  seasonId: row.season_id,
  seasonLabel: seasonLabel(startYears.get(row.season_id) ?? 0),
  seasonType: type,
  team: { id: row.team_id, name: row.team_name, abbreviation: row.team_abbreviation },
});

const SKATER_SUMS = ['games_played', 'goals', 'assists', 'plus_minus', 'pim', 'shots'] as const;
const GOALIE_SUMS = [
  'games_played',
  'wins',
  'losses',
  'ot_losses',
  'saves',
  'shots_against',
  'goals_against',
  'toi',
  'shutouts',
] as const;
type Sums<K extends string> = Record<K, unknown>;

/** The columns summed over rows: a part's career totals, from the same sums as its rows. */
function sumOf<K extends string>(rows: readonly Sums<K>[], keys: readonly K[]): Sums<K> {
  return Object.fromEntries(keys.map((key) => [key, rows.reduce((t, r) => t + n(r[key]), 0)])) as Sums<K>;
}

function skaterLine(row: Sums<(typeof SKATER_SUMS)[number]>): SkaterCareerLine {
  const goals = n(row.goals);
  const assists = n(row.assists);
  return {
    gamesPlayed: n(row.games_played),
    goals,
    assists,
    points: goals + assists,
    plusMinus: n(row.plus_minus),
    pim: n(row.pim),
    shots: n(row.shots),
  };
}

function goalieLine(row: Sums<(typeof GOALIE_SUMS)[number]>): GoalieCareerLine {
  const shotsAgainst = n(row.shots_against);
  return {
    gamesPlayed: n(row.games_played),
    wins: n(row.wins),
    losses: n(row.losses),
    otLosses: n(row.ot_losses),
    savePercentage: shotsAgainst === 0 ? null : round(n(row.saves) / shotsAgainst, 4),
    goalsAgainstAverage: round(goalsAgainstAverage(n(row.goals_against), n(row.toi)), 2),
    shutouts: n(row.shutouts),
    shotsAgainst,
  };
}

const seasonCount = (rows: readonly LineRow[]) => new Set(rows.map((r) => r.season_id)).size;

/**
 * The box scores' lines and those a league file carried (docs/decisions/085) as one list: a season, part
 * and team with both is one line of their sums. A carried line comes first in its season: it was played
 * before the league came to Rinkside.
 */
function withImported<K extends string>(
  box: readonly (LineRow & Sums<K>)[],
  imported: readonly (Omit<LineRow, 'first_game'> & Sums<K>)[],
  keys: readonly K[],
): (LineRow & Sums<K>)[] {
  const lines = new Map<string, LineRow & Sums<K>>();
  for (const row of [...imported.map((r) => ({ ...r, first_game: '' })), ...box]) {
    const key = `${row.season_id}:${row.game_type}:${row.team_id}`;
    const seen = lines.get(key);
    lines.set(key, seen ? { ...seen, ...sumOf([seen, row], keys) } : row);
  }
  return [...lines.values()];
}

function skaterPart(
  all: readonly (LineRow & Sums<(typeof SKATER_SUMS)[number]>)[],
  type: SeasonType,
  seasons: LeagueSeasons,
): SkaterCareerPart {
  const rows = ordered(all, type, seasons.order);
  return {
    rows: rows.map((row) => ({ ...place(row, type, seasons.startYears), ...skaterLine(row) })),
    totals: { ...skaterLine(sumOf(rows, SKATER_SUMS)), seasons: seasonCount(rows) },
  };
}

function goaliePart(
  all: readonly (LineRow & Sums<(typeof GOALIE_SUMS)[number]>)[],
  type: SeasonType,
  seasons: LeagueSeasons,
): GoalieCareerPart {
  // A dressed backup who never went in has no game to show.
  const rows = ordered(all, type, seasons.order).filter((row) => n(row.games_played) > 0);
  return {
    rows: rows.map((row) => ({ ...place(row, type, seasons.startYears), ...goalieLine(row) })),
    totals: { ...goalieLine(sumOf(rows, GOALIE_SUMS)), seasons: seasonCount(rows) },
  };
}

/** A player's career lines in the league (box scores and a league file's carried lines), of his kind. */
async function careerLines(ctx: AppContext, leagueId: number, playerId: number, goalie: boolean) {
  const { db } = ctx.database;
  const seasonRows = await repo.leagueSeasons(db, leagueId);
  const ids = seasonRows.map((s) => s.id);
  const seasons: LeagueSeasons = {
    order: new Map(seasonRows.map((s, i) => [s.id, i])),
    startYears: new Map(seasonRows.map((s) => [s.id, s.start_year])),
  };
  if (goalie) {
    const lines =
      ids.length === 0
        ? []
        : withImported(
            await repo.goalieCareerLines(db, ids, playerId),
            await repo.importedGoalieCareerLines(db, ids, playerId),
            GOALIE_SUMS,
          );
    return { kind: 'goalie' as const, lines, seasons };
  }
  const lines =
    ids.length === 0
      ? []
      : withImported(
          await repo.skaterCareerLines(db, ids, playerId),
          await repo.importedSkaterCareerLines(db, ids, playerId),
          SKATER_SUMS,
        );
  return { kind: 'skater' as const, lines, seasons };
}

/** GET /league/{leagueId}/player/{playerId}/career: his seasons in the league from the stored box scores. */
export async function getPlayerCareer(
  ctx: AppContext,
  { leagueId, playerId }: { leagueId: number; playerId: number },
): Promise<PlayerCareerResponse> {
  const player = await findPlayerWithTeam(ctx.database.db, leagueId, playerId);
  if (!player) throw notFound('Player not found');
  const career = await careerLines(ctx, leagueId, playerId, player.position === 'G');
  if (career.kind === 'goalie')
    return {
      playerId,
      kind: 'goalie',
      regular: goaliePart(career.lines, 'regular', career.seasons),
      playoff: goaliePart(career.lines, 'playoff', career.seasons),
    };
  return {
    playerId,
    kind: 'skater',
    regular: skaterPart(career.lines, 'regular', career.seasons),
    playoff: skaterPart(career.lines, 'playoff', career.seasons),
  };
}

/**
 * His regular-season line in one season (summed over his teams there; null before his first game) and his
 * regular-season career totals, counted as his career table counts them: a comparison's stats.
 */
export async function seasonAndCareer(
  ctx: AppContext,
  {
    leagueId,
    playerId,
    goalie,
    seasonId,
  }: { leagueId: number; playerId: number; goalie: boolean; seasonId: number | null },
): Promise<CompareStats> {
  const career = await careerLines(ctx, leagueId, playerId, goalie);
  if (career.kind === 'goalie') {
    const played = career.lines.filter((r) => r.game_type === 'regular' && n(r.games_played) > 0);
    const season = played.filter((r) => r.season_id === seasonId);
    return {
      kind: 'goalie',
      season: season.length === 0 ? null : goalieLine(sumOf(season, GOALIE_SUMS)),
      career: { ...goalieLine(sumOf(played, GOALIE_SUMS)), seasons: seasonCount(played) },
    };
  }
  const regular = career.lines.filter((r) => r.game_type === 'regular');
  const season = regular.filter((r) => r.season_id === seasonId);
  return {
    kind: 'skater',
    season: season.length === 0 ? null : skaterLine(sumOf(season, SKATER_SUMS)),
    career: { ...skaterLine(sumOf(regular, SKATER_SUMS)), seasons: seasonCount(regular) },
  };
}
