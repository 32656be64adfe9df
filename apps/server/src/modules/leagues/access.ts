import { isLeagueMember, isMembersOnly, recruitsUser } from './access-repo';
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
