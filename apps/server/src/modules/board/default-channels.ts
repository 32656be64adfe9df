import { DEFAULT_BOARD_CHANNELS } from '@rinkside/domain';
import type { Db } from '../../db/schema';
import { countChannels, insertChannelsOnce } from './channels-repo';

/**
 * The league's default channels (General, Trades, Game Day, the read-only Commissioner's Office), made
 * with the league and, for a league from before the board, on its board's first read. Idempotent.
 */
export async function ensureDefaultChannels(db: Db, input: { leagueId: number; now: Date }): Promise<void> {
  if ((await countChannels(db, input.leagueId)) > 0) return;
  await insertChannelsOnce(
    db,
    DEFAULT_BOARD_CHANNELS.map((channel, position) => ({
      league_id: input.leagueId,
      name: channel.name,
      read_only: channel.readOnly ? 1 : 0,
      position,
      created_at: input.now.toISOString(),
    })),
  );
}
