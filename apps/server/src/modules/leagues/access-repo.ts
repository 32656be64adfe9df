import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../db/schema';
import { readingPoint } from '../../db/read-lanes';

/** A table whose rows each belong to one league (a `league_id` column). */
export type LeagueRowTable =
  | 'teams'
  | 'players'
  | 'games'
  | 'trades'
  | 'contract_offers'
  | 'waivers'
  | 'league_webhooks'
  | 'recruitments'
  | 'seasons'
  | 'league_advances'
  | 'board_channels'
  | 'board_threads'
  | 'board_posts'
  | 'league_news';

/**
 * Whether the user is one of the league's members: its commissioner or the GM of one of its teams
 * (co-commissioners are GMs of the league). The one place membership is decided: another kind of member
 * is added here.
 */
export async function isLeagueMember(db: Db, leagueId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('leagues')
    .select('leagues.id')
    .where('leagues.id', '=', leagueId)
    .where(memberOfLeague(userId))
    .executeTakeFirst();
  return row !== undefined;
}

/** The condition on a `leagues` row that the user is one of its members, for queries over many leagues. */
export function memberOfLeague(userId: number) {
  return (eb: ExpressionBuilder<Database, 'leagues'>) =>
    eb.or([
      eb('leagues.commissioner_id', '=', userId),
      eb.exists(
        eb
          .selectFrom('teams')
          .select('teams.id')
          .whereRef('teams.league_id', '=', 'leagues.id')
          .where('teams.gm_user_id', '=', userId),
      ),
    ]);
}

/** A members-only league's recruitment is open to the user: it recruits, or the user's application waits. */
export async function recruitsUser(db: Db, leagueId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('recruitments')
    .leftJoin('applications', (join) =>
      join
        .onRef('applications.recruitment_id', '=', 'recruitments.id')
        .on('applications.user_id', '=', userId)
        .on('applications.status', '=', 'pending'),
    )
    .select('recruitments.id')
    .where('recruitments.league_id', '=', leagueId)
    .where((eb) => eb.or([eb('recruitments.status', '=', 'open'), eb('applications.id', 'is not', null)]))
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the league exists and is members-only. */
export async function isMembersOnly(db: Db, leagueId: number): Promise<boolean> {
  const league = await readingPoint(() =>
    db.selectFrom('leagues').select('visibility').where('id', '=', leagueId).executeTakeFirst(),
  );
  return league?.visibility === 'members';
}

/** The league's members, who hear its live changes (the draft room, an advance): the commissioner and every GM. */
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

/** The league an application was made to, through its recruitment. */
export async function leagueOfApplication(db: Db, applicationId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('applications')
    .innerJoin('recruitments', 'recruitments.id', 'applications.recruitment_id')
    .select('recruitments.league_id')
    .where('applications.id', '=', applicationId)
    .executeTakeFirst();
  return row?.league_id;
}

/** The league a row belongs to, in a table whose rows each have a `league_id`. */
export async function leagueOfRow(db: Db, table: LeagueRowTable, id: number): Promise<number | undefined> {
  // One shape for every such table: its row's league_id.
  const row = await readingPoint(() =>
    db
      .selectFrom(table as 'teams')
      .select('league_id')
      .where('id', '=', id)
      .executeTakeFirst(),
  );
  return row?.league_id;
}
