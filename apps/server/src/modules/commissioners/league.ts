import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { findLeague, type LeagueRow } from './repo';

/** The league a commissioners' page is about; 404 when it does not exist, as every league's route answers. */
export async function requireLeague(ctx: AppContext, leagueId: number): Promise<LeagueRow> {
  const league = await findLeague(ctx.database.db, leagueId);
  if (!league) throw notFound('League not found.');
  return league;
}
