import type { DraftSeasonsResponse } from '@rinkside/domain';
import type { AppContext } from '../../context';
import type { Db } from '../../db/schema';
import { requireLeague } from '../leagues/service';

/** The league's seasons with a draft row, and the active season (its draft is made when first read). */
function listDraftSeasons(db: Db, leagueId: number) {
  return db
    .selectFrom('seasons as s')
    .leftJoin('drafts as d', 'd.season_id', 's.id')
    .select(['s.id', 's.name', 's.start_year', 's.active', 'd.year', 'd.status', 'd.lottery'])
    .where('s.league_id', '=', leagueId)
    .where((eb) => eb.or([eb('d.id', 'is not', null), eb('s.active', '=', 1)]))
    .orderBy('s.start_year', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

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
