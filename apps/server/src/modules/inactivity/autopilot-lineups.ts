import { lineupInputSchema, type Lineup, emptyLineup } from '@rinkside/domain';
import { readJsonColumnOr } from '../../db/json-column';
import type { Db } from '../../db/schema';
import { readInjury } from '../games/between-games';
import { rowToPlayer } from '../players/mapping';
import { listTeamPlayers } from '../players/api';
import { autopilotLineup } from './autopilot-lineup';
import { findLineup, insertLineupIfNone, nextGameDay, replaceLineup } from './lineup-repo';

/**
 * Mends the saved lineup of a team on autopilot for its next game (docs/decisions/036); the slots it
 * changed. Written only over the lineup it read: a GM's save in between wins, and of two processes
 * mending at once one writes and the other finds the lineup changed under it.
 */
export async function mendAutopilotLineup(db: Db, teamId: number, at: string): Promise<number> {
  const gameDay = await nextGameDay(db, teamId);
  if (gameDay === null) return 0;
  const [rows, stored] = await Promise.all([listTeamPlayers(db, teamId), findLineup(db, teamId)]);
  const players = rows.map((row) => ({ ...rowToPlayer(row), injury: readInjury(row.injury) }));
  const saved: Lineup = {
    ...emptyLineup(),
    ...(stored ? readJsonColumnOr(lineupInputSchema, stored.lineup, {}) : {}),
  };
  const fix = autopilotLineup(saved, players, gameDay);
  if (fix.changed.length === 0) return 0;
  const lineup = JSON.stringify(fix.lineup);
  if (!stored) return (await insertLineupIfNone(db, { teamId, lineup, at })) ? fix.changed.length : 0;
  return (await replaceLineup(db, teamId, stored, { lineup, at })) ? fix.changed.length : 0;
}
