import type { AppContext } from '../../context';
import { firstOf } from '../../lib/first-of';
import { seasonPagesGroup, seasonWithVersion } from './season-select';

/** The season pages refreshed after a batch: those a request read in the last minute (someone has them open). */
const REFRESH_IF_READ_WITHIN_MS = 60_000;
/** How long a batch's league waits at most for its season pages to be computed again. */
const REFRESH_PAGES_WITHIN_MS = 2000;

/**
 * After a background batch stored the leagues' games and marked them stored, while they still count as being
 * stored (decision 097): each season page of their active season that someone is reading is computed at the
 * new version (docs/decisions/101). Requests meanwhile get the page before the batch at once; once the
 * league is no longer stored they find the new one ready instead of waiting for it. Waits at most
 * `withinMs`: a page still computing then is ready for the requests that join it.
 */
export async function refreshSeasonPages(
  ctx: AppContext,
  leagueIds: readonly number[],
  withinMs = REFRESH_PAGES_WITHIN_MS,
): Promise<void> {
  const refreshed = Promise.all(
    leagueIds.map(async (leagueId) => {
      const season = await seasonWithVersion(ctx, leagueId).catch(() => null);
      if (!season) return;
      const group = seasonPagesGroup(season.seasonId);
      await ctx.memory.statsJson.refresh(group, season.version, REFRESH_IF_READ_WITHIN_MS);
    }),
  );
  await firstOf(new Set([refreshed]), withinMs);
}
