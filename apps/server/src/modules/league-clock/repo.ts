import type { SeasonPhase } from '@rinkside/domain';
import type { Db } from '../leagues/repo';

/** The league's zone and simulated-to day with its active season's phase and dates. */
export function findClockState(db: Db, leagueId: number) {
  return db
    .selectFrom('leagues')
    .innerJoin('seasons', (join) =>
      join.onRef('seasons.league_id', '=', 'leagues.id').on('seasons.active', '=', 1),
    )
    .select([
      'leagues.id as league_id',
      'leagues.time_zone',
      'leagues.simulated_to',
      'seasons.id as season_id',
      'seasons.name as season_name',
      'seasons.phase',
      'seasons.start_date',
      'seasons.end_date',
    ])
    .where('leagues.id', '=', leagueId)
    .executeTakeFirst();
}
export type ClockState = NonNullable<Awaited<ReturnType<typeof findClockState>>>;

/** The day of the season's last game of any type; null without games. */
export async function lastGameDay(db: Db, seasonId: number): Promise<string | null> {
  const row = await db
    .selectFrom('games')
    .select((eb) => eb.fn.max('game_date').as('day'))
    .where('season_id', '=', seasonId)
    .executeTakeFirstOrThrow();
  return (row.day as string | null) ?? null;
}

/** Moves the simulated-to day forward to `day`; never back (a concurrent advance may have gone further). */
export async function moveSimulatedTo(db: Db, leagueId: number, day: string): Promise<void> {
  await db
    .updateTable('leagues')
    .set({ simulated_to: day })
    .where('id', '=', leagueId)
    .where((eb) => eb.or([eb('simulated_to', 'is', null), eb('simulated_to', '<', day)]))
    .execute();
}

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

/** The season opens on `day` unless it already has a first day. */
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

export async function setSeasonDates(
  db: Db,
  seasonId: number,
  dates: { startDate: string | null; endDate: string | null },
): Promise<void> {
  await db
    .updateTable('seasons')
    .set({ start_date: dates.startDate, end_date: dates.endDate })
    .where('id', '=', seasonId)
    .execute();
}

/** How many of the season's games fall outside the days given (null: open on that side). */
export async function countGamesOutside(
  db: Db,
  seasonId: number,
  dates: { startDate: string | null; endDate: string | null },
): Promise<number> {
  const { startDate, endDate } = dates;
  if (startDate === null && endDate === null) return 0;
  const row = await db
    .selectFrom('games')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('season_id', '=', seasonId)
    .where((eb) =>
      eb.or([
        ...(startDate === null ? [] : [eb('game_date', '<', startDate)]),
        ...(endDate === null ? [] : [eb('game_date', '>', endDate)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
