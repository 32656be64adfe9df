import { generateSeasonSchedule } from '../../apps/server/src/modules/games/service';
import { createLeague } from '../../apps/server/src/modules/leagues/create-league';
import type { TestApp } from '../../apps/server/test/support/test-app';

/**
 * An NHL-size league for a bench that lives it year by year (bench:decade, bench:economy): its commissioner
 * written straight into the database, and, when its seasons are played, its first 82-game schedule.
 */
export async function livedLeague(t: TestApp, name: string, options: { schedule: boolean }) {
  const { db } = t.ctx.database;
  const username = name.toLowerCase().replace(/\W+/g, '-');
  const user = await db
    .insertInto('users')
    .values({
      email: `${username}@example.com`,
      username,
      username_key: username,
      password_hash: 'x',
      created_at: new Date(0).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: leagueId } = await createLeague(t.ctx, user.id, { name: `${name} bench` });
  if (options.schedule)
    await generateSeasonSchedule(t.ctx, leagueId, user.id, {
      gamesPerTeam: 82,
      playPastGames: true,
      startDate: '2026-10-07',
      endDate: '2027-04-15',
    });
  return { leagueId, userId: user.id };
}
