import {
  type CommissionedLeague,
  type DeleteAccount,
  type LeagueFate,
  notAGm,
  planLeagueHandovers,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { revokeUserSessions } from '../auth/api';
import { vacateGmSeatIn } from '../commish/service';
import { deleteCoCommissioner } from '../commissioners/api';
import { forgetSeat } from '../inactivity/api';
import { findTeamOfGm, type Db } from '../leagues/api';
import { noticeSeat } from '../notifications/seat-notices';
import { announce } from '../notifications/service';
import { closeRecruitmentsOfTeam, declinePendingOfTeam } from '../recruitments/api';
import { findUserById, isDeletedUser } from '../users/api';
import * as repo from './deletion-repo';

export const WRONG_PASSWORD = 'That password is not right. Your account was not deleted.';

type Told = (number | null)[];

export function listCommissionedLeagues(ctx: AppContext, userId: number): Promise<CommissionedLeague[]> {
  return repo.listCommissionedLeagues(ctx.database.db, userId);
}

/**
 * Deletes the account (docs/decisions/041), all in one transaction: each league the user commissions
 * handed to the GM chosen or closed, their GM seats vacated as the commissioner's removal does with
 * the teams' recruitments reopened, their pending applications withdrawn, their notifications,
 * settings and sessions gone, and the user row anonymised (messages keep it, as "Deleted user").
 */
export async function deleteAccount(ctx: AppContext, userId: number, request: DeleteAccount) {
  const { db, kind } = ctx.database;
  const user = await findUserById(db, userId);
  if (!user || user.deleted_at !== null) throw notFound('Your account no longer exists.');
  // Checked before the transaction: a password hash takes tens of milliseconds. Without one, the route
  // has checked for a recent re-authentication.
  if (
    request.password !== undefined &&
    !(await ctx.memory.passwords.verify(request.password, user.password_hash))
  )
    throw forbidden(WRONG_PASSWORD);
  const at = ctx.now().toISOString();
  const { told, families } = await db.transaction().execute(async (trx) => {
    const locked = await repo.lockUser(trx, kind, userId);
    if (!locked || locked.deleted_at !== null) throw notFound('Your account no longer exists.');
    const leagues = await repo.listCommissionedLeagues(trx, userId);
    const plan = planLeagueHandovers(leagues, request.handovers ?? []);
    if (!plan.ok) throw plan.reason === 'choice-needed' ? conflict(plan.message) : badRequest(plan.message);
    // First, so the news of the seats it leaves names a deleted user rather than the person.
    await repo.anonymiseUser(trx, userId, at);
    const told: Told = [];
    for (const fate of plan.fates) told.push(...(await settleLeague(trx, { userId, fate, leagues, at })));
    const closed = new Set(plan.fates.filter((f) => f.action === 'close').map((f) => f.leagueId));
    for (const { league_closed_at: leagueClosedAt, ...team } of await repo.seatsOfUser(trx, userId)) {
      await forgetSeat(trx, { teamId: team.id, userId });
      const seat = { leagueId: team.league_id, team, at };
      // A closed league recruits no one: neither one closing now nor one closed before.
      const reopen = leagueClosedAt === null && !closed.has(team.league_id);
      told.push(...(await vacateGmSeatIn(trx, seat, { reopen })));
    }
    await repo.withdrawPendingApplications(trx, userId, at);
    const families = await repo.liveSessionFamilies(trx, userId);
    await revokeUserSessions(trx, userId, at);
    await repo.forgetUserRecords(trx, userId);
    return { told: told.filter((id) => id !== userId), families };
  });
  await announce(ctx, told);
  for (const family of families) await ctx.events.endSession(userId, family, 'revoked');
}

/** Hands the league over, or closes it: its recruitments end and their applicants are told. */
async function settleLeague(
  trx: Db,
  step: { userId: number; fate: LeagueFate; leagues: CommissionedLeague[]; at: string },
): Promise<Told> {
  const { userId, fate, at } = step;
  const name = step.leagues.find((league) => league.id === fate.leagueId)?.name ?? 'The league';
  if (fate.action === 'handover') {
    if (
      !(await repo.handOverLeague(trx, {
        leagueId: fate.leagueId,
        fromUserId: userId,
        toUserId: fate.toUserId,
      }))
    )
      throw conflict(`${name} changed hands meanwhile. Reload and try again.`);
    // After the write, which on PostgreSQL waits for the new commissioner's own deletion if one is under way.
    const stillGm = await findTeamOfGm(trx, fate.leagueId, fate.toUserId);
    if (!stillGm || (await isDeletedUser(trx, fate.toUserId))) throw conflict(notAGm(name));
    // The new owner has every power already: he is no longer named among the co-commissioners.
    await deleteCoCommissioner(trx, fate.leagueId, fate.toUserId);
    return [];
  }
  await repo.closeLeague(trx, fate.leagueId, at);
  const told: Told = [];
  for (const team of await repo.teamsOfLeague(trx, fate.leagueId)) {
    await closeRecruitmentsOfTeam(trx, team.id, at);
    const declined = await declinePendingOfTeam(trx, team.id, at);
    told.push(...(await noticeSeat(trx, 'application_declined', { teamId: team.id, userIds: declined, at })));
  }
  return told;
}
