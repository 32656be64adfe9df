import type { Db } from '../../db/schema';

// The GM's desk's queries (docs/decisions/037).

/** Each team's next scheduled game (the earliest start), with its opponent. */
export async function nextGames(db: Db, teamIds: readonly number[]) {
  if (teamIds.length === 0) return new Map<number, NextGameRow>();
  const rows = await db
    .selectFrom('games as g')
    .innerJoin('teams as h', 'h.id', 'g.home_team_id')
    .innerJoin('teams as a', 'a.id', 'g.away_team_id')
    .select([
      'g.id',
      'g.home_team_id',
      'g.away_team_id',
      'g.start_at',
      'g.game_date',
      'g.game_type',
      'h.name as home_name',
      'h.abbreviation as home_abbreviation',
      'a.name as away_name',
      'a.abbreviation as away_abbreviation',
    ])
    .where('g.status', '=', 'scheduled')
    .where((eb) => eb.or([eb('g.home_team_id', 'in', teamIds), eb('g.away_team_id', 'in', teamIds)]))
    .orderBy('g.start_at')
    .orderBy('g.id')
    .execute();
  const next = new Map<number, NextGameRow>();
  for (const row of rows)
    for (const team of [row.home_team_id, row.away_team_id])
      if (teamIds.includes(team) && !next.has(team)) next.set(team, row);
  return next;
}
export interface NextGameRow {
  id: number;
  home_team_id: number;
  away_team_id: number;
  start_at: string;
  game_date: string;
  game_type: 'regular' | 'playoff';
  home_name: string;
  home_abbreviation: string;
  away_name: string;
  away_abbreviation: string;
}

/** The team's last `limit` final games of the season, newest first. */
export function lastResults(db: Db, teamId: number, seasonId: number, limit: number) {
  return db
    .selectFrom('games as g')
    .innerJoin('teams as h', 'h.id', 'g.home_team_id')
    .innerJoin('teams as a', 'a.id', 'g.away_team_id')
    .select([
      'g.id',
      'g.home_team_id',
      'g.away_team_id',
      'g.game_date',
      'g.status',
      'g.home_score',
      'g.away_score',
      'g.result_type',
      'h.name as home_name',
      'h.abbreviation as home_abbreviation',
      'a.name as away_name',
      'a.abbreviation as away_abbreviation',
    ])
    .where('g.season_id', '=', seasonId)
    .where('g.status', '=', 'final')
    .where((eb) => eb.or([eb('g.home_team_id', '=', teamId), eb('g.away_team_id', '=', teamId)]))
    .orderBy('g.start_at', 'desc')
    .orderBy('g.id', 'desc')
    .limit(limit)
    .execute();
}

export async function countPendingApplications(db: Db, leagueId: number): Promise<number> {
  const row = await db
    .selectFrom('applications')
    .innerJoin('recruitments', 'recruitments.id', 'applications.recruitment_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('recruitments.league_id', '=', leagueId)
    .where('recruitments.status', '=', 'open')
    .where('applications.status', '=', 'pending')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function countUnreadMessages(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('receiver_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export function findLineup(db: Db, teamId: number) {
  return db.selectFrom('lineups').select('lineup').where('team_id', '=', teamId).executeTakeFirst();
}

export function saveLineupJson(db: Db, teamId: number, lineup: string, at: string) {
  return db
    .insertInto('lineups')
    .values({ team_id: teamId, lineup, updated_at: at })
    .onConflict((oc) => oc.column('team_id').doUpdateSet({ lineup, updated_at: at }))
    .execute();
}

/**
 * Records that the team's GM was told of a lineup problem before this game; false when he already
 * was (the key is the team and game), so a replayed batch or a second process tells him once.
 */
export async function claimAttentionNotice(db: Db, teamId: number, gameId: number, at: string) {
  const result = await db
    .insertInto('lineup_attention_notices')
    .values({ team_id: teamId, game_id: gameId, created_at: at })
    .onConflict((oc) => oc.columns(['team_id', 'game_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Players by id wherever they are now (one who left the team is still named in what changed). */
export async function namedPlayers(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('players')
    .select(['id', 'first_name', 'last_name', 'position'])
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    position: r.position,
  }));
}

/** Those of the teams a person runs. */
export function teamsWithGm(db: Db, teamIds: readonly number[]) {
  return db
    .selectFrom('teams')
    .selectAll()
    .where('id', 'in', [...teamIds])
    .where('gm_user_id', 'is not', null)
    .execute();
}
