import type { CommissionedLeague } from '@rinkside/domain';
import type { DatabaseKind } from '../../db/database';
import type { Db } from '../../db/schema';

// The rows an account deletion reads and writes (docs/decisions/041).

/**
 * The user's row, held until the deletion commits. On PostgreSQL `FOR UPDATE` makes a request that
 * seats the user or hands them a league (its foreign key takes a share lock on this row) wait for the
 * deletion, and the deletion wait for one already under way: of the two, one goes first, whole.
 */
export function lockUser(db: Db, kind: DatabaseKind, userId: number) {
  const query = db.selectFrom('users').selectAll().where('id', '=', userId);
  return (kind === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** The open leagues the user commissions, each with its other GMs (live accounts only). */
export async function listCommissionedLeagues(db: Db, userId: number): Promise<CommissionedLeague[]> {
  const leagues = await db
    .selectFrom('leagues')
    .select(['id', 'name'])
    .where('commissioner_id', '=', userId)
    .where('closed_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
  if (leagues.length === 0) return [];
  const gms = await db
    .selectFrom('teams')
    .innerJoin('users', 'users.id', 'teams.gm_user_id')
    .select(['teams.league_id', 'teams.name as team_name', 'users.id as user_id', 'users.username'])
    .where(
      'teams.league_id',
      'in',
      leagues.map((league) => league.id),
    )
    .where('users.id', '!=', userId)
    .where('users.deleted_at', 'is', null)
    .orderBy('users.username_key')
    .execute();
  return leagues.map((league) => ({
    id: league.id,
    name: league.name,
    gms: gms
      .filter((gm) => gm.league_id === league.id)
      .map((gm) => ({ userId: gm.user_id, username: gm.username, teamName: gm.team_name })),
  }));
}

/** Makes `toUserId` the league's commissioner; false when the user no longer ran it. */
export async function handOverLeague(
  db: Db,
  league: { leagueId: number; fromUserId: number; toUserId: number },
): Promise<boolean> {
  const result = await db
    .updateTable('leagues')
    .set({ commissioner_id: league.toUserId })
    .where('id', '=', league.leagueId)
    .where('commissioner_id', '=', league.fromUserId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function closeLeague(db: Db, leagueId: number, at: string): Promise<void> {
  await db.updateTable('leagues').set({ closed_at: at }).where('id', '=', leagueId).execute();
}

export function teamsOfLeague(db: Db, leagueId: number) {
  return db.selectFrom('teams').selectAll().where('league_id', '=', leagueId).orderBy('id').execute();
}

/** The teams the user manages, each with whether its league is closed. */
export function seatsOfUser(db: Db, userId: number) {
  return db
    .selectFrom('teams')
    .innerJoin('leagues', 'leagues.id', 'teams.league_id')
    .selectAll('teams')
    .select('leagues.closed_at as league_closed_at')
    .where('teams.gm_user_id', '=', userId)
    .orderBy('teams.id')
    .execute();
}

/** Withdraws every still-pending application of the user, in any league. */
export async function withdrawPendingApplications(db: Db, userId: number, at: string): Promise<void> {
  await db
    .updateTable('applications')
    .set({ status: 'withdrawn', decided_at: at })
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .execute();
}

/** The user's sign-ins not yet ended, so their live streams can be closed once the deletion commits. */
export async function liveSessionFamilies(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('refresh_tokens')
    .select('family')
    .distinct()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  return rows.map((row) => row.family);
}

/**
 * What the account kept for the user alone: verifications, password resets, a waiting e-mail change, the
 * provider identities it signs in with, notifications and their settings, activity.
 */
export async function forgetUserRecords(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('email_verifications').where('user_id', '=', userId).execute();
  await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
  await db.deleteFrom('email_changes').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_identities').where('user_id', '=', userId).execute();
  await db.deleteFrom('notifications').where('user_id', '=', userId).execute();
  await db.deleteFrom('notification_preferences').where('user_id', '=', userId).execute();
  await db.deleteFrom('notification_digests').where('user_id', '=', userId).execute();
  await db.deleteFrom('gm_activity').where('user_id', '=', userId).execute();
  // A deleted account's bots stop at once (docs/decisions/088).
  await db.deleteFrom('api_tokens').where('user_id', '=', userId).execute();
}

/**
 * The row stays, for the messages and history that name it, with nothing of the person left: a
 * username and e-mail that no sign-up can take (`~` is not allowed in either) free the real ones,
 * and a password hash no password matches.
 */
export async function anonymiseUser(db: Db, userId: number, at: string): Promise<void> {
  const placeholder = `~deleted-${userId}`;
  await db
    .updateTable('users')
    .set({
      username: placeholder,
      username_key: placeholder,
      email: placeholder,
      password_hash: '!deleted',
      gm_name: null,
      favorite_team: null,
      prefers_to: null,
      email_verified_at: null,
      deleted_at: at,
    })
    .where('id', '=', userId)
    .execute();
}
