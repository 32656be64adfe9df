import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Open recruitments, leaving out leagues where the user already runs a team (one team per league). */
export function listOpenRecruitments(db: Db, userId: number) {
  return db
    .selectFrom('recruitments')
    .innerJoin('teams', 'teams.id', 'recruitments.team_id')
    .innerJoin('leagues', 'leagues.id', 'recruitments.league_id')
    .select([
      'recruitments.id',
      'recruitments.created_at',
      'teams.id as team_id',
      'teams.name as team_name',
      'teams.abbreviation',
      'leagues.id as league_id',
      'leagues.name as league_name',
    ])
    .where('recruitments.status', '=', 'open')
    .where(
      'recruitments.league_id',
      'not in',
      db.selectFrom('teams as managed').select('managed.league_id').where('managed.gm_user_id', '=', userId),
    )
    .orderBy('recruitments.created_at', 'desc')
    .execute();
}

export function listApplicationsOfUser(db: Db, userId: number) {
  return db
    .selectFrom('applications')
    .select(['recruitment_id', 'status'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export function findRecruitment(db: Db, id: number) {
  return db.selectFrom('recruitments').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOpenRecruitmentOfTeam(db: Db, teamId: number) {
  return db
    .selectFrom('recruitments')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('status', '=', 'open')
    .executeTakeFirst();
}

export function findApplication(db: Db, recruitmentId: number, userId: number) {
  return db
    .selectFrom('applications')
    .selectAll()
    .where('recruitment_id', '=', recruitmentId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertApplication(db: Db, recruitmentId: number, userId: number, at: string) {
  const row = await db
    .insertInto('applications')
    .values({ recruitment_id: recruitmentId, user_id: userId, status: 'pending', created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function closeRecruitmentsOfTeam(db: Db, teamId: number, at: string) {
  await db
    .updateTable('recruitments')
    .set({ status: 'closed', closed_at: at })
    .where('team_id', '=', teamId)
    .where('status', '=', 'open')
    .execute();
}

/** Declines every still-pending application of the team's closed recruitments. */
export async function declinePendingOfTeam(db: Db, teamId: number, at: string): Promise<number[]> {
  const rows = await db
    .updateTable('applications')
    .set({ status: 'declined', decided_at: at })
    .where('status', '=', 'pending')
    .where('recruitment_id', 'in', db.selectFrom('recruitments').select('id').where('team_id', '=', teamId))
    .returning('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

/** Withdraws the user's still-pending applications in the league: they now run a team there. */
export async function withdrawPendingOfUserInLeague(
  db: Db,
  target: { leagueId: number; userId: number; at: string },
) {
  await db
    .updateTable('applications')
    .set({ status: 'withdrawn', decided_at: target.at })
    .where('user_id', '=', target.userId)
    .where('status', '=', 'pending')
    .where(
      'recruitment_id',
      'in',
      db.selectFrom('recruitments').select('id').where('league_id', '=', target.leagueId),
    )
    .execute();
}
