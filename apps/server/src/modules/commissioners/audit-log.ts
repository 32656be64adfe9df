import type { AuditPage } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { forbidden } from '../../http/errors';
import { findTeamOfGm } from '../leagues/repo';
import { requireLeague } from '../leagues/service';
import { auditPage } from './audit';
import { mayUseCommissionerPowers } from './powers';

/** GET …/audit: the league's audit log, newest first; for its GMs and its commissioners (403 for others). */
export async function getAuditLog(
  ctx: AppContext,
  input: { leagueId: number; userId: number; before?: number; limit: number },
): Promise<AuditPage> {
  const { db } = ctx.database;
  const league = await requireLeague(ctx, input.leagueId);
  const member =
    (await findTeamOfGm(db, league.id, input.userId)) !== undefined ||
    (await mayUseCommissionerPowers(db, league, input.userId));
  if (!member) throw forbidden("Only the league's GMs and commissioners can read its audit log.");
  return auditPage(db, input);
}
