import {
  type AwardsResponse,
  type HistoryResponse,
  type LastSummerResponse,
  type SeasonHistory,
  type SeasonSummary,
  type HeadToHeadGame,
  playerProgressionSchema,
  rankBestRecord,
  standingPoints,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { storedResult } from '../../db/stored-result';
import { getSeasonAwards } from '../awards/service';
import { requireLeague } from '../leagues/service';
import { findPlayerWithTeam } from '../players/api';
import { teamRecords } from '../stats/team-records';
import * as historyRepo from './history-repo';
import { findLastProgression } from './repo';

const presentSeason = (row: historyRepo.SeasonRow): SeasonSummary => ({
  id: row.id,
  name: row.name,
  startYear: row.start_year,
  phase: row.phase,
  active: row.active === 1,
  championTeamId: row.champion_team_id,
});

/** Every season of the league, the newest first. */
export async function listSeasons(ctx: AppContext, leagueId: number): Promise<SeasonSummary[]> {
  await requireLeague(ctx, leagueId);
  return (await historyRepo.listSeasons(ctx.database.db, leagueId)).map(presentSeason);
}

type ResultRow = Awaited<ReturnType<typeof historyRepo.regularSeasonResults>>[number];
type TeamRow = Awaited<ReturnType<typeof historyRepo.listTeams>>[number];
type ImportedRecordRow = Awaited<ReturnType<typeof historyRepo.importedTeamRecords>>[number];

/**
 * The best record of a season played before the league came to Rinkside, from the records its league
 * file carried (docs/decisions/085): no games to rank by head-to-head, and a tie counts as ZenGM counts
 * it, a point, as an overtime loss does.
 */
function importedBestRecord(
  records: readonly ImportedRecordRow[],
  teams: readonly TeamRow[],
): SeasonHistory['bestRecord'] {
  const totals = teams.flatMap((team) => {
    const r = records.find((x) => x.team_id === team.id);
    if (!r) return [];
    const { id: teamId, name, abbreviation, conference, division } = team;
    return [
      {
        teamId,
        name,
        abbreviation,
        conference,
        division,
        gamesPlayed: r.games_played,
        wins: r.wins,
        losses: r.losses,
        otLosses: r.ot_losses + r.ties,
        regulationWins: r.wins,
        regulationOvertimeWins: r.wins,
        goalsFor: r.goals_for ?? 0,
        goalsAgainst: r.goals_against ?? 0,
      },
    ];
  });
  const best = totals.find((t) => t.teamId === rankBestRecord(totals)[0]?.teamId);
  if (!best) return null;
  const { teamId, name, abbreviation, wins, losses, otLosses } = best;
  return { teamId, name, abbreviation, points: standingPoints(best), wins, losses, otLosses };
}

/**
 * The season's best regular-season record so far, by the domain's one ranking of records (`rankBestRecord`:
 * the NHL's tie-breakers that seed the playoffs and give the award), so the history and the award agree.
 */
function bestRecord(results: readonly ResultRow[], teams: readonly TeamRow[]): SeasonHistory['bestRecord'] {
  if (results.length === 0) return null;
  const records = teamRecords(results);
  const goals = new Map<number, { for: number; against: number }>();
  const add = (teamId: number, scored: number, allowed: number) => {
    const g = goals.get(teamId) ?? { for: 0, against: 0 };
    goals.set(teamId, { for: g.for + scored, against: g.against + allowed });
  };
  const headToHead: HeadToHeadGame[] = [];
  for (const r of results) {
    add(r.home_team_id, r.home_score ?? 0, r.away_score ?? 0);
    add(r.away_team_id, r.away_score ?? 0, r.home_score ?? 0);
    const result = storedResult(r);
    if (result)
      headToHead.push({
        homeTeamId: r.home_team_id,
        awayTeamId: r.away_team_id,
        startAt: r.start_at,
        ...result,
      });
  }
  const totals = teams.flatMap((team) => {
    const record = records.get(team.id);
    if (!record) return [];
    const g = goals.get(team.id) ?? { for: 0, against: 0 };
    const { id: teamId, name, abbreviation, conference, division } = team;
    return [
      {
        teamId,
        name,
        abbreviation,
        conference,
        division,
        ...record,
        goalsFor: g.for,
        goalsAgainst: g.against,
      },
    ];
  });
  const first = rankBestRecord(totals, headToHead)[0];
  const best = totals.find((t) => t.teamId === first?.teamId);
  if (!best) return null;
  const { teamId, name, abbreviation, wins, losses, otLosses } = best;
  return { teamId, name, abbreviation, points: standingPoints(best), wins, losses, otLosses };
}

/** The season's awards won by players, as the history lists them (the best record has its own column). */
function playerAwards(awards: AwardsResponse['awards']): SeasonHistory['awards'] {
  return awards.flatMap((award) =>
    award.playerId === null || award.playerName === null
      ? []
      : [
          {
            award: award.award,
            name: award.name,
            playerId: award.playerId,
            playerName: award.playerName,
            team: { teamId: award.teamId, name: award.teamName, abbreviation: award.teamAbbreviation },
            value: award.value,
          },
        ],
  );
}

/** Each season's champion, finalist, best regular-season record and award winners, the newest first. */
export async function getHistory(ctx: AppContext, leagueId: number): Promise<HistoryResponse> {
  await requireLeague(ctx, leagueId);
  const { db } = ctx.database;
  const seasons = await historyRepo.listSeasons(db, leagueId);
  const ids = seasons.map((s) => s.id);
  const [finals, results, teams, awards, imported] = await Promise.all([
    historyRepo.listFinals(db, ids),
    historyRepo.regularSeasonResults(db, ids),
    historyRepo.listTeams(db, leagueId),
    Promise.all(ids.map((id) => getSeasonAwards(ctx, leagueId, id))),
    historyRepo.importedTeamRecords(db, ids),
  ]);
  const teamById = new Map(teams.map((t) => [t.id, t]));
  const team = (id: number | null | undefined) => {
    const found = id === null || id === undefined ? undefined : teamById.get(id);
    return found ? { teamId: found.id, name: found.name, abbreviation: found.abbreviation } : null;
  };
  // A season played before the league came to Rinkside has no games: its file's records rank it.
  const seasonBestRecord = (seasonId: number) => {
    const played = results.filter((r) => r.season_id === seasonId);
    const carried = imported.filter((r) => r.season_id === seasonId);
    return played.length === 0 && carried.length > 0
      ? importedBestRecord(carried, teams)
      : bestRecord(played, teams);
  };
  return {
    seasons: seasons.map((season, index) => {
      const final = finals.find((f) => f.season_id === season.id);
      const championId = season.champion_team_id ?? final?.winner_team_id ?? null;
      const finalistId =
        final && championId !== null
          ? final.high_team_id === championId
            ? final.low_team_id
            : final.high_team_id
          : null;
      return {
        seasonId: season.id,
        name: season.name,
        startYear: season.start_year,
        phase: season.phase,
        active: season.active === 1,
        champion: team(championId),
        finalist: team(finalistId),
        bestRecord: seasonBestRecord(season.id),
        awards: playerAwards(awards[index]?.awards ?? []),
      };
    }),
  };
}

/** The player's last summer, as stored by the rollover; null before his first. */
export async function getLastSummer(
  ctx: AppContext,
  leagueId: number,
  playerId: number,
): Promise<LastSummerResponse> {
  const { db } = ctx.database;
  if (!(await findPlayerWithTeam(db, leagueId, playerId))) throw notFound('Player not found');
  const row = await findLastProgression(db, leagueId, playerId);
  if (!row) return { seasonId: null, lastSummer: null };
  const parsed = playerProgressionSchema.safeParse(JSON.parse(row.progression));
  return { seasonId: row.season_id, lastSummer: parsed.success ? parsed.data : null };
}
