import type { AppContext } from '../../context';
import { readingAggregates } from '../../db/read-lanes';
import { PreparedJson } from '../../http/send-json';
import { type SeasonPageAsk, seasonPageValue } from './season-pages';

/**
 * A season page's JSON, computed in the page thread when the process has one (docs/decisions/099), else here
 * with its reads in the aggregate lane (docs/decisions/097).
 */
export function seasonPageJson(ctx: AppContext, ask: SeasonPageAsk): Promise<PreparedJson> {
  if (ctx.pages) return ctx.pages.json(ask);
  return readingAggregates(async () => PreparedJson.of(await seasonPageValue(ctx.database.db, ask)));
}
