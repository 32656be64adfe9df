import type { Db } from '../../db/schema';

/**
 * Goals each player has in the league's games, and in the season `seasonId` (asked only while a
 * regular-season game is stored), this game included, in one statement. A player plays only in his
 * league's games, and a season's playoffs begin once its every regular-season game is stored, so his rows
 * are found by player alone, through its index, with no join whose plan could read every game of the
 * league (docs/decisions/052).
 */
export async function goalsSoFar(db: Db, playerIds: number[], seasonId: number | null) {
  const rows = await db
    .selectFrom('player_game_stats')
    .select((eb) => [
      'player_id',
      eb.fn.sum<number>('goals').as('career'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when('season_id', '=', seasonId ?? -1)
            .then(eb.ref('goals'))
            .else(0)
            .end(),
        )
        .as('season'),
    ])
    .where('player_id', 'in', playerIds)
    .groupBy('player_id')
    .execute();
  const career = new Map(rows.map((r) => [r.player_id, Number(r.career)]));
  const season = new Map(seasonId === null ? [] : rows.map((r) => [r.player_id, Number(r.season)]));
  return { career, season };
}

/** Whether the league played a season before `seasonId`. */
export async function hasEarlierSeason(db: Db, leagueId: number, seasonId: number): Promise<boolean> {
  const earlier = await db
    .selectFrom('seasons')
    .select('id')
    .where('league_id', '=', leagueId)
    .where('id', '<', seasonId)
    .executeTakeFirst();
  return earlier !== undefined;
}

/** The league's players aged `maxAge` or younger. */
export async function leaguePlayersAgedAtMost(db: Db, leagueId: number, maxAge: number): Promise<number[]> {
  const rows = await db
    .selectFrom('players')
    .select('id')
    .where('league_id', '=', leagueId)
    .where('age', '<=', maxAge)
    .execute();
  return rows.map((p) => p.id);
}
