import type { Db } from '../../db/schema';

/** The league's commissioner and GMs with their usernames, and every team's abbreviation and GM. */
export async function mentionTargets(db: Db, leagueId: number) {
  const [teams, commissioner] = await Promise.all([
    db
      .selectFrom('teams')
      .leftJoin('users', 'users.id', 'teams.gm_user_id')
      .select(['teams.abbreviation', 'teams.gm_user_id', 'users.username', 'users.deleted_at'])
      .where('teams.league_id', '=', leagueId)
      .execute(),
    db
      .selectFrom('leagues')
      .innerJoin('users', 'users.id', 'leagues.commissioner_id')
      .select(['users.id', 'users.username', 'users.deleted_at'])
      .where('leagues.id', '=', leagueId)
      .executeTakeFirst(),
  ]);
  const members = teams.flatMap((t) =>
    t.gm_user_id !== null && t.username !== null && t.deleted_at === null
      ? [{ userId: t.gm_user_id, username: t.username }]
      : [],
  );
  if (commissioner && commissioner.deleted_at === null)
    members.push({ userId: commissioner.id, username: commissioner.username });
  return {
    members,
    teams: teams.map((t) => ({ abbreviation: t.abbreviation, gmUserId: t.gm_user_id })),
  };
}

/** The user's mute on the league's board, if any (it may have ended). */
export async function findMute(db: Db, input: { leagueId: number; userId: number }) {
  return db
    .selectFrom('board_mutes')
    .select(['until'])
    .where('league_id', '=', input.leagueId)
    .where('user_id', '=', input.userId)
    .executeTakeFirst();
}

export async function saveMute(
  db: Db,
  input: { leagueId: number; userId: number; until: string; by: number; at: string },
): Promise<void> {
  await db
    .insertInto('board_mutes')
    .values({
      league_id: input.leagueId,
      user_id: input.userId,
      until: input.until,
      muted_by: input.by,
      muted_at: input.at,
    })
    .onConflict((oc) =>
      oc
        .columns(['league_id', 'user_id'])
        .doUpdateSet({ until: input.until, muted_by: input.by, muted_at: input.at }),
    )
    .execute();
}

export async function deleteMute(db: Db, input: { leagueId: number; userId: number }): Promise<void> {
  await db
    .deleteFrom('board_mutes')
    .where('league_id', '=', input.leagueId)
    .where('user_id', '=', input.userId)
    .execute();
}

export function findUsername(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['username', 'deleted_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The league's facts the board needs: its name and its owner. */
export function findBoardLeague(db: Db, leagueId: number) {
  return db
    .selectFrom('leagues')
    .select(['id', 'name', 'commissioner_id'])
    .where('id', '=', leagueId)
    .executeTakeFirst();
}

/** The league's team the user is the GM of, if any. */
export async function teamOfGm(db: Db, input: { leagueId: number; userId: number }): Promise<number | null> {
  const row = await db
    .selectFrom('teams')
    .select('id')
    .where('league_id', '=', input.leagueId)
    .where('gm_user_id', '=', input.userId)
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The GMs of the teams, each once. */
export async function gmsOfTeams(db: Db, teamIds: readonly number[]): Promise<number[]> {
  if (teamIds.length === 0) return [];
  const rows = await db
    .selectFrom('teams')
    .select('gm_user_id')
    .where('id', 'in', teamIds)
    .where('gm_user_id', 'is not', null)
    .execute();
  return [...new Set(rows.flatMap((row) => (row.gm_user_id === null ? [] : [row.gm_user_id])))];
}

/** Who hears the board's live changes: the league's commissioner and every GM. */
export async function boardAudience(db: Db, leagueId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('leagues')
    .leftJoin('teams', 'teams.league_id', 'leagues.id')
    .select(['leagues.commissioner_id', 'teams.gm_user_id'])
    .where('leagues.id', '=', leagueId)
    .execute();
  const ids = rows.flatMap((r) => [r.commissioner_id, ...(r.gm_user_id === null ? [] : [r.gm_user_id])]);
  return [...new Set(ids)];
}
