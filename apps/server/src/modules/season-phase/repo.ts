import type { SeasonPhase } from '@rinkside/domain';
import type { Db } from '../../db/schema';

// A season's phase, its first day and its regular-season games: what the games, the playoffs and the league
// clock all read and move, kept below each of them (docs/decisions/072).

/**
 * The one way a season's phase changes: a single conditional UPDATE from the phase expected, so two
 * requests racing make the change once. True when this call made it.
 */
export async function changePhase(
  db: Db,
  seasonId: number,
  change: { from: SeasonPhase; to: SeasonPhase },
): Promise<boolean> {
  const result = await db
    .updateTable('seasons')
    .set({ phase: change.to })
    .where('id', '=', seasonId)
    .where('phase', '=', change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A generated schedule opens its season on its first day (unless the commissioner set one) and says how
 * many regular-season games it planned: the playoffs start by themselves once that many are final.
 */
export async function openSeasonWithSchedule(
  db: Db,
  seasonId: number,
  schedule: { firstDay: string; regularGames: number },
): Promise<void> {
  await db
    .updateTable('seasons')
    .set({ planned_regular_games: schedule.regularGames })
    .where('id', '=', seasonId)
    .execute();
  await db
    .updateTable('seasons')
    .set({ start_date: schedule.firstDay })
    .where('id', '=', seasonId)
    .where('start_date', 'is', null)
    .execute();
}

/** The season's regular-season games: how many, how many still scheduled, and their first and last days. */
export async function regularSeasonSpan(db: Db, seasonId: number) {
  const row = await db
    .selectFrom('games')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'scheduled').then(1).else(0).end()).as('scheduled'),
      eb.fn.min('game_date').as('first_day'),
      eb.fn.max('game_date').as('last_day'),
    ])
    .where('season_id', '=', seasonId)
    .where('game_type', '=', 'regular')
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    scheduled: Number(row.scheduled ?? 0),
    firstDay: (row.first_day as string | null) ?? null,
    lastDay: (row.last_day as string | null) ?? null,
  };
}
