import { sql } from 'kysely';
import type { Db } from '../../db/schema';

// GM seats' activity (docs/decisions/036). A row counts only while its user is the team's GM.

/** The seat's time away is measured from here: the last activity, else when the watch began. */
const awaySince = sql<string>`coalesce(gm_activity.last_active_at, gm_activity.tracked_since)`;

/**
 * Records the GM's activity on their seat in the league, unless it was recorded after `throttledBefore`
 * (a few minutes ago). Starts a new stretch: the nudge is forgotten. Does nothing for a user who is no
 * GM in the league.
 */
export async function recordActivity(
  db: Db,
  seat: { leagueId: number; userId: number; at: string; throttledBefore: string },
) {
  const team = await db
    .selectFrom('teams')
    .select('id')
    .where('league_id', '=', seat.leagueId)
    .where('gm_user_id', '=', seat.userId)
    .executeTakeFirst();
  if (!team) return;
  const fresh = { user_id: seat.userId, last_active_at: seat.at, nudged_at: null };
  await db
    .insertInto('gm_activity')
    .values({ team_id: team.id, tracked_since: seat.at, autopilot_at: null, ...fresh })
    .onConflict((oc) =>
      oc
        .column('team_id')
        .doUpdateSet(fresh)
        .where((eb) =>
          eb.or([
            eb('gm_activity.user_id', '<>', seat.userId),
            eb('gm_activity.last_active_at', 'is', null),
            eb('gm_activity.last_active_at', '<', seat.throttledBefore),
          ]),
        ),
    )
    .execute();
}

/** Takes the GM's team in the league off autopilot; the team ids it was on for (none or one). */
export async function endAutopilot(db: Db, seat: { leagueId: number; userId: number }) {
  const rows = await db
    .updateTable('gm_activity')
    .set({ autopilot_at: null })
    .where('user_id', '=', seat.userId)
    .where('autopilot_at', 'is not', null)
    .where('team_id', 'in', (eb) =>
      eb
        .selectFrom('teams')
        .select('id')
        .where('league_id', '=', seat.leagueId)
        .where('gm_user_id', '=', seat.userId),
    )
    .returning('team_id')
    .execute();
  return rows.map((row) => row.team_id);
}

/**
 * Starts watching every filled seat without a row, or whose row is a former GM's: from `at`, nothing
 * seen yet. Safe twice at once: both write the same.
 */
export async function watchNewSeats(db: Db, at: string) {
  const seats = await db
    .selectFrom('teams')
    .leftJoin('gm_activity', 'gm_activity.team_id', 'teams.id')
    .select(['teams.id', 'teams.gm_user_id'])
    .where('teams.gm_user_id', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('gm_activity.team_id', 'is', null),
        eb('gm_activity.user_id', '<>', eb.ref('teams.gm_user_id')),
      ]),
    )
    .execute();
  for (const seat of seats) {
    if (seat.gm_user_id === null) continue;
    const fresh = {
      user_id: seat.gm_user_id,
      tracked_since: at,
      last_active_at: null,
      nudged_at: null,
      autopilot_at: null,
    };
    await db
      .insertInto('gm_activity')
      .values({ team_id: seat.id, ...fresh })
      .onConflict((oc) =>
        oc.column('team_id').doUpdateSet(fresh).where('gm_activity.user_id', '<>', seat.gm_user_id),
      )
      .execute();
  }
}

/** Every watched seat of the leagues given (all leagues when none), with its league's settings. */
export function listSeats(db: Db, scope: { leagueId?: number; teamId?: number } = {}) {
  let query = db
    .selectFrom('gm_activity')
    .innerJoin('teams', (join) =>
      join
        .onRef('teams.id', '=', 'gm_activity.team_id')
        .onRef('teams.gm_user_id', '=', 'gm_activity.user_id'),
    )
    .innerJoin('leagues', 'leagues.id', 'teams.league_id')
    .select([
      'gm_activity.team_id',
      'gm_activity.user_id',
      'gm_activity.tracked_since',
      'gm_activity.last_active_at',
      'gm_activity.nudged_at',
      'gm_activity.autopilot_at',
      'teams.name as team_name',
      'leagues.id as league_id',
      'leagues.name as league_name',
      'leagues.inactivity_settings',
      'leagues.closed_at as league_closed_at',
    ])
    .select(awaySince.as('away_since'))
    .orderBy('gm_activity.team_id');
  if (scope.leagueId !== undefined) query = query.where('leagues.id', '=', scope.leagueId);
  if (scope.teamId !== undefined) query = query.where('teams.id', '=', scope.teamId);
  return query.execute();
}
export type SeatRow = Awaited<ReturnType<typeof listSeats>>[number];

/**
 * Marks the stretch away that began at `awaySince` as nudged, or as on autopilot; false when another
 * process did first, or the GM came back meanwhile.
 */
export async function markStretch(
  db: Db,
  seat: { teamId: number; userId: number; awaySince: string },
  column: 'nudged_at' | 'autopilot_at',
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('gm_activity')
    .set({ [column]: at })
    .where('team_id', '=', seat.teamId)
    .where('user_id', '=', seat.userId)
    .where(column, 'is', null)
    .where(awaySince, '=', seat.awaySince)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Drops the seat's row as its GM leaves; false when it was gone (vacated by another request). */
export async function forgetSeat(db: Db, seat: { teamId: number; userId: number }): Promise<boolean> {
  const result = await db
    .deleteFrom('gm_activity')
    .where('team_id', '=', seat.teamId)
    .where('user_id', '=', seat.userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function saveSettings(db: Db, leagueId: number, json: string) {
  await db.updateTable('leagues').set({ inactivity_settings: json }).where('id', '=', leagueId).execute();
}

/** A team, by id, or undefined. */
export function findTeamById(db: Db, teamId: number) {
  return db.selectFrom('teams').selectAll().where('id', '=', teamId).executeTakeFirst();
}

/** A team's name, or undefined when there is no such team. */
export function findTeamName(db: Db, teamId: number) {
  return db.selectFrom('teams').select('name').where('id', '=', teamId).executeTakeFirst();
}

/** A GM's username, and when his account was deleted (throws when there is no such user). */
export function gmUsername(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['username', 'deleted_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}
