import { formatCapHit } from '../format';
import type { ValuedAsset } from './trade-decision';
import { contractFactor, type ValuationLeague } from './trade-value';

// How an AI team keeps from being farmed (docs/decisions/094). Each guard is a fact about the trade or the
// team's recent dealings; the decision declines with the guard's words.

/** Through neutral eyes an AI team never gives more than it gets (1: at least even). */
export const AI_NEUTRAL_FLOOR = 1;
/** The league days over which an AI team counts its trades with one partner and what it gave away. */
export const AI_PARTNER_WINDOW_DAYS = 30;
/** Trades an AI team makes with one partner in the window. */
export const AI_TRADES_PER_PARTNER = 2;
/** The share of its room under the cap an AI team will fill with overpaid contracts in one trade. */
export const AI_CAP_ROOM_SHARE = 0.5;

const DAY_MS = 86_400_000;

/** What an AI team's recent dealings and its cap say about the next trade with one partner. */
export interface AiTradeGuardFacts {
  /** The league's clock now. */
  now: Date;
  /** When each trade the AI team agreed with this partner was agreed (ISO instants). */
  tradesWithPartner: readonly string[];
  /** Players and picks the AI team traded away, to anyone, with when. */
  gaveAway: readonly { kind: 'player' | 'pick'; id: number; at: string }[];
  /** The AI team's payroll and the league's upper limit now; null when the league has no cap season. */
  cap: { payroll: number; upperLimit: number } | null;
}

const windowStart = (now: Date) => now.getTime() - AI_PARTNER_WINDOW_DAYS * DAY_MS;
const inWindow = (at: string, now: Date) => Date.parse(at) > windowStart(now);

/**
 * The limit on trades with one partner: with AI_TRADES_PER_PARTNER agreed in the window, the reason and
 * the days until the oldest of them leaves it; else null.
 */
export function partnerLimitReason(
  facts: Pick<AiTradeGuardFacts, 'now' | 'tradesWithPartner'>,
): string | null {
  const recent = facts.tradesWithPartner
    .filter((at) => inWindow(at, facts.now))
    .map((at) => Date.parse(at))
    .sort((a, b) => a - b);
  if (recent.length < AI_TRADES_PER_PARTNER) return null;
  const oldest = recent[recent.length - AI_TRADES_PER_PARTNER] ?? facts.now.getTime();
  const days = Math.max(
    1,
    Math.ceil((oldest + AI_PARTNER_WINDOW_DAYS * DAY_MS - facts.now.getTime()) / DAY_MS),
  );
  return `They have made ${recent.length} trades with you in the last ${AI_PARTNER_WINDOW_DAYS} days, as many as they make with one team; they will trade with you again in ${days} ${days === 1 ? 'day' : 'days'}.`;
}

const idOf = (asset: ValuedAsset) => (asset.kind === 'player' ? asset.player.id : asset.pick.id);

/** What the AI team would get back of what it traded away in the window: no buying back cheaper. */
export function takenBack(
  gets: readonly ValuedAsset[],
  facts: Pick<AiTradeGuardFacts, 'now' | 'gaveAway'>,
): ValuedAsset[] {
  const recent = facts.gaveAway.filter((g) => inWindow(g.at, facts.now));
  return gets.filter((a) => recent.some((g) => g.kind === a.kind && g.id === idOf(a)));
}

export function takeBackReason(
  gets: readonly ValuedAsset[],
  facts: Pick<AiTradeGuardFacts, 'now' | 'gaveAway'>,
): string | null {
  const back = takenBack(gets, facts)[0];
  return back
    ? `They traded ${back.label} away in the last ${AI_PARTNER_WINDOW_DAYS} days and will not take ${back.kind === 'pick' ? 'it' : 'him'} back so soon.`
    : null;
}

const salary = (assets: readonly ValuedAsset[]) =>
  assets.reduce((sum, a) => sum + (a.kind === 'player' ? a.player.capHit : 0), 0);

/** A contract paid above what the player would ask now (the value model's contract factor under 1). */
export const isOverpaid = (asset: ValuedAsset, league: ValuationLeague) =>
  asset.kind === 'player' && contractFactor(asset.player, league) < 1;

/**
 * Contract dumps: an AI team fills at most AI_CAP_ROOM_SHARE of its room under the upper limit, in one
 * trade, with contracts it finds overpaid (less the salary it sends back), so no team becomes the league's
 * dumping ground. Fairly paid players it takes up to the cap itself. Null when the trade is within that.
 */
export function capRoomReason(
  gives: readonly ValuedAsset[],
  gets: readonly ValuedAsset[],
  cap: AiTradeGuardFacts['cap'],
  league: ValuationLeague,
): string | null {
  const added = salary(gets.filter((a) => isOverpaid(a, league))) - salary(gives);
  if (cap === null || added <= 0) return null;
  const allowed = Math.max(0, cap.upperLimit - cap.payroll) * AI_CAP_ROOM_SHARE;
  if (added <= allowed) return null;
  return allowed === 0
    ? `They have no room under the cap for contracts they find overpaid: this adds ${formatCapHit(added)}.`
    : `They take on at most ${formatCapHit(allowed)} of overpaid contracts in one trade, half their room under the cap; this adds ${formatCapHit(added)}.`;
}
