import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { requireLeague } from '../leagues/service';
import { seasonVersion } from './repo';
import type { SeasonVersion } from './season-versions';

/** A season and its version as a request reads it, and whether this app is storing its league's games now. */
export interface SeasonAsRead extends SeasonVersion {
  storing: boolean;
}

// How long a season's version is trusted before the database is asked again: results stored by
// another process show within this time; this app's own results show at once.
const VERSION_TTL_MS = 1000;

/**
 * The season a stats or awards request reads (the active one unless `seasonId` names another of the
 * league's) with its version: one query, at most once a second, or when this app stores the league's
 * results. 404 names what is missing.
 */
export async function seasonWithVersion(
  ctx: AppContext,
  leagueId: number,
  seasonId?: number,
): Promise<SeasonAsRead> {
  const { seasonVersions, resultsGeneration } = ctx.memory;
  const key = `${leagueId}:${seasonId ?? 'active'}`;
  const now = ctx.now();
  const generation = resultsGeneration.of(leagueId);
  // While this app stores the league's games, a page cached at the version before may answer (decision 097).
  const storing = ctx.memory.storing.has(leagueId);
  const known = seasonVersions.find(key, now, generation);
  if (known) return { ...known, storing };
  const state = await seasonVersion(ctx.database.db, leagueId, seasonId);
  if (state) {
    seasonVersions.remember(key, state, { generation, expiresAt: now.getTime() + VERSION_TTL_MS });
    return { ...state, storing };
  }
  await requireLeague(ctx, leagueId);
  throw notFound(
    seasonId === undefined
      ? 'This league has no active season.'
      : `Season ${seasonId} is not a season of this league.`,
  );
}

/** The cache group of a season's pages: refreshed together when its games are stored (docs/decisions/101). */
export const seasonPagesGroup = (seasonId: number) => `season-pages:${seasonId}`;

/**
 * How the request reads a season page from the cache: the page as it was before the batch just stored, while
 * the league's games are stored (decision 097), in its season's group (101).
 */
export const seasonPageCaching = (season: SeasonAsRead) => ({
  earlier: season.storing,
  group: seasonPagesGroup(season.seasonId),
});
