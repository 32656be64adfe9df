import {
  compareGoalieLines,
  compareSkaterLines,
  type LeagueStatsResponse,
  leadersOnly,
  leagueStatsResponseSchema,
  rankStandings,
  type SeasonShot,
  seasonShotsResponseSchema,
  standingsResponseSchema,
  teamStatsResponseSchema,
} from '@rinkside/domain';
import type { Db } from '../../db/schema';
import { presentGoalie, presentSkater, presentTeamStats, standingTotals } from './present';
import * as repo from './repo';
import { type Shooters, playerGamesPlayed, seasonShots, teamGamesPlayed } from './season-shots-repo';
import { headToHeadOf, teamRecords } from './team-records';

/**
 * A season page cached as JSON (docs/decisions/061): what it is and of which season part. Computed in the
 * page thread when the process has one (docs/decisions/099), here otherwise.
 */
export type SeasonPageAsk =
  | { page: 'standings' | 'team-stats'; part: repo.SeasonPart; leagueId: number }
  | { page: 'stats' | 'leaders'; part: repo.SeasonPart }
  | { page: 'shots'; part: repo.SeasonPart; shooters: Shooters };

/** Every team's sums over one season's games of one type, with its record. */
export async function teamsWithRecords(db: Db, part: repo.SeasonPart, leagueId: number) {
  const [totals, results] = await Promise.all([
    repo.teamTotals(db, part, leagueId),
    repo.seasonResults(db, part),
  ]);
  const records = teamRecords(results);
  return totals.map((row) => ({ row, record: records.get(row.id) }));
}

/** One season's games of one type ranked by the one team ranking, head-to-head games included. */
export async function rankedStandings(db: Db, part: repo.SeasonPart, leagueId: number) {
  const [totals, results] = await Promise.all([
    repo.teamTotals(db, part, leagueId),
    repo.seasonResults(db, part),
  ]);
  const records = teamRecords(results);
  return rankStandings(
    totals.map((row) => standingTotals(row, records.get(row.id))),
    headToHeadOf(results),
  );
}

/** Every skater's and goalie's totals over one season's games of one type, leaders first. */
async function seasonTotals(db: Db, part: repo.SeasonPart): Promise<LeagueStatsResponse> {
  const [skaters, goalies] = await Promise.all([repo.skaterTotals(db, part), repo.goalieTotals(db, part)]);
  return {
    seasonId: part.seasonId,
    playerStats: skaters.map(presentSkater).sort(compareSkaterLines),
    goalieStats: goalies.map(presentGoalie).sort(compareGoalieLines),
  };
}

/** A season's located shot attempts of a team, of its opponents against it, or of a player. */
async function seasonShotMap(db: Db, part: repo.SeasonPart, shooters: Shooters) {
  const [rows, gamesPlayed] = await Promise.all([
    seasonShots(db, part, shooters),
    'playerId' in shooters
      ? playerGamesPlayed(db, part, shooters.playerId)
      : teamGamesPlayed(db, part, shooters.teamId),
  ]);
  return {
    seasonId: part.seasonId,
    seasonType: part.seasonType,
    gamesPlayed,
    shots: rows.map((r): SeasonShot => [r.x, r.y, r.kind, r.xg_milli / 1000]),
  };
}

/** The page's answer, checked against its response schema. */
export async function seasonPageValue(db: Db, ask: SeasonPageAsk): Promise<unknown> {
  const { part } = ask;
  switch (ask.page) {
    case 'standings':
      return standingsResponseSchema.parse({
        seasonId: part.seasonId,
        standings: await rankedStandings(db, part, ask.leagueId),
      });
    case 'team-stats': {
      const teams = await teamsWithRecords(db, part, ask.leagueId);
      return teamStatsResponseSchema.parse({
        seasonId: part.seasonId,
        teamStats: teams.map((t) => presentTeamStats(t.row, t.record)),
      });
    }
    case 'stats':
      return leagueStatsResponseSchema.parse(await seasonTotals(db, part));
    case 'leaders':
      return leagueStatsResponseSchema.parse(leadersOnly(await seasonTotals(db, part)));
    case 'shots':
      return seasonShotsResponseSchema.parse(await seasonShotMap(db, part, ask.shooters));
    default:
      throw new Error(`No season page is called ${JSON.stringify((ask as { page: unknown }).page)}`);
  }
}
