import type { Db } from '../../db/schema';

/**
 * The facts a league event's time is decided from: the league's zone, its simulated day, its games played;
 * undefined for a league that is no longer stored (a notice of its deletion).
 */
export async function leagueTimeFacts(db: Db, leagueId: number) {
  const [league, played] = await Promise.all([
    db
      .selectFrom('leagues')
      .select(['time_zone', 'simulated_to'])
      .where('id', '=', leagueId)
      .executeTakeFirst(),
    db
      .selectFrom('games')
      .select((eb) => eb.fn.max('start_at').as('start_at'))
      .where('league_id', '=', leagueId)
      .where('status', '=', 'final')
      .executeTakeFirst(),
  ]);
  if (!league) return undefined;
  return { ...league, played_through: (played?.start_at as string | null | undefined) ?? null };
}
