import { standingPoints, type LeagueVisibility, type PointsRecord } from '@rinkside/domain';
import type { Insertable, Selectable } from 'kysely';
import type { Db, LeaguesTable, TeamsTable } from '../../db/schema';
import { readingPoint } from '../../db/read-lanes';

export type LeagueRow = Selectable<LeaguesTable>;
export type TeamRow = Selectable<TeamsTable>;
export type { Db } from '../../db/schema';

export async function insertLeague(db: Db, league: Insertable<LeaguesTable>): Promise<number> {
  const row = await db.insertInto('leagues').values(league).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findLeague(db: Db, id: number): Promise<LeagueRow | undefined> {
  return readingPoint(() => db.selectFrom('leagues').selectAll().where('id', '=', id).executeTakeFirst());
}

/** Whether the league exists and is closed (its commissioner left without handing it over). */
export async function isLeagueClosed(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('leagues').select('closed_at').where('id', '=', id).executeTakeFirst();
  return row?.closed_at != null;
}

export async function renameLeague(db: Db, id: number, name: string): Promise<void> {
  await db.updateTable('leagues').set({ name }).where('id', '=', id).execute();
}

/** Makes the league public or members-only. */
export async function setVisibility(db: Db, id: number, visibility: LeagueVisibility): Promise<void> {
  await db.updateTable('leagues').set({ visibility }).where('id', '=', id).execute();
}

export function findActiveSeason(db: Db, leagueId: number) {
  return readingPoint(() =>
    db
      .selectFrom('seasons')
      .selectAll()
      .where('league_id', '=', leagueId)
      .where('active', '=', 1)
      .executeTakeFirst(),
  );
}

export function listTeamsWithGm(db: Db, leagueId: number) {
  return db
    .selectFrom('teams')
    .leftJoin('users', 'users.id', 'teams.gm_user_id')
    .selectAll('teams')
    .select(['users.username as gm_username', 'users.email as gm_email'])
    .where('teams.league_id', '=', leagueId)
    .orderBy('teams.name')
    .execute();
}
export type TeamWithGmRow = Awaited<ReturnType<typeof listTeamsWithGm>>[number];

/** Leagues the user runs or manages a team in, with their team there and the team count. */
export function listLeaguesOfUser(db: Db, userId: number) {
  return db
    .selectFrom('leagues')
    .leftJoin('teams as mine', (join) =>
      join.onRef('mine.league_id', '=', 'leagues.id').on('mine.gm_user_id', '=', userId),
    )
    .leftJoin('seasons', (join) =>
      join.onRef('seasons.league_id', '=', 'leagues.id').on('seasons.active', '=', 1),
    )
    .select((eb) => [
      'leagues.id',
      'leagues.name',
      'leagues.commissioner_id',
      'mine.id as my_team_id',
      'mine.name as my_team_name',
      'seasons.name as season_name',
      'seasons.id as season_id',
      eb
        .selectFrom('teams')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('teams.league_id', '=', 'leagues.id')
        .as('team_count'),
    ])
    .where((eb) => eb.or([eb('leagues.commissioner_id', '=', userId), eb('mine.id', 'is not', null)]))
    .orderBy('leagues.created_at', 'desc')
    .execute();
}

export function findTeam(db: Db, leagueId: number, teamId: number): Promise<TeamRow | undefined> {
  return db
    .selectFrom('teams')
    .selectAll()
    .where('league_id', '=', leagueId)
    .where('id', '=', teamId)
    .executeTakeFirst();
}

export function findTeamOfGm(db: Db, leagueId: number, userId: number): Promise<TeamRow | undefined> {
  return readingPoint(() =>
    db
      .selectFrom('teams')
      .selectAll()
      .where('league_id', '=', leagueId)
      .where('gm_user_id', '=', userId)
      .executeTakeFirst(),
  );
}

/** Each team's wins, losses and overtime losses in one season. */
export function teamRecords(db: Db, seasonIds: number[], teamIds: number[]) {
  return db
    .selectFrom('team_game_stats')
    .select((eb) => [
      'team_id',
      'season_id',
      eb.fn.countAll<number>().as('games_played'),
      eb.fn.sum<number>(eb.case().when('result', '=', 'W').then(1).else(0).end()).as('wins'),
      eb.fn.sum<number>(eb.case().when('result', '=', 'L').then(1).else(0).end()).as('losses'),
      eb.fn.sum<number>(eb.case().when('result', '=', 'OTL').then(1).else(0).end()).as('ot_losses'),
    ])
    .where('season_id', 'in', seasonIds)
    .where('team_id', 'in', teamIds)
    .groupBy(['team_id', 'season_id'])
    .execute();
}

export interface TeamSeasonRecord extends PointsRecord {
  wins: number;
  otLosses: number;
}

/**
 * Each team's record in a season's regular season, the facts of its points percentage (playoff games
 * never count); a team yet to play is absent.
 */
export async function regularSeasonRecords(
  db: Db,
  seasonId: number,
  teamIds: readonly number[],
): Promise<Map<number, TeamSeasonRecord>> {
  if (teamIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('team_game_stats as t')
    .innerJoin('games', 'games.id', 't.game_id')
    .select((eb) => [
      't.team_id',
      eb.fn.countAll<number>().as('games_played'),
      eb.fn.sum<number>(eb.case().when('t.result', '=', 'W').then(1).else(0).end()).as('wins'),
      eb.fn.sum<number>(eb.case().when('t.result', '=', 'OTL').then(1).else(0).end()).as('ot_losses'),
    ])
    .where('t.season_id', '=', seasonId)
    .where('t.team_id', 'in', [...teamIds])
    .where('games.game_type', '=', 'regular')
    .groupBy('t.team_id')
    .execute();
  return new Map(
    rows.map((r) => {
      const record = {
        gamesPlayed: Number(r.games_played),
        wins: Number(r.wins),
        otLosses: Number(r.ot_losses),
      };
      return [r.team_id, { ...record, points: standingPoints(record) }];
    }),
  );
}

export async function countPlayers(db: Db, leagueId: number): Promise<number> {
  const row = await db
    .selectFrom('players')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('league_id', '=', leagueId)
    .where('team_id', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Seasons whose Cup a user won as the champion's GM, by league. */
export async function cupsByLeague(db: Db, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('seasons')
    .select((eb) => ['league_id', eb.fn.countAll<number>().as('cups')])
    .where('champion_gm_user_id', '=', userId)
    .groupBy('league_id')
    .execute();
  return new Map(rows.map((r) => [r.league_id, Number(r.cups)]));
}

/**
 * The dashboard's Trade Requests: by league, the proposals waiting for an answer from a team the user
 * runs (status 'proposed', his team the partner). His own proposals wait on others, so they don't count.
 */
export async function tradeRequestsByLeague(db: Db, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('trades')
    .innerJoin('teams', 'teams.id', 'trades.partner_team_id')
    .select(['trades.league_id', (eb) => eb.fn.countAll<number | string>().as('requests')])
    .where('teams.gm_user_id', '=', userId)
    .where('trades.status', '=', 'proposed')
    .groupBy('trades.league_id')
    .execute();
  return new Map(rows.map((row) => [row.league_id, Number(row.requests)]));
}

/** The number of teams in the league. */
export async function countTeams(db: Db, leagueId: number): Promise<number> {
  const row = await db
    .selectFrom('teams')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('league_id', '=', leagueId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
