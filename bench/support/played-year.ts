// One year of a league as it is lived: its regular season and playoffs simulated, then its offseason day by
// day (the re-signing window, free agency's rounds with the AI teams' offers and the players' decisions),
// as the commissioner's "simulate ahead" moves it (bench:decade, docs/decisions/056).
import { addDays, NHL_CONTRACT_SETTINGS } from '@rinkside/domain';
import { finalDay } from '../../apps/server/src/modules/free-agency/repo';
import { simulateDueGames } from '../../apps/server/src/modules/games/simulate';
import { advance } from '../../apps/server/src/modules/league-clock/advance';
import type { TestApp } from '../../apps/server/test/support/test-app';
import { regularSeasonSpan } from './season-phases';

interface LeagueOfBench {
  leagueId: number;
  userId: number;
}

/** Free agency's calendar in days after the final, with a day to spare for the last decisions. */
const s = NHL_CONTRACT_SETTINGS;
const OFFSEASON_DAYS =
  s.freeAgencyOpensDaysAfterFinal + Math.ceil((s.freeAgencyRounds * s.freeAgencyRoundHours) / 24) + 2;

export async function playYear(t: TestApp, league: LeagueOfBench): Promise<{ games: number }> {
  const span = await regularSeasonSpan(t, league.leagueId);
  let games = 0;
  for (;;) {
    const n = await simulateDueGames(t.ctx, { until: span.lastStart, leagueId: league.leagueId, limit: 200 });
    games += n;
    if (n === 0) break;
  }
  // The playoffs to the final, the clock left on the final's day.
  for (let round = 0; round < 8; round += 1) {
    const { clock, played } = await advance(t.ctx, league.leagueId, league.userId, { to: 'phase' });
    games += played;
    if (clock.phase === 'offseason') break;
  }
  const season = await t.ctx.database.db
    .selectFrom('seasons')
    .select('id')
    .where('league_id', '=', league.leagueId)
    .where('active', '=', 1)
    .executeTakeFirstOrThrow();
  const final = await finalDay(t.ctx.database.db, season.id);
  if (final === null) throw new Error('The season ended with no final');
  for (let day = 1; day <= OFFSEASON_DAYS; day += 1)
    await advance(t.ctx, league.leagueId, league.userId, { to: 'date', date: addDays(final, day) });
  return { games };
}
