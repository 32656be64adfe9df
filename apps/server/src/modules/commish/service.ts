import type { CommissionerView } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../http/errors';
import { findTeam, renameLeague, type Db } from '../leagues/repo';
import { requireCommissioner } from '../leagues/service';
import { noticeSeat } from '../notifications/seat-notices';
import { announce } from '../notifications/service';
import * as recruitments from '../recruitments/repo';
import { findUserByLogin } from '../users/repo';
import { settleGmSeat, takeGmSeat } from './gm-seat';
import * as repo from './repo';

export async function getCommissionerView(
  ctx: AppContext,
  leagueId: number,
  userId: number,
): Promise<CommissionerView> {
  const { db } = ctx.database;
  const league = await requireCommissioner(ctx, leagueId, userId);
  const [teams, applications] = await Promise.all([
    repo.listTeamsForCommissioner(db, leagueId),
    repo.listApplicationsOfLeague(db, leagueId),
  ]);
  return {
    leagueId,
    name: league.name,
    teams: teams.map((t) => ({
      id: t.id,
      name: t.name,
      abbreviation: t.abbreviation,
      gm: t.gm_user_id === null ? null : { id: t.gm_user_id, username: t.gm_username ?? '' },
      recruitment:
        t.recruitment_id === null
          ? null
          : {
              id: t.recruitment_id,
              createdAt: t.recruitment_created_at ?? '',
              applications: applications
                .filter((a) => a.recruitment_id === t.recruitment_id)
                .map((a) => ({
                  id: a.id,
                  userId: a.user_id,
                  username: a.username,
                  gmName: a.gm_name,
                  status: a.status,
                  createdAt: a.created_at,
                })),
            },
    })),
  };
}

export async function rename(ctx: AppContext, leagueId: number, userId: number, name: string) {
  await requireCommissioner(ctx, leagueId, userId);
  await renameLeague(ctx.database.db, leagueId, name);
}

async function requireTeamOf(db: Db, leagueId: number, teamId: number) {
  const team = await findTeam(db, leagueId, teamId);
  if (!team) throw notFound('Team not found in this league.');
  return team;
}

export async function assignGm(
  ctx: AppContext,
  leagueId: number,
  teamId: number,
  userId: number,
  username: string,
) {
  await requireCommissioner(ctx, leagueId, userId);
  const told = await ctx.database.db.transaction().execute(async (trx) => {
    const team = await requireTeamOf(trx, leagueId, teamId);
    const user = await findUserByLogin(trx, username);
    if (!user || user.username_key !== username.toLowerCase())
      throw notFound(`No user is called '${username}'.`);
    const seat = { leagueId, team, userId: user.id, at: ctx.now().toISOString() };
    await takeGmSeat(trx, seat, { vacantOnly: false });
    const declined = await settleGmSeat(trx, seat);
    // The same GM assigned again is no event; a GM replaced is told.
    if (team.gm_user_id === user.id) return declined;
    const notice = { teamId, at: seat.at };
    const previous = team.gm_user_id === null ? [] : [team.gm_user_id];
    return [
      ...declined,
      ...(await noticeSeat(trx, 'gm_removed', { ...notice, userIds: previous })),
      ...(await noticeSeat(trx, 'gm_assigned', { ...notice, userIds: [user.id] })),
    ];
  });
  await announce(ctx, told);
}

export async function removeGm(ctx: AppContext, leagueId: number, teamId: number, userId: number) {
  await requireCommissioner(ctx, leagueId, userId);
  const told = await ctx.database.db.transaction().execute(async (trx) => {
    const team = await requireTeamOf(trx, leagueId, teamId);
    await repo.setGm(trx, teamId, null);
    const previous = team.gm_user_id === null ? [] : [team.gm_user_id];
    return noticeSeat(trx, 'gm_removed', { teamId, userIds: previous, at: ctx.now().toISOString() });
  });
  await announce(ctx, told);
}

export async function openRecruitment(ctx: AppContext, leagueId: number, teamId: number, userId: number) {
  await requireCommissioner(ctx, leagueId, userId);
  const { db } = ctx.database;
  const team = await requireTeamOf(db, leagueId, teamId);
  if (team.gm_user_id !== null) throw conflict(`${team.name} already has a GM. Remove the GM first.`);
  if (await recruitments.findOpenRecruitmentOfTeam(db, teamId)) {
    throw conflict(`${team.name} already has an open recruitment.`);
  }
  await repo.insertRecruitment(db, leagueId, teamId, ctx.now().toISOString());
}

export async function decide(
  ctx: AppContext,
  leagueId: number,
  applicationId: number,
  userId: number,
  decision: 'accept' | 'decline',
) {
  await requireCommissioner(ctx, leagueId, userId);
  const told = await ctx.database.db.transaction().execute(async (trx) => {
    const application = await repo.findApplicationInLeague(trx, leagueId, applicationId);
    if (!application) throw notFound('That application does not exist.');
    if (application.status !== 'pending' || application.recruitment_status !== 'open') {
      throw conflict('That application has already been decided.');
    }
    const at = ctx.now().toISOString();
    const status = decision === 'accept' ? 'accepted' : 'declined';
    const notice = { teamId: application.team_id, userIds: [application.user_id], at };
    if (decision === 'accept') {
      const team = await requireTeamOf(trx, leagueId, application.team_id);
      if (team.gm_user_id !== null) throw conflict(`${team.name} already has a GM.`);
      const seat = { leagueId, team, userId: application.user_id, at };
      await takeGmSeat(trx, seat, { vacantOnly: true });
      await decideOnce(trx, application.id, status, at);
      const declined = await settleGmSeat(trx, seat);
      return [...declined, ...(await noticeSeat(trx, 'application_accepted', notice))];
    }
    await decideOnce(trx, application.id, status, at);
    return noticeSeat(trx, 'application_declined', notice);
  });
  await announce(ctx, told);
}

/** Another request may have decided or withdrawn the application since it was read. */
async function decideOnce(trx: Db, applicationId: number, status: 'accepted' | 'declined', at: string) {
  if (!(await repo.decideApplication(trx, applicationId, status, at)))
    throw conflict('That application has already been decided.');
}
