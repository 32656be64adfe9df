import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export function listTeamsForCommissioner(db: Db, leagueId: number) {
  return db
    .selectFrom('teams')
    .leftJoin('users', 'users.id', 'teams.gm_user_id')
    .leftJoin('recruitments', (join) =>
      join.onRef('recruitments.team_id', '=', 'teams.id').on('recruitments.status', '=', 'open'),
    )
    .select([
      'teams.id',
      'teams.name',
      'teams.abbreviation',
      'teams.gm_user_id',
      'users.username as gm_username',
      'recruitments.id as recruitment_id',
      'recruitments.created_at as recruitment_created_at',
    ])
    .where('teams.league_id', '=', leagueId)
    .orderBy('teams.name')
    .execute();
}

export function listApplicationsOfLeague(db: Db, leagueId: number) {
  return db
    .selectFrom('applications')
    .innerJoin('recruitments', 'recruitments.id', 'applications.recruitment_id')
    .innerJoin('users', 'users.id', 'applications.user_id')
    .select([
      'applications.id',
      'applications.recruitment_id',
      'applications.user_id',
      'applications.status',
      'applications.created_at',
      'users.username',
      'users.deleted_at',
      'users.gm_name',
    ])
    .where('recruitments.league_id', '=', leagueId)
    .where('recruitments.status', '=', 'open')
    .orderBy('applications.created_at')
    .execute();
}

export function findApplicationInLeague(db: Db, leagueId: number, applicationId: number) {
  return db
    .selectFrom('applications')
    .innerJoin('recruitments', 'recruitments.id', 'applications.recruitment_id')
    .selectAll('applications')
    .select(['recruitments.team_id', 'recruitments.status as recruitment_status'])
    .where('recruitments.league_id', '=', leagueId)
    .where('applications.id', '=', applicationId)
    .executeTakeFirst();
}

export async function setGm(db: Db, teamId: number, userId: number | null) {
  await db.updateTable('teams').set({ gm_user_id: userId }).where('id', '=', teamId).execute();
}

/** Seats the user as GM if the team still has none; false when someone else took the seat first. */
export async function setGmIfVacant(db: Db, teamId: number, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('teams')
    .set({ gm_user_id: userId })
    .where('id', '=', teamId)
    .where('gm_user_id', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Decides a still-pending application; false when it was decided (or withdrawn) first. */
export async function decideApplication(
  db: Db,
  id: number,
  status: 'accepted' | 'declined',
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set({ status, decided_at: at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertRecruitment(db: Db, leagueId: number, teamId: number, at: string) {
  await db
    .insertInto('recruitments')
    .values({ league_id: leagueId, team_id: teamId, status: 'open', created_at: at })
    .execute();
}

/** A user's name and whether the account was deleted; throws when there is no such user. */
export function findUserName(
  db: Db,
  userId: number,
): Promise<{ username: string; deleted_at: string | null }> {
  return db
    .selectFrom('users')
    .select(['username', 'deleted_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}
