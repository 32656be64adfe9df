import type { Application, Recruitment } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { databaseErrorKind } from '../../db/errors';
import { conflict, notFound } from '../../http/errors';
import { findTeam, findTeamOfGm } from '../leagues/api';
import { noticeApplication } from '../notifications/seat-notices';
import { announce } from '../notifications/service';
import { isDeletedUser } from '../users/api';
import * as repo from './repo';

export async function listOpenRecruitments(ctx: AppContext, userId: number): Promise<Recruitment[]> {
  const rows = await repo.listOpenRecruitments(ctx.database.db, userId);
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.created_at,
    team: {
      id: r.team_id,
      name: r.team_name,
      abbreviation: r.abbreviation,
      league: { id: r.league_id, name: r.league_name },
    },
  }));
}

export async function listApplications(ctx: AppContext, userId: number): Promise<Application[]> {
  const rows = await repo.listApplicationsOfUser(ctx.database.db, userId);
  return rows.map((r) => ({ recruitmentId: r.recruitment_id, status: r.status }));
}

export async function apply(
  ctx: AppContext,
  userId: number,
  target: { leagueId: number; teamId: number; recruitmentId: number },
): Promise<void> {
  const { db } = ctx.database;
  const recruitment = await repo.findRecruitment(db, target.recruitmentId);
  if (!recruitment || recruitment.team_id !== target.teamId || recruitment.league_id !== target.leagueId) {
    throw notFound('That recruitment does not exist.');
  }
  const team = await findTeam(db, target.leagueId, target.teamId);
  if (!team) throw notFound('That team does not exist.');
  if (recruitment.status !== 'open') throw conflict('This recruitment is closed.');
  if (team.gm_user_id !== null) throw conflict('This team already has a GM.');
  if (await findTeamOfGm(db, target.leagueId, userId)) {
    throw conflict('You already manage a team in this league.');
  }
  if (await repo.findApplication(db, recruitment.id, userId)) {
    throw conflict('You have already applied for this team.');
  }
  try {
    const at = ctx.now().toISOString();
    const commissioner = await db.transaction().execute(async (trx) => {
      const applicationId = await repo.insertApplication(trx, recruitment.id, userId, at);
      // After the write, as in takeGmSeat: an account deletion that committed meanwhile is seen here.
      if (await isDeletedUser(trx, userId)) throw notFound('Your account no longer exists.');
      return noticeApplication(trx, { applicationId, teamId: team.id, applicantId: userId, at });
    });
    await announce(ctx, [commissioner]);
  } catch (error) {
    // applications_once: the same application sent twice at once (a double click on PostgreSQL).
    if (databaseErrorKind(error) === 'unique-violation') {
      throw conflict('You have already applied for this team.');
    }
    throw error;
  }
}
