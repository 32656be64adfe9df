import type { Selectable, Updateable } from 'kysely';
import type { DraftsTable } from '../../db/schema-draft';
import type { Db } from '../leagues/repo';

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
  return row ? (JSON.parse(row.player_ids) as number[]) : [];
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

/** The league's members who see the draft room live: the commissioner and every GM. */
export async function leagueMemberIds(db: Db, leagueId: number): Promise<number[]> {
  const [league, teams] = await Promise.all([
    db.selectFrom('leagues').select('commissioner_id').where('id', '=', leagueId).executeTakeFirst(),
    db
      .selectFrom('teams')
      .select('gm_user_id')
      .where('league_id', '=', leagueId)
      .where('gm_user_id', 'is not', null)
      .execute(),
  ]);
  const ids = teams.flatMap((t) => (t.gm_user_id === null ? [] : [t.gm_user_id]));
  return [...new Set([...(league ? [league.commissioner_id] : []), ...ids])];
}
