import type { AuditPage } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { forbidden } from '../../http/errors';
import { auditPage } from './audit';
import { requireLeague } from './league';
import { mayUseCommissionerPowers } from './powers';
import { isGmOfLeague } from './repo';

/** GET …/audit: the league's audit log, newest first; for its GMs and its commissioners (403 for others). */
export async function getAuditLog(
  ctx: AppContext,
  input: { leagueId: number; userId: number; before?: number; limit: number },
): Promise<AuditPage> {
  const { db } = ctx.database;
  const league = await requireLeague(ctx, input.leagueId);
  const member =
    (await isGmOfLeague(db, league.id, input.userId)) ||
    (await mayUseCommissionerPowers(db, league, input.userId));
  if (!member) throw forbidden("Only the league's GMs and commissioners can read its audit log.");
  return auditPage(db, input);
}
