import {
  GOALIE_RATE_MINIMUM,
  goalieRateQualifies,
  holdsRecord,
  RECORD_HOLDERS_SHOWN,
  type RecordCategory,
  type RecordDirection,
  type RecordHolder,
  type RecordsQuery,
  recordsQuerySchema,
  recordsResponseSchema,
  rankRecord,
  teamSeasonComplete,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import type { PreparedJson } from '../../http/send-json';
import { requireLeague } from '../leagues/service';
import {
  goalieLine,
  importedLine,
  importedTeamLine,
  mergeLines,
  type RecordLine,
  skaterLine,
  teamLine,
  type TeamSeasonLine,
  withGoalieRates,
} from './lines';
import * as gameRepo from './game-records-repo';
import * as repo from './repo';

type GameType = 'regular' | 'playoff';
type Group = RecordCategory['group'];
type Format = RecordCategory['format'];

interface Category {
  key: string;
  label: string;
  group: Group;
  format?: Format;
  direction?: RecordDirection;
  minimum?: string;
}

const SKATER_CATEGORIES: Category[] = [
  { key: 'points', label: 'Points', group: 'skaters' },
  { key: 'goals', label: 'Goals', group: 'skaters' },
  { key: 'assists', label: 'Assists', group: 'skaters' },
  { key: 'plusMinus', label: 'Plus-minus', group: 'skaters' },
  { key: 'ppGoals', label: 'Power-play goals', group: 'skaters' },
  { key: 'shots', label: 'Shots', group: 'skaters' },
  { key: 'pim', label: 'Penalty minutes', group: 'skaters' },
];

const minimumText = (scope: 'season' | 'career') => {
  const { games, shotsAgainst } = GOALIE_RATE_MINIMUM[scope];
  return `At least ${games} games and ${shotsAgainst.toLocaleString('en-US')} shots faced`;
};

const holderOf = (line: RecordLine, value: number): RecordHolder => ({
  playerId: line.playerId,
  playerName: line.playerName,
  teamId: line.teamId,
  teamName: line.teamName,
  seasonId: line.seasonId,
  seasonName: line.seasonName,
  gameId: null,
  opponentName: null,
  value,
  games: line.games,
});

/** A record over season or career lines: those that have the stat, ranked by the domain's rule. */
function categoryOf(category: Category, lines: readonly RecordLine[]): RecordCategory {
  const direction = category.direction ?? 'high';
  const candidates = lines.flatMap((line) => {
    const value = line.stats[category.key];
    if (value === undefined || (direction === 'high' && !holdsRecord(category.key, value))) return [];
    return [{ line, value, when: line.when, id: line.playerId ?? line.teamId }];
  });
  return {
    key: category.key,
    label: category.label,
    group: category.group,
    format: category.format ?? 'count',
    minimum: category.minimum ?? null,
    holders: rankRecord(candidates, direction).map((c) => holderOf(c.line, c.value)),
  };
}

async function playerLines(ctx: AppContext, leagueId: number, gameType: GameType) {
  const { db } = ctx.database;
  const [skaters, goalies, imported] = await Promise.all([
    repo.skaterSeasonLines(db, leagueId, gameType),
    repo.goalieSeasonLines(db, leagueId, gameType),
    repo.importedPlayerLines(db, leagueId, gameType),
  ]);
  const importedLines = imported.map(importedLine);
  return {
    skaters: [...skaters.map(skaterLine), ...importedLines.filter((l) => 'goals' in l.stats)],
    goalies: [...goalies.map(goalieLine), ...importedLines.filter((l) => 'wins' in l.stats)],
  };
}

async function teamSeasons(ctx: AppContext, leagueId: number, gameType: GameType) {
  const { db } = ctx.database;
  const [played, imported] = await Promise.all([
    repo.teamSeasonLines(db, leagueId, gameType),
    gameType === 'regular' ? repo.importedTeamLines(db, leagueId) : [],
  ]);
  return [...played.map(teamLine), ...imported.map(importedTeamLine)];
}

const goalieCategories = (scope: 'season' | 'career', lines: RecordLine[]): RecordCategory[] => {
  const rated = lines.map(withGoalieRates);
  const qualified = rated.filter((l) =>
    goalieRateQualifies(scope, { games: l.games, shotsAgainst: l.stats.shotsAgainst ?? 0 }),
  );
  return [
    categoryOf({ key: 'wins', label: 'Wins', group: 'goalies' }, rated),
    categoryOf({ key: 'shutouts', label: 'Shutouts', group: 'goalies' }, rated),
    categoryOf(
      {
        key: 'savePct',
        label: 'Save percentage',
        group: 'goalies',
        format: 'percentage',
        minimum: minimumText(scope),
      },
      qualified,
    ),
    categoryOf(
      {
        key: 'gaa',
        label: 'Goals-against average',
        group: 'goalies',
        format: 'average',
        direction: 'low',
        minimum: minimumText(scope),
      },
      qualified,
    ),
  ];
};

async function seasonRecords(ctx: AppContext, leagueId: number, gameType: GameType) {
  const [{ skaters, goalies }, teams] = await Promise.all([
    playerLines(ctx, leagueId, gameType),
    teamSeasons(ctx, leagueId, gameType),
  ]);
  const bySeason = (l: RecordLine) => `${l.playerId}:${l.seasonId}`;
  const complete = teams.filter((t: TeamSeasonLine) =>
    teamSeasonComplete({ gamesPlayed: t.games, gamesScheduled: t.gamesScheduled }),
  );
  return [
    ...SKATER_CATEGORIES.map((c) => categoryOf(c, mergeLines(skaters, bySeason))),
    ...goalieCategories('season', mergeLines(goalies, bySeason)),
    categoryOf({ key: 'points', label: 'Most points', group: 'teams' }, teams),
    categoryOf({ key: 'goalsFor', label: 'Most goals for', group: 'teams' }, teams),
    categoryOf(
      {
        key: 'goalsAgainst',
        label: 'Fewest goals against',
        group: 'teams',
        direction: 'low',
        minimum: 'A season the team has played to its end',
      },
      complete,
    ),
  ];
}

async function careerRecords(ctx: AppContext, leagueId: number, gameType: GameType) {
  const { skaters, goalies } = await playerLines(ctx, leagueId, gameType);
  const byPlayer = (l: RecordLine) => String(l.playerId);
  return [
    ...SKATER_CATEGORIES.map((c) => categoryOf(c, mergeLines(skaters, byPlayer))),
    categoryOf(
      { key: 'games', label: 'Games played', group: 'skaters' },
      gamesAsStat(mergeLines(skaters, byPlayer)),
    ),
    ...goalieCategories('career', mergeLines(goalies, byPlayer)),
  ];
}

const gamesAsStat = (lines: RecordLine[]) => lines.map((l) => ({ ...l, stats: { games: l.games } }));

interface GameRow {
  player_id?: number;
  first_name?: string;
  last_name?: string;
  team_id: number;
  team_name: string;
  opponent_name: string;
  season_id: number;
  season_name: string;
  game_id: number;
  value: unknown;
}

const gameHolder = (row: GameRow): RecordHolder => ({
  playerId: row.player_id ?? null,
  playerName: row.first_name === undefined ? null : `${row.first_name} ${row.last_name ?? ''}`,
  teamId: row.team_id,
  teamName: row.team_name,
  seasonId: row.season_id,
  seasonName: row.season_name,
  gameId: row.game_id,
  opponentName: row.opponent_name,
  value: Number(row.value ?? 0),
  games: null,
});

const gameCategory = (category: Category, rows: GameRow[]): RecordCategory => ({
  key: category.key,
  label: category.label,
  group: category.group,
  format: 'count',
  minimum: null,
  holders: rows.map(gameHolder).filter((h) => holdsRecord(category.key, h.value)),
});

const SKATER_GAME_STATS = {
  points: 'points',
  goals: 'goals',
  assists: 'assists',
  plusMinus: 'plus_minus',
  ppGoals: 'pp_goals',
  shots: 'shots',
  pim: 'pim',
} as const;

/**
 * Single-game records: the database orders each by value then the earliest game (the same rule as
 * compareRecordCandidates), so only the holders shown are read.
 */
async function gameRecords(ctx: AppContext, leagueId: number, gameType: GameType) {
  const { db } = ctx.database;
  const limit = RECORD_HOLDERS_SHOWN;
  const skaters = await Promise.all(
    SKATER_CATEGORIES.map(async (c) =>
      gameCategory(
        c,
        await gameRepo.bestSkaterGames(
          db,
          leagueId,
          gameType,
          SKATER_GAME_STATS[c.key as keyof typeof SKATER_GAME_STATS],
          limit,
        ),
      ),
    ),
  );
  const [saves, goals, margin] = await Promise.all([
    gameRepo.bestGoalieGames(db, leagueId, gameType, limit),
    gameRepo.bestTeamGames(db, leagueId, gameType, 'goals', limit),
    gameRepo.bestTeamGames(db, leagueId, gameType, 'margin', limit),
  ]);
  return [
    ...skaters,
    gameCategory({ key: 'saves', label: 'Saves', group: 'goalies' }, saves),
    gameCategory({ key: 'goalsFor', label: 'Most goals', group: 'teams' }, goals),
    gameCategory({ key: 'margin', label: 'Biggest win', group: 'teams' }, margin),
  ];
}

const COMPUTE = { season: seasonRecords, game: gameRecords, career: careerRecords } as const;

/**
 * The league's records of a scope as prepared JSON, cached until a game of the league is stored (the
 * stats' cache, keyed by the league's results version).
 */
export async function getRecords(
  ctx: AppContext,
  leagueId: number,
  query: RecordsQuery = {},
): Promise<PreparedJson> {
  const { scope, gameType } = recordsQuerySchema.parse(query);
  await requireLeague(ctx, leagueId);
  const version = await repo.leagueResultsVersion(ctx.database.db, leagueId);
  return ctx.memory.statsJson.get(
    `records:${leagueId}:${scope}:${gameType}`,
    version,
    recordsResponseSchema,
    async () => ({
      scope,
      gameType,
      categories: await COMPUTE[scope](ctx, leagueId, gameType),
    }),
  );
}
