import {
  importedChampion,
  type ImportedStatLine,
  type LeagueImportPlan,
  type LeagueImportWarning,
  seasonName,
} from '@rinkside/domain';
import type { Db } from '../leagues/api';
import type { ImportedLeagueIds } from './zengm-league-writer';
import * as repo from './zengm-import-repo';

// What a ZenGM league carries of its past (docs/decisions/085): each past season becomes a closed season of
// the new league with its champion, and the players' and teams' lines of every season (the current one's
// so far included) are stored beside the box scores, for the career table and the history to add.

const seconds = (minutes: number) => Math.round(minutes * 60);

function playerSeasonRow(line: ImportedStatLine) {
  const goalie = line.goalie;
  return {
    game_type: line.seasonType === 'playoffs' ? ('playoff' as const) : ('regular' as const),
    games_played: line.gamesPlayed,
    goals: line.goals,
    assists: line.assists,
    plus_minus: line.plusMinus,
    pim: line.pim,
    shots: line.shots,
    hits: line.hits,
    blocks: line.blocks,
    faceoffs_won: line.faceoffsWon,
    faceoffs_lost: line.faceoffsLost,
    toi: seconds(line.minutes),
    // Every row names every column: a statement of many rows fills a missing one with null, not its default.
    goalie_games: goalie?.gamesPlayed ?? 0,
    wins: goalie?.wins ?? 0,
    losses: goalie?.losses ?? 0,
    ot_losses: goalie?.otLosses ?? 0,
    goals_against: goalie?.goalsAgainst ?? 0,
    saves: goalie?.saves ?? 0,
    shots_against: goalie?.shotsAgainst ?? 0,
    shutouts: goalie?.shutouts ?? 0,
    goalie_toi: seconds(goalie?.minutes ?? 0),
  };
}

export async function writeImportedHistory(
  trx: Db,
  input: { plan: LeagueImportPlan; ids: ImportedLeagueIds; createdAt: string },
): Promise<void> {
  const { plan, ids, createdAt } = input;
  const pastYears = new Set<number>();
  for (const s of plan.teamSeasons) if (s.startYear < plan.startYear) pastYears.add(s.startYear);
  for (const p of plan.players)
    for (const line of p.stats) if (line.startYear < plan.startYear) pastYears.add(line.startYear);

  const seasons = new Map<number, number>([[plan.startYear, ids.seasonId]]);
  for (const year of [...pastYears].sort((a, b) => a - b)) {
    const champion = importedChampion(plan.teamSeasons.filter((s) => s.startYear === year));
    seasons.set(
      year,
      await repo.insertSeason(trx, {
        league_id: ids.leagueId,
        name: seasonName(year),
        start_year: year,
        active: 0,
        phase: 'offseason',
        champion_team_id: champion === null ? null : (ids.teams.get(champion) ?? null),
        created_at: createdAt,
      }),
    );
  }

  await repo.insertTeamSeasons(
    trx,
    plan.teamSeasons.flatMap((s) => {
      const seasonId = seasons.get(s.startYear);
      const teamId = ids.teams.get(s.sourceTeamId);
      if (seasonId === undefined || teamId === undefined) return [];
      return [
        {
          season_id: seasonId,
          team_id: teamId,
          games_played: s.gamesPlayed,
          wins: s.wins,
          losses: s.losses,
          ot_losses: s.otLosses,
          ties: s.ties,
          playoff_rounds_won: s.playoffRoundsWon,
          goals_for: s.goalsFor,
          goals_against: s.goalsAgainst,
        },
      ];
    }),
  );

  await repo.insertPlayerSeasons(
    trx,
    plan.players.flatMap((p) => {
      const playerId = ids.players.get(p.sourcePlayerId);
      if (playerId === undefined) return [];
      return p.stats.flatMap((line) => {
        const seasonId = seasons.get(line.startYear);
        const teamId = ids.teams.get(line.sourceTeamId);
        // A line of a team not carried (inactive in ZenGM) has no team to be shown under.
        if (seasonId === undefined || teamId === undefined) return [];
        return [
          {
            league_id: ids.leagueId,
            season_id: seasonId,
            player_id: playerId,
            team_id: teamId,
            ...playerSeasonRow(line),
          },
        ];
      });
    }),
  );
}

/** Keeps the import's warnings with the league, for the commissioner to read again. */
export async function keepImportWarnings(
  trx: Db,
  input: {
    leagueId: number;
    fileVersion: number;
    warnings: LeagueImportWarning[];
    userId: number;
    at: string;
  },
): Promise<void> {
  await repo.insertLeagueImport(trx, {
    league_id: input.leagueId,
    source: 'zengm-hockey',
    file_version: input.fileVersion,
    warnings: JSON.stringify(input.warnings),
    imported_by: input.userId,
    imported_at: input.at,
  });
}
