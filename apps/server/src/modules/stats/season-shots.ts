import type { statsQuerySchema } from '@rinkside/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import type { PreparedJson } from '../../http/send-json';
import { findTeam } from '../leagues/api';
import { findPlayerWithTeam } from '../players/api';
import type { SeasonPart } from './repo';
import type { Shooters } from './season-shots-repo';
import { seasonPageJson } from './season-page-json';
import { seasonPageCaching, seasonWithVersion } from './season-select';

type StatsQuery = z.output<typeof statsQuerySchema>;

/** 404 unless the team or player is the league's. */
async function requireShooters(ctx: AppContext, leagueId: number, shooters: Shooters) {
  const { db } = ctx.database;
  if ('playerId' in shooters) {
    if (!(await findPlayerWithTeam(db, leagueId, shooters.playerId)))
      throw notFound(`Player ${shooters.playerId} is not a player of this league.`);
  } else if (!(await findTeam(db, leagueId, shooters.teamId))) {
    throw notFound(`Team ${shooters.teamId} is not a team of this league.`);
  }
}

/**
 * A season's located shot attempts of a team, of its opponents against it, or of a player, for a
 * season shot map; prepared JSON, cached until one of the season's games is simulated.
 */
export async function getSeasonShots(
  ctx: AppContext,
  leagueId: number,
  shooters: Shooters,
  query: StatsQuery,
): Promise<PreparedJson> {
  const season = await seasonWithVersion(ctx, leagueId, query.seasonId);
  await requireShooters(ctx, leagueId, shooters);
  const part: SeasonPart = { seasonId: season.seasonId, seasonType: query.seasonType };
  const whose =
    'playerId' in shooters ? `player:${shooters.playerId}` : `team:${shooters.teamId}:${shooters.against}`;
  const key = `shots:${whose}:${part.seasonId}:${part.seasonType}`;
  const ask = { page: 'shots', part, shooters } as const;
  return ctx.memory.statsJson.getJson(
    key,
    season.version,
    () => seasonPageJson(ctx, ask),
    seasonPageCaching(season),
  );
}
