import { generateSeasonSchedule } from '../../apps/server/src/modules/games/service';
import { simulateDueGames } from '../../apps/server/src/modules/games/simulate';
import { createLeague } from '../../apps/server/src/modules/leagues/create-league';
import type { TestApp } from '../../apps/server/test/support/test-app';
import { type Phase, timed } from './season-report';
import { type PlayoffsPlayed, playPlayoffs, regularSeasonSpan, rollOver } from './season-phases';

const BATCH = Number(process.env.SEASON_BATCH ?? 200);

export interface BenchSeason {
  /** Games the schedule created, and those the regular season stored. */
  scheduled: number;
  regular: Phase & { result: number };
  /** Stats rows of the regular season's skaters. */
  playerRows: number;
  playoffs: Phase & { result: PlayoffsPlayed };
  rollover: Phase & { result: Awaited<ReturnType<typeof rollOver>> };
  whole: Phase;
}

/**
 * One NHL league's season in the app, timed phase by phase: its commissioner `n` creates it, schedules 82
 * games a team, then the regular season is stored in batches, the playoffs played to a champion and the
 * league rolled over to its next season.
 */
export async function playBenchSeason(t: TestApp, n: number): Promise<BenchSeason> {
  const { db } = t.ctx.database;
  const user = await db
    .insertInto('users')
    .values({
      email: `bench${n}@example.com`,
      username: `bench${n}`,
      username_key: `bench${n}`,
      password_hash: 'x',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: leagueId } = await createLeague(t.ctx, user.id, { name: `Season bench ${n}` });
  const generated = await generateSeasonSchedule(t.ctx, leagueId, user.id, {
    gamesPerTeam: 82,
    playPastGames: true,
    startDate: '2026-10-07',
    endDate: '2027-04-15',
  });
  const league = { leagueId, userId: user.id };
  const span = await regularSeasonSpan(t, leagueId);

  // Through the last regular-season game only: the batch that plays it also starts the playoffs.
  const regular = await timed(async () => {
    let simulated = 0;
    for (;;) {
      const stored = await simulateDueGames(t.ctx, { until: span.lastStart, leagueId, limit: BATCH });
      simulated += stored;
      if (stored === 0) return simulated;
    }
  });
  // Counted before the playoffs add theirs, so the row count stays the regular season's.
  const rows = await db
    .selectFrom('player_game_stats as s')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('g.league_id', '=', leagueId)
    .executeTakeFirstOrThrow();
  const playoffs = await timed(() => playPlayoffs(t, league, span.lastDay));
  const rollover = await timed(() => rollOver(t, league));
  const phases = [regular, playoffs, rollover];
  const sum = (of: (p: Phase) => number) => phases.reduce((total, p) => total + of(p), 0);
  return {
    scheduled: 'created' in generated ? generated.created : 0,
    regular,
    playerRows: Number(rows.n),
    playoffs,
    rollover,
    whole: {
      seconds: sum((p) => p.seconds),
      cpuSeconds: sum((p) => p.cpuSeconds),
      mainThreadSeconds: sum((p) => p.mainThreadSeconds),
    },
  };
}
