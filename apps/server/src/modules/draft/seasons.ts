import type { DraftSeasonsResponse } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { requireLeague } from '../leagues/service';
import { listDraftSeasons } from './repo';

/** GET /draft/seasons: the seasons whose draft and lottery can be browsed, newest first. */
export async function getDraftSeasons(ctx: AppContext, leagueId: number): Promise<DraftSeasonsResponse> {
  const league = await requireLeague(ctx, leagueId);
  const rows = await listDraftSeasons(ctx.database.db, league.id);
  return rows.map((row) => ({
    seasonId: row.id,
    seasonName: row.name,
    startYear: row.start_year,
    // An active season's draft not yet read is the next year's, still to come.
    year: row.year ?? row.start_year + 1,
    active: row.active === 1,
    status: row.status ?? 'upcoming',
    lotteryHeld: row.lottery !== null && row.lottery !== undefined,
  }));
}
