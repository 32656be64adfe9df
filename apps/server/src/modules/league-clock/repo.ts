import type { Db } from '../../db/schema';

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

/** The start of the season's last final game of any type; null before one is played. */
export async function lastFinalGameStart(db: Db, seasonId: number): Promise<string | null> {
  const row = await db
    .selectFrom('games')
    .select((eb) => eb.fn.max('start_at').as('start'))
    .where('season_id', '=', seasonId)
    .where('status', '=', 'final')
    .executeTakeFirstOrThrow();
  return (row.start as string | null) ?? null;
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
