import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { requireLeague } from '../leagues/service';
import { seasonVersion } from './repo';
import type { SeasonVersion } from './season-versions';

// How long a season's version is trusted before the database is asked again: results stored by
// another process show within this time; this app's own results show at once.
const VERSION_TTL_MS = 1000;

/**
 * The season a stats or awards request reads (the active one unless `seasonId` names another of the
 * league's) with its version: one query, at most once a second. 404 names what is missing.
 */
export async function seasonWithVersion(
  ctx: AppContext,
  leagueId: number,
  seasonId?: number,
): Promise<SeasonVersion> {
  const { seasonVersions, resultsGeneration } = ctx.memory;
  const key = `${leagueId}:${seasonId ?? 'active'}`;
  const now = ctx.now();
  const generation = resultsGeneration.current;
  const known = seasonVersions.find(key, now, generation);
  if (known) return known;
  const state = await seasonVersion(ctx.database.db, leagueId, seasonId);
  if (state) {
    seasonVersions.remember(key, state, { generation, expiresAt: now.getTime() + VERSION_TTL_MS });
    return state;
  }
  await requireLeague(ctx, leagueId);
  throw notFound(
    seasonId === undefined
      ? 'This league has no active season.'
      : `Season ${seasonId} is not a season of this league.`,
  );
}
