import { generateSeasonSchedule } from '../../apps/server/src/modules/games/service';
import { simulateDueGames } from '../../apps/server/src/modules/games/simulate';
import { createLeague } from '../../apps/server/src/modules/leagues/create-league';
import type { TestApp } from '../../apps/server/test/support/test-app';

/** An NHL-mode league with its 1,312-game season simulated; returns its id and commissioner. */
export async function fullSeason(t: TestApp): Promise<{ leagueId: number; userId: number }> {
  const { db } = t.ctx.database;
  const user = await db
    .insertInto('users')
    .values({
      email: 'bench@example.com',
      username: 'bench',
      username_key: 'bench',
      password_hash: 'x',
      email_verified_at: new Date().toISOString(),
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: leagueId } = await createLeague(t.ctx, user.id, { name: 'Bench league' });
  await generateSeasonSchedule(t.ctx, leagueId, user.id, {
    gamesPerTeam: 82,
    playPastGames: true,
    startDate: '2026-10-07',
    endDate: '2027-04-15',
  });
  while ((await simulateDueGames(t.ctx, { until: new Date('2100-01-01'), leagueId, limit: 200 })) > 0);
  return { leagueId, userId: user.id };
}
