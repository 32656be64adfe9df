import type { SettingsArea } from '@rinkside/domain';
import type { AppContext } from '../../context';
import type { Db } from '../../db/schema';
import { recordSettingsChange } from './audit';
import { setLeagueSettings, type LeagueRow, type SettingsColumn } from './repo';

/**
 * Stores one of a league's settings (null: back to the defaults) and records the change in the league's
 * audit log, in one transaction; `alongside` runs in it too, for what the new settings move at once.
 */
export async function storeLeagueSettings<T extends object>(
  ctx: AppContext,
  change: {
    league: LeagueRow;
    userId: number;
    area: SettingsArea;
    column: SettingsColumn;
    settings: T | null;
    before: T;
    after: T;
    alongside?: (trx: Db) => Promise<void>;
  },
): Promise<void> {
  const { league, settings } = change;
  await ctx.database.db.transaction().execute(async (trx) => {
    await recordSettingsChange(trx, {
      leagueId: league.id,
      actorId: change.userId,
      now: ctx.now(),
      area: change.area,
      before: change.before,
      after: change.after,
    });
    await change.alongside?.(trx);
    await setLeagueSettings(
      trx,
      league.id,
      change.column,
      settings === null ? null : JSON.stringify(settings),
    );
  });
}
