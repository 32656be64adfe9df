import type { NotificationChannel, NotificationClass, NotificationKind } from '@rinkside/domain';
import { defaultNotificationChannel } from '@rinkside/domain';
import type { Db } from '../../db/schema';

export async function channelOf(
  db: Db,
  userId: number,
  kind: NotificationKind,
): Promise<NotificationChannel> {
  const row = await db
    .selectFrom('notification_preferences')
    .select('channel')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return (row?.channel as NotificationChannel | undefined) ?? defaultNotificationChannel(kind);
}

export async function insertNotification(
  db: Db,
  row: {
    userId: number;
    kind: NotificationKind;
    payload: string;
    at: string;
    leagueAt: string;
    mail: boolean;
    needsAction?: boolean;
  },
): Promise<void> {
  await db
    .insertInto('notifications')
    .values({
      user_id: row.userId,
      kind: row.kind,
      payload: row.payload,
      created_at: row.at,
      league_at: row.leagueAt,
      mail_state: row.mail ? 'pending' : null,
      needs_action: row.needsAction ? 1 : 0,
    })
    .execute();
}

/** The user's notifications older than `before` (an id), newest first. */
export async function listPage(
  db: Db,
  userId: number,
  { before, limit, tab }: { before?: number; limit: number; tab?: NotificationClass },
) {
  let query = db
    .selectFrom('notifications')
    .select(['id', 'kind', 'payload', 'created_at', 'league_at', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('league_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  if (before !== undefined) {
    // Newest first by league time (docs/decisions/079): what comes after the page's last one.
    const cursor = await db
      .selectFrom('notifications')
      .select(['id', 'league_at'])
      .where('id', '=', before)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (cursor === undefined) return [];
    query = query.where((eb) =>
      eb.or([
        eb('league_at', '<', cursor.league_at),
        eb.and([eb('league_at', '=', cursor.league_at), eb('id', '<', cursor.id)]),
      ]),
    );
  }
  // The bell's tabs (docs/decisions/081): only what needs action, or only news.
  if (tab !== undefined) query = query.where('needs_action', '=', tab === 'action' ? 1 : 0);
  return query.execute();
}
export type NotificationRow = Awaited<ReturnType<typeof listPage>>[number];

/**
 * The user's unread notifications; with `needsAction`, only those that wait for his action: the bell's
 * count (docs/decisions/081).
 */
export async function countUnread(
  db: Db,
  userId: number,
  { needsAction = false }: { needsAction?: boolean } = {},
): Promise<number> {
  let query = db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (needsAction) query = query.where('needs_action', '=', 1);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The user's results notifications that a game may still join (docs/decisions/081): unread and not yet
 * mailed, newest first.
 */
export function openGameResults(db: Db, userId: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'payload'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'game_final')
    .where('read_at', 'is', null)
    .where((eb) => eb.or([eb('mail_state', 'is', null), eb('mail_state', '=', 'pending')]))
    .orderBy('id', 'desc')
    .limit(10)
    .execute();
}

/**
 * The trade's steps told to these users no longer wait for an answer (docs/decisions/081): they leave the
 * bell's count and its action tab. The trade is found in the payload as stored (`"tradeId":N,`).
 */
export async function settleTradeNotices(
  db: Db,
  { userIds, tradeId }: { userIds: readonly number[]; tradeId: number },
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .updateTable('notifications')
    .set({ needs_action: 0 })
    .where('user_id', 'in', [...userIds])
    .where('needs_action', '=', 1)
    .where('kind', '=', 'trade_update')
    .where('payload', 'like', `%"tradeId":${tradeId},%`)
    .execute();
}

/** Removes a results notification that a longer run replaced. */
export async function deleteNotification(db: Db, id: number): Promise<void> {
  await db.deleteFrom('notifications').where('id', '=', id).execute();
}

/** The user's notification by id: another user's is not found, like one that does not exist. */
export function findOwn(db: Db, userId: number, id: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'kind', 'payload', 'created_at', 'league_at', 'read_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function markRead(db: Db, userId: number, id: number, at: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
}

export async function markAllRead(db: Db, userId: number, at: string): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function listPreferences(db: Db, userId: number) {
  return db
    .selectFrom('notification_preferences')
    .select(['kind', 'channel'])
    .where('user_id', '=', userId)
    .execute();
}

export async function savePreference(
  db: Db,
  row: { userId: number; kind: NotificationKind; channel: NotificationChannel },
): Promise<void> {
  await db
    .insertInto('notification_preferences')
    .values({ user_id: row.userId, kind: row.kind, channel: row.channel })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ channel: row.channel }))
    .execute();
}

/** The league's teams, each with its name and GM. */
export async function leagueTeamsWithGms(db: Db, leagueId: number) {
  const rows = await db
    .selectFrom('teams')
    .select(['id', 'name', 'gm_user_id'])
    .where('league_id', '=', leagueId)
    .execute();
  return new Map(rows.map((r) => [r.id, { name: r.name, gmUserId: r.gm_user_id }]));
}

/** Every GM of the leagues. */
export async function gmsOfLeagues(db: Db, leagueIds: readonly number[]): Promise<number[]> {
  if (leagueIds.length === 0) return [];
  const rows = await db
    .selectFrom('teams')
    .select('gm_user_id')
    .where('league_id', 'in', [...new Set(leagueIds)])
    .where('gm_user_id', 'is not', null)
    .execute();
  return rows.flatMap((r) => (r.gm_user_id === null ? [] : [r.gm_user_id]));
}

/** A season's league name and, once crowned, its champion. */
export function seasonWithChampion(db: Db, seasonId: number) {
  return db
    .selectFrom('seasons')
    .innerJoin('leagues', 'leagues.id', 'seasons.league_id')
    .leftJoin('teams', 'teams.id', 'seasons.champion_team_id')
    .select(['leagues.name as league_name', 'teams.id as team_id', 'teams.name as team_name'])
    .where('seasons.id', '=', seasonId)
    .executeTakeFirst();
}

/** A team's seat: the team and its league, with the league's commissioner; undefined when there is no team. */
export async function seatOf(db: Db, teamId: number) {
  return db
    .selectFrom('teams')
    .innerJoin('leagues', 'leagues.id', 'teams.league_id')
    .select([
      'leagues.id as leagueId',
      'leagues.name as leagueName',
      'leagues.commissioner_id',
      'teams.id as teamId',
      'teams.name as teamName',
    ])
    .where('teams.id', '=', teamId)
    .executeTakeFirst();
}

/** A user's username, or undefined. */
export function findUsername(db: Db, userId: number) {
  return db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst();
}
