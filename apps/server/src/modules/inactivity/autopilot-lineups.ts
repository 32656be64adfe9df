import { type Lineup, emptyLineup } from '@rinkside/domain';
import type { Db } from '../leagues/repo';
import { readInjury } from '../games/between-games';
import { rowToPlayer } from '../players/mapping';
import { listTeamPlayers } from '../players/repo';
import { autopilotLineup } from './autopilot-lineup';

/** The league day of the team's next scheduled game, or null when it has none. */
async function nextGameDay(db: Db, teamId: number): Promise<string | null> {
  const game = await db
    .selectFrom('games')
    .select('game_date')
    .where('status', '=', 'scheduled')
    .where((eb) => eb.or([eb('home_team_id', '=', teamId), eb('away_team_id', '=', teamId)]))
    .orderBy('start_at')
    .limit(1)
    .executeTakeFirst();
  return game?.game_date ?? null;
}

/**
 * Mends the saved lineup of a team on autopilot for its next game (docs/decisions/036); the slots it
 * changed. Written only over the lineup it read: a GM's save in between wins, and of two processes
 * mending at once one writes and the other finds the lineup changed under it.
 */
export async function mendAutopilotLineup(db: Db, teamId: number, at: string): Promise<number> {
  const gameDay = await nextGameDay(db, teamId);
  if (gameDay === null) return 0;
  const [rows, stored] = await Promise.all([
    listTeamPlayers(db, teamId),
    db.selectFrom('lineups').selectAll().where('team_id', '=', teamId).executeTakeFirst(),
  ]);
  const players = rows.map((row) => ({ ...rowToPlayer(row), injury: readInjury(row.injury) }));
  const saved: Lineup = {
    ...emptyLineup(),
    ...(stored ? (JSON.parse(stored.lineup) as Partial<Lineup>) : {}),
  };
  const fix = autopilotLineup(saved, players, gameDay);
  if (fix.changed.length === 0) return 0;
  const lineup = JSON.stringify(fix.lineup);
  if (!stored) {
    const inserted = await db
      .insertInto('lineups')
      .values({ team_id: teamId, lineup, updated_at: at })
      .onConflict((oc) => oc.column('team_id').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1 ? fix.changed.length : 0;
  }
  const updated = await db
    .updateTable('lineups')
    .set({ lineup, updated_at: at })
    .where('team_id', '=', teamId)
    .where('lineup', '=', stored.lineup)
    .where('updated_at', '=', stored.updated_at)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1 ? fix.changed.length : 0;
}
