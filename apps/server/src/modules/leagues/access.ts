import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db } from './repo';

/**
 * What a user may read of a league (docs/decisions/059):
 * - `league`: all of it. A public league, or a members-only league the user is a member of.
 * - `recruitment`: only its recruitment (the listing and applying): a members-only league that has an
 *   open recruitment (listed for everyone) or to which the user has an application still pending.
 * - `none`: nothing; its routes answer as for a league that does not exist.
 * A league that does not exist is `league`: its routes answer their own 404.
 */
export type LeagueAccess = 'league' | 'recruitment' | 'none';

/**
 * Whether the user is one of the league's members: its commissioner or the GM of one of its teams
 * (co-commissioners are GMs of the league). The one place membership is decided: another kind of member
 * is added here.
 */
export async function isLeagueMember(db: Db, leagueId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('leagues')
    .select('leagues.id')
    .where('leagues.id', '=', leagueId)
    .where(memberOfLeague(userId))
    .executeTakeFirst();
  return row !== undefined;
}

/** The condition on a `leagues` row that the user is one of its members, for queries over many leagues. */
export function memberOfLeague(userId: number) {
  return (eb: ExpressionBuilder<Database, 'leagues'>) =>
    eb.or([
      eb('leagues.commissioner_id', '=', userId),
      eb.exists(
        eb
          .selectFrom('teams')
          .select('teams.id')
          .whereRef('teams.league_id', '=', 'leagues.id')
          .where('teams.gm_user_id', '=', userId),
      ),
    ]);
}

/** A members-only league's recruitment is open to the user: it recruits, or the user's application waits. */
async function recruitsUser(db: Db, leagueId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('recruitments')
    .leftJoin('applications', (join) =>
      join
        .onRef('applications.recruitment_id', '=', 'recruitments.id')
        .on('applications.user_id', '=', userId)
        .on('applications.status', '=', 'pending'),
    )
    .select('recruitments.id')
    .where('recruitments.league_id', '=', leagueId)
    .where((eb) => eb.or([eb('recruitments.status', '=', 'open'), eb('applications.id', 'is not', null)]))
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the league exists and is members-only. */
export async function isMembersOnly(db: Db, leagueId: number): Promise<boolean> {
  const league = await db
    .selectFrom('leagues')
    .select('visibility')
    .where('id', '=', leagueId)
    .executeTakeFirst();
  return league?.visibility === 'members';
}

export async function leagueAccess(db: Db, leagueId: number, userId: number): Promise<LeagueAccess> {
  if (!(await isMembersOnly(db, leagueId))) return 'league';
  if (await isLeagueMember(db, leagueId, userId)) return 'league';
  return (await recruitsUser(db, leagueId, userId)) ? 'recruitment' : 'none';
}

/** The leagues of `leagueIds` the user may read all of, in their order. */
export async function readableLeagues<T extends { id: number }>(
  db: Db,
  leagues: readonly T[],
  userId: number,
): Promise<T[]> {
  const access = await Promise.all(leagues.map((l) => leagueAccess(db, l.id, userId)));
  return leagues.filter((_, i) => access[i] === 'league');
}
