import { z } from 'zod';
import { readJsonColumn } from '../../db/json-column';
import type { Selectable, Updateable } from 'kysely';
import type { DraftsTable } from '../../db/schema-draft';
import type { Db } from '../../db/schema';

export type DraftRow = Selectable<DraftsTable>;

export function findDraftOfSeason(db: Db, seasonId: number): Promise<DraftRow | undefined> {
  return db.selectFrom('drafts').selectAll().where('season_id', '=', seasonId).executeTakeFirst();
}

export function findSeason(db: Db, leagueId: number, seasonId: number | undefined) {
  let query = db.selectFrom('seasons').selectAll().where('league_id', '=', leagueId);
  query = seasonId === undefined ? query.where('active', '=', 1) : query.where('id', '=', seasonId);
  return query.executeTakeFirst();
}
export type SeasonRow = NonNullable<Awaited<ReturnType<typeof findSeason>>>;

/**
 * Moves the draft on from the version it was read at: the one conditional UPDATE every change makes
 * (docs/decisions/049). False when another change got there first (nothing is updated).
 */
export async function claimDraft(
  db: Db,
  draft: Pick<DraftRow, 'id' | 'version' | 'status' | 'on_clock'>,
  changes: Updateable<DraftsTable>,
): Promise<boolean> {
  let query = db
    .updateTable('drafts')
    .set({ ...changes, version: draft.version + 1 })
    .where('id', '=', draft.id)
    .where('version', '=', draft.version)
    .where('status', '=', draft.status);
  query =
    draft.on_clock === null
      ? query.where('on_clock', 'is', null)
      : query.where('on_clock', '=', draft.on_clock);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The draft's pick slots (draft_picks of its year with an overall), first pick first, with their teams. */
export function listSlots(db: Db, leagueId: number, year: number) {
  return db
    .selectFrom('draft_picks as p')
    .innerJoin('teams as o', 'o.id', 'p.original_team_id')
    .innerJoin('teams as w', 'w.id', 'p.owner_team_id')
    .leftJoin('players as pl', 'pl.id', 'p.player_id')
    .select([
      'p.id',
      'p.overall',
      'p.round',
      'p.original_team_id',
      'p.owner_team_id',
      'p.player_id',
      'p.source',
      'p.made_at',
      'o.name as original_name',
      'o.abbreviation as original_abbreviation',
      'w.name as owner_name',
      'w.abbreviation as owner_abbreviation',
      'w.gm_user_id as owner_gm_user_id',
      'pl.first_name',
      'pl.last_name',
      'pl.position',
      'pl.country',
    ])
    .where('p.league_id', '=', leagueId)
    .where('p.year', '=', year)
    .where('p.overall', 'is not', null)
    .orderBy('p.overall')
    .execute();
}
export type SlotRow = Awaited<ReturnType<typeof listSlots>>[number];

/** The draft class: every prospect of the year with his player row and, once taken, his pick. */
export function listClass(db: Db, leagueId: number, year: number) {
  return db
    .selectFrom('draft_prospects as d')
    .innerJoin('players as p', 'p.id', 'd.player_id')
    .leftJoin('draft_picks as k', (join) =>
      join.onRef('k.player_id', '=', 'p.id').on('k.year', '=', year).on('k.league_id', '=', leagueId),
    )
    .leftJoin('teams as t', 't.id', 'k.owner_team_id')
    .select([
      'p.id',
      'p.first_name',
      'p.last_name',
      'p.position',
      'p.age',
      'p.country',
      'p.handedness',
      'p.height',
      'p.weight',
      'p.overall',
      'p.potential',
      'p.status',
      'd.scout_bias',
      'd.scouting_note',
      'd.re_entry',
      'k.overall as drafted_overall',
      't.id as drafted_team_id',
      't.name as drafted_team_name',
      't.abbreviation as drafted_team_abbreviation',
    ])
    .where('d.league_id', '=', leagueId)
    .where('d.year', '=', year)
    .orderBy('p.id')
    .execute();
}
export type ClassRow = Awaited<ReturnType<typeof listClass>>[number];

export async function findQueue(db: Db, draftId: number, teamId: number): Promise<number[]> {
  const row = await db
    .selectFrom('draft_queues')
    .select('player_ids')
    .where('draft_id', '=', draftId)
    .where('team_id', '=', teamId)
    .executeTakeFirst();
  return row
    ? readJsonColumn(z.array(z.number().int()), row.player_ids, `draft queue of team ${teamId}`)
    : [];
}

/** Every team's queue in the draft, by team: read once by a run of automatic picks. */
export async function listQueues(db: Db, draftId: number): Promise<Map<number, number[]>> {
  const rows = await db
    .selectFrom('draft_queues')
    .select(['team_id', 'player_ids'])
    .where('draft_id', '=', draftId)
    .execute();
  return new Map(
    rows.map((row) => [
      row.team_id,
      readJsonColumn(z.array(z.number().int()), row.player_ids, `draft queue of team ${row.team_id}`),
    ]),
  );
}

export async function saveQueue(
  db: Db,
  input: { draftId: number; teamId: number; playerIds: number[]; at: string },
): Promise<void> {
  const playerIds = JSON.stringify(input.playerIds);
  await db
    .insertInto('draft_queues')
    .values({ draft_id: input.draftId, team_id: input.teamId, player_ids: playerIds, updated_at: input.at })
    .onConflict((oc) =>
      oc.columns(['draft_id', 'team_id']).doUpdateSet({ player_ids: playerIds, updated_at: input.at }),
    )
    .execute();
}

/** Creates the season's draft, upcoming; undefined when the season has one already. */
export function insertDraft(
  db: Db,
  draft: { leagueId: number; seasonId: number; year: number; at: string },
): Promise<{ id: number } | undefined> {
  return db
    .insertInto('drafts')
    .values({
      league_id: draft.leagueId,
      season_id: draft.seasonId,
      year: draft.year,
      status: 'upcoming',
      created_at: draft.at,
    })
    .onConflict((oc) => oc.column('season_id').doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** The lotteries held in the league's drafts after `afterYear` and before `beforeYear`. */
export function listLotteriesBetween(
  db: Db,
  leagueId: number,
  years: { afterYear: number; beforeYear: number },
): Promise<{ lottery: string | null }[]> {
  return db
    .selectFrom('drafts')
    .select('lottery')
    .where('league_id', '=', leagueId)
    .where('year', '<', years.beforeYear)
    .where('year', '>', years.afterYear)
    .where('lottery', 'is not', null)
    .execute();
}

/** The running drafts whose clock ran out at `at`, soonest first; of one league when given. */
export function listExpiredDrafts(db: Db, at: string, leagueId?: number) {
  let query = db
    .selectFrom('drafts')
    .select(['id', 'league_id', 'season_id'])
    .where('status', '=', 'running')
    .where('clock_deadline', '<=', at)
    .orderBy('clock_deadline');
  if (leagueId !== undefined) query = query.where('league_id', '=', leagueId);
  return query.execute();
}

/** The league's teams by id, name and abbreviation. */
export function listTeamNames(
  db: Db,
  leagueId: number,
): Promise<{ id: number; name: string; abbreviation: string }[]> {
  return db
    .selectFrom('teams')
    .select(['id', 'name', 'abbreviation'])
    .where('league_id', '=', leagueId)
    .execute();
}

/** The first and last game days of the season's regular season (null without games). */
export function regularSeasonDays(db: Db, seasonId: number) {
  return db
    .selectFrom('games')
    .select((eb) => [eb.fn.min('game_date').as('first'), eb.fn.max('game_date').as('last')])
    .where('season_id', '=', seasonId)
    .where('game_type', '=', 'regular')
    .executeTakeFirst();
}

/** The league's seasons with a draft row, and the active season (its draft is made when first read). */
export function listDraftSeasons(db: Db, leagueId: number) {
  return db
    .selectFrom('seasons as s')
    .leftJoin('drafts as d', 'd.season_id', 's.id')
    .select(['s.id', 's.name', 's.start_year', 's.active', 'd.year', 'd.status', 'd.lottery'])
    .where('s.league_id', '=', leagueId)
    .where((eb) => eb.or([eb('d.id', 'is not', null), eb('s.active', '=', 1)]))
    .orderBy('s.start_year', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}
