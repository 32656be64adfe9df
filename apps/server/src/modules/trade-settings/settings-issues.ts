import { TRADE_SETTING_LABELS, tradeSettingsSchema, type TradeSettings } from '@rinkside/domain';
import { parseLeagueSettings } from '../../http/settings-issues';

/** Reads a commissioner's trade settings: the settings, or every problem in one message naming each field. */
export function parseTradeSettings(
  input: unknown,
): { ok: true; settings: TradeSettings } | { ok: false; message: string } {
  return parseLeagueSettings<TradeSettings>(input, {
    schema: tradeSettingsSchema,
    labels: TRADE_SETTING_LABELS,
    what: 'trade settings',
  });
}
