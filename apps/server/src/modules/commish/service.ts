import type { CommissionerView } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../http/errors';
import { findTeam, findTeamOfGm, renameLeague, type Db } from '../leagues/repo';
import { requireCommissioner } from '../leagues/service';
import * as recruitments from '../recruitments/repo';
import { findUserByLogin } from '../users/repo';
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

/** Makes the user the team's GM, closing its recruitment. */
async function installGm(trx: Db, leagueId: number, teamId: number, userId: number, at: string) {
  const current = await findTeamOfGm(trx, leagueId, userId);
  if (current && current.id !== teamId)
    throw conflict(`That user already manages ${current.name} in this league.`);
  await repo.setGm(trx, teamId, userId);
  await recruitments.closeRecruitmentsOfTeam(trx, teamId, at);
  await recruitments.declinePendingOfTeam(trx, teamId, at);
}

export async function assignGm(
  ctx: AppContext,
  leagueId: number,
  teamId: number,
  userId: number,
  username: string,
) {
  await requireCommissioner(ctx, leagueId, userId);
  await ctx.database.db.transaction().execute(async (trx) => {
    await requireTeamOf(trx, leagueId, teamId);
    const user = await findUserByLogin(trx, username);
    if (!user || user.username_key !== username.toLowerCase())
      throw notFound(`No user is called '${username}'.`);
    await installGm(trx, leagueId, teamId, user.id, ctx.now().toISOString());
  });
}

export async function removeGm(ctx: AppContext, leagueId: number, teamId: number, userId: number) {
  await requireCommissioner(ctx, leagueId, userId);
  await requireTeamOf(ctx.database.db, leagueId, teamId);
  await repo.setGm(ctx.database.db, teamId, null);
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
  await ctx.database.db.transaction().execute(async (trx) => {
    const application = await repo.findApplicationInLeague(trx, leagueId, applicationId);
    if (!application) throw notFound('That application does not exist.');
    if (application.status !== 'pending' || application.recruitment_status !== 'open') {
      throw conflict('That application has already been decided.');
    }
    const at = ctx.now().toISOString();
    if (decision === 'decline') {
      await repo.decideApplication(trx, application.id, 'declined', at);
      return;
    }
    const team = await requireTeamOf(trx, leagueId, application.team_id);
    if (team.gm_user_id !== null) throw conflict(`${team.name} already has a GM.`);
    await repo.decideApplication(trx, application.id, 'accepted', at);
    await installGm(trx, leagueId, team.id, application.user_id, at);
  });
}
