import {
  type AwardsResponse,
  awardsResponseSchema,
  playoffMvp,
  rankStandings,
  regularSeasonAwards,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import type { PreparedJson } from '../../http/send-json';
import { regularSeasonSpan } from '../season-phase/api';
import { presentGoalie, presentSkater, standingTotals } from '../stats/present';
import * as stats from '../stats/api';
import { seasonWithVersion } from '../stats/season-select';
import { headToHeadOf } from '../stats/team-records';
import { teamsWithRecords } from '../stats/service';
import { playerCareers } from './careers';
import { awardView } from './present';
import * as repo from './repo';

/** Why a season has no awards yet, or null once its regular season is over. */
async function notYet(ctx: AppContext, seasonId: number): Promise<string | null> {
  const span = await regularSeasonSpan(ctx.database.db, seasonId);
  if (span.total === 0) return 'This season has no regular-season games yet: awards follow its last game.';
  if (span.scheduled > 0)
    return `Awards are given when the regular season ends: ${span.scheduled} of its ${span.total} games are still to be played.`;
  return null;
}

/** The season's awards, computed from its stored stats (docs/decisions/028). */
async function computeAwards(
  ctx: AppContext,
  leagueId: number,
  season: { seasonId: number; seasonName: string },
): Promise<AwardsResponse> {
  const { db } = ctx.database;
  const { seasonId } = season;
  const regular = { seasonId, seasonType: 'regular' } as const;
  const playoff = { seasonId, seasonType: 'playoff' } as const;
  const [info, teams, skaters, goalies, results, players, earlier] = await Promise.all([
    repo.awardSeason(db, leagueId, seasonId),
    teamsWithRecords(db, regular, leagueId),
    stats.skaterTotals(db, regular),
    stats.goalieTotals(db, regular),
    stats.seasonResults(db, regular),
    repo.leaguePlayers(db, leagueId),
    repo.earlierSeasonGames(db, leagueId, seasonId),
  ]);
  const headToHead = headToHeadOf(results);
  const awards = regularSeasonAwards({
    skaters: skaters.map(presentSkater),
    goalies: goalies.map(presentGoalie),
    standings: rankStandings(
      teams.map((t) => standingTotals(t.row, t.record)),
      headToHead,
    ),
    careers: playerCareers({ players, earlierSeasonGames: earlier, ...info }),
    headToHead,
  });
  if (info.championTeamId !== null) {
    const [playoffSkaters, playoffGoalies] = await Promise.all([
      stats.skaterTotals(db, playoff),
      stats.goalieTotals(db, playoff),
    ]);
    const mvp = playoffMvp({
      skaters: playoffSkaters.map(presentSkater),
      goalies: playoffGoalies.map(presentGoalie),
      championTeamId: info.championTeamId,
    });
    if (mvp) awards.push(mvp);
  }
  const names = {
    players: new Map(players.map((p) => [p.id, `${p.first_name} ${p.last_name}`])),
    teams: new Map(teams.map(({ row }) => [row.id, { name: row.name, abbreviation: row.abbreviation }])),
  };
  return {
    ...season,
    available: true,
    reason: null,
    awards: awards.map((result) => awardView(result, names)),
  };
}

/**
 * GET /league/{id}/awards: empty with the reason until the regular season is over, then its awards,
 * and the playoff MVP once the Cup is won. Cached like the stats, until a game of the season is stored.
 */
export async function getAwards(ctx: AppContext, leagueId: number, seasonId?: number): Promise<PreparedJson> {
  const season = await seasonWithVersion(ctx, leagueId, seasonId);
  const { seasonName } = season;
  return ctx.memory.statsJson.get(
    `awards:${season.seasonId}`,
    season.version,
    awardsResponseSchema,
    async () => {
      const reason = await notYet(ctx, season.seasonId);
      if (reason !== null)
        return { seasonId: season.seasonId, seasonName, available: false, reason, awards: [] };
      return computeAwards(ctx, leagueId, { seasonId: season.seasonId, seasonName });
    },
  );
}

/**
 * A season's awards as data, for other pages (the history): the same cached answer as the awards page,
 * so a season's awards are computed once for both.
 */
export async function getSeasonAwards(
  ctx: AppContext,
  leagueId: number,
  seasonId: number,
): Promise<AwardsResponse> {
  const json = await getAwards(ctx, leagueId, seasonId);
  return awardsResponseSchema.parse(JSON.parse(json.bytes.toString('utf8')));
}
