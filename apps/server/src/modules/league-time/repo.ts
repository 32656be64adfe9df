import type { Db } from '../../db/schema';

/**
 * The facts a league event's time is decided from, in one read: the league's zone, its simulated day and
 * the start of its last final game; undefined for a league that is no longer stored (a notice of its
 * deletion). Every news item, transaction and notification reads these, so it is one indexed lookup.
 */
export async function leagueTimeFacts(db: Db, leagueId: number) {
  const league = await db
    .selectFrom('leagues')
    .select((eb) => [
      'time_zone',
      'simulated_to',
      eb
        .selectFrom('games')
        .select((games) => games.fn.max('start_at').as('start_at'))
        .where('league_id', '=', leagueId)
        .where('status', '=', 'final')
        .as('played_through'),
    ])
    .where('id', '=', leagueId)
    .executeTakeFirst();
  if (!league) return undefined;
  return {
    time_zone: league.time_zone,
    simulated_to: league.simulated_to,
    played_through: (league.played_through as string | null | undefined) ?? null,
  };
}
