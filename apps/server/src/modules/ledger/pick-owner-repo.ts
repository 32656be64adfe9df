import { conflict } from '../../http/errors';
import type { Db } from '../../db/schema';

/**
 * Gives a draft pick to another team, only while `fromTeamId` still owns it (and, with `unused`, while
 * it has not been made); otherwise the change was beaten and answers 409 with the writer's message.
 */
export async function setPickOwner(
  trx: Db,
  input: { pickId: number; fromTeamId: number; toTeamId: number; unused?: true; whenBeaten: string },
): Promise<void> {
  let query = trx
    .updateTable('draft_picks')
    .set({ owner_team_id: input.toTeamId })
    .where('id', '=', input.pickId)
    .where('owner_team_id', '=', input.fromTeamId);
  if (input.unused) query = query.where('player_id', 'is', null);
  const result = await query.executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict(input.whenBeaten);
}
