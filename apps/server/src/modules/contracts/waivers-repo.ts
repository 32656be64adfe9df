import { WAIVER_HOURS } from '@rinkside/domain';
import type { Insertable, Selectable } from 'kysely';
import { databaseErrorKind } from '../../db/errors';
import type { PlayersTable, TeamsTable } from '../../db/schema';
import type { WaiverClaimsTable, WaiversTable } from '../../db/schema-contracts';
import { conflict } from '../../http/errors';
import type { Db, LeagueRow } from '../leagues/api';

type WaiverRow = Selectable<WaiversTable>;
type PlayerRow = Selectable<PlayersTable>;
type TeamRow = Selectable<TeamsTable>;

/** The start year of the league's active season (its first season's while none is active). */
export async function activeSeasonYear(
  db: Db,
  league: Pick<LeagueRow, 'id' | 'start_year'>,
): Promise<number> {
  const season = await db
    .selectFrom('seasons')
    .select('start_year')
    .where('league_id', '=', league.id)
    .where('active', '=', 1)
    .executeTakeFirst();
  return season?.start_year ?? league.start_year;
}

/** The team's players on open waivers: player id → waiver id. */
export async function openWaiversOfTeam(db: Db, teamId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('waivers')
    .select(['id', 'player_id'])
    .where('from_team_id', '=', teamId)
    .where('state', '=', 'open')
    .execute();
  return new Map(rows.map((r) => [r.player_id, r.id]));
}

const HOUR_MS = 3_600_000;

/** Puts a player on waivers for WAIVER_HOURS of the league's clock; a second placement at once is a 409. */
export async function placeOnWaivers(
  db: Db,
  waiver: {
    league: Pick<LeagueRow, 'id'>;
    playerId: number;
    fromTeamId: number;
    headedTo: 'minors' | 'release';
    at: Date;
  },
): Promise<number> {
  try {
    const { id } = await db
      .insertInto('waivers')
      .values({
        league_id: waiver.league.id,
        player_id: waiver.playerId,
        from_team_id: waiver.fromTeamId,
        headed_to: waiver.headedTo,
        placed_at: waiver.at.toISOString(),
        ends_at: new Date(waiver.at.getTime() + WAIVER_HOURS * HOUR_MS).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  } catch (error) {
    if (databaseErrorKind(error) === 'unique-violation') throw conflict('That player is already on waivers.');
    throw error;
  }
}

/** A player on the open waiver wire, with the team that waived him. */
export interface OpenWaiverRow
  extends
    Pick<WaiverRow, 'id' | 'headed_to' | 'placed_at' | 'ends_at' | 'from_team_id'>,
    Pick<
      PlayerRow,
      'first_name' | 'last_name' | 'position' | 'age' | 'overall' | 'cap_hit' | 'contract_years'
    > {
  team_name: string;
  player_id: number;
}

/** The league's open waiver wire, the soonest to end first. */
export function openWaivers(db: Db, leagueId: number): Promise<OpenWaiverRow[]> {
  return db
    .selectFrom('waivers as w')
    .innerJoin('players as p', 'p.id', 'w.player_id')
    .innerJoin('teams as t', 't.id', 'w.from_team_id')
    .select([
      'w.id',
      'w.headed_to',
      'w.placed_at',
      'w.ends_at',
      'w.from_team_id',
      't.name as team_name',
      'p.id as player_id',
      'p.first_name',
      'p.last_name',
      'p.position',
      'p.age',
      'p.overall',
      'p.cap_hit',
      'p.contract_years',
    ])
    .where('w.league_id', '=', leagueId)
    .where('w.state', '=', 'open')
    .orderBy('w.ends_at')
    .orderBy('w.id')
    .execute();
}

/** The waivers the team has claimed a player on. */
export function claimsOfTeam(
  db: Db,
  teamId: number,
): Promise<Pick<Selectable<WaiverClaimsTable>, 'waiver_id'>[]> {
  return db.selectFrom('waiver_claims').select('waiver_id').where('team_id', '=', teamId).execute();
}

/** A team's claim on a waiver; false when the team had already claimed it. */
export async function insertClaim(db: Db, claim: Insertable<WaiverClaimsTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('waiver_claims')
    .values(claim)
    .onConflict((oc) => oc.columns(['waiver_id', 'team_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 0;
}

/** The leagues with open waivers, by id. */
export async function leaguesWithOpenWaivers(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('waivers')
    .select('league_id')
    .distinct()
    .where('state', '=', 'open')
    .orderBy('league_id')
    .execute();
  return rows.map((row) => row.league_id);
}

/** The league's open waivers that ended by `instant` on its clock, the first to end first. */
export function dueWaivers(db: Db, leagueId: number, instant: string): Promise<Pick<WaiverRow, 'id'>[]> {
  return db
    .selectFrom('waivers')
    .select('id')
    .where('league_id', '=', leagueId)
    .where('state', '=', 'open')
    .where('ends_at', '<=', instant)
    .orderBy('ends_at')
    .orderBy('id')
    .execute();
}

/** Marks an open waiver as being resolved; false when it was resolved already. */
export async function claimResolution(db: Db, waiverId: number, at: string): Promise<boolean> {
  const claimed = await db
    .updateTable('waivers')
    .set({ resolved_at: at })
    .where('id', '=', waiverId)
    .where('state', '=', 'open')
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export function waiverById(db: Db, waiverId: number): Promise<WaiverRow> {
  return db.selectFrom('waivers').selectAll().where('id', '=', waiverId).executeTakeFirstOrThrow();
}

export function playerById(db: Db, playerId: number): Promise<PlayerRow> {
  return db.selectFrom('players').selectAll().where('id', '=', playerId).executeTakeFirstOrThrow();
}

export function teamById(db: Db, teamId: number): Promise<TeamRow> {
  return db.selectFrom('teams').selectAll().where('id', '=', teamId).executeTakeFirstOrThrow();
}

/** The teams that claimed the player on the waiver. */
export function claimantsOf(
  db: Db,
  waiverId: number,
): Promise<Pick<Selectable<WaiverClaimsTable>, 'team_id'>[]> {
  return db.selectFrom('waiver_claims').select('team_id').where('waiver_id', '=', waiverId).execute();
}

/** The waiver's end: claimed by the winning team, or cleared. */
export async function endWaiver(
  db: Db,
  waiverId: number,
  end: { state: 'claimed' | 'cleared'; claimedBy: number | null },
): Promise<void> {
  await db
    .updateTable('waivers')
    .set({ state: end.state, claimed_by_team_id: end.claimedBy })
    .where('id', '=', waiverId)
    .execute();
}

/** The league's teams' ids. */
export function teamIdsOfLeague(db: Db, leagueId: number): Promise<Pick<TeamRow, 'id'>[]> {
  return db.selectFrom('teams').select('id').where('league_id', '=', leagueId).execute();
}
