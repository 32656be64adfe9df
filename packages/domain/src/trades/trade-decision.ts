import {
  packageValue,
  pickValue,
  playerValue,
  type TeamDirection,
  type ValuationLeague,
  type ValuedPick,
  type ValuedPlayer,
} from './trade-value';
import {
  AI_NEUTRAL_FLOOR,
  capRoomReason,
  partnerLimitReason,
  takeBackReason,
  takenBack,
  type AiTradeGuardFacts,
} from './ai-trade-guards';

/** A player or pick in a trade, with the words that name it ('Cale Makar', "Boston's 2027 2nd-round pick"). */
export type ValuedAsset =
  { kind: 'player'; label: string; player: ValuedPlayer } | { kind: 'pick'; label: string; pick: ValuedPick };

// The AI's thresholds (docs/decisions/048): what it receives over what it gives.
export const AI_ACCEPT_AT = 1.05;
export const AI_COUNTER_FROM = 0.8;
export const AI_MAX_PICKS_GIVEN = 2;
/** Below this ratio between the two sides' values (neutral eyes) the commissioner is told. */
export const LOPSIDED_BELOW = 0.6;

export function assetValue(asset: ValuedAsset, league: ValuationLeague, direction: TeamDirection): number {
  return asset.kind === 'player'
    ? playerValue(asset.player, league, direction)
    : pickValue(asset.pick, league, direction);
}

const valueOf = (assets: readonly ValuedAsset[], league: ValuationLeague, direction: TeamDirection) =>
  packageValue(assets.map((a) => assetValue(a, league, direction)));

export interface AiTradeInput {
  league: ValuationLeague;
  /** The AI team's direction. */
  direction: TeamDirection;
  /** What the AI team would give and get. */
  gives: readonly ValuedAsset[];
  gets: readonly ValuedAsset[];
  /** The other team's players and picks not in the trade, from which a counter asks for one more. */
  otherAssets: readonly ValuedAsset[];
  /** Its recent dealings and cap (docs/decisions/094); left out, only the value rules apply. */
  guards?: AiTradeGuardFacts;
}

export type AiTradeDecision =
  | { decision: 'accept'; ratio: number }
  | { decision: 'counter'; ratio: number; ask: ValuedAsset; reason: string }
  | { decision: 'decline'; ratio: number; reason: string };

/** Where the team would be giving up the most: 'at defense', 'in goal', 'up front', 'in draft picks'. */
function wantedWhere(gives: readonly ValuedAsset[], league: ValuationLeague, direction: TeamDirection) {
  const best = [...gives].sort(
    (a, b) => assetValue(b, league, direction) - assetValue(a, league, direction),
  )[0];
  if (best === undefined || best.kind === 'pick') return { where: 'in draft picks', best };
  const position = best.player.position;
  const where = position === 'D' ? 'at defense' : position === 'G' ? 'in goal' : 'up front';
  return { where, best };
}

/** Whether the AI team takes `gets` for what it gives: 1.05 in its eyes, at least even in neutral eyes. */
function worthIt(input: AiTradeInput, gets: readonly ValuedAsset[]) {
  const { league, direction, gives } = input;
  const given = valueOf(gives, league, direction);
  const own = given === 0 ? Number.POSITIVE_INFINITY : valueOf(gets, league, direction) / given;
  const neutralGiven = valueOf(gives, league, 'neutral');
  const neutral =
    neutralGiven === 0 ? Number.POSITIVE_INFINITY : valueOf(gets, league, 'neutral') / neutralGiven;
  return { own, neutral, ok: own >= AI_ACCEPT_AT && neutral >= AI_NEUTRAL_FLOOR };
}

/**
 * An AI team's answer to a proposal, the same for every team that makes it (docs/decisions/048, 094):
 * accept when what it gets is worth at least 1.05 times what it gives in its own eyes and at least as much
 * in neutral eyes; between 0.8 and 1.05 ask for the least valuable pick, else depth player, of the other
 * team's that makes it so; otherwise decline, saying where it wants more value. It never gives up more than
 * two draft picks in one trade, and its guards (trades with one partner, taking back what it traded away,
 * overpaid contracts beyond half its cap room) decline before any value is weighed.
 */
export function aiTradeDecision(input: AiTradeInput): AiTradeDecision {
  const { league, direction, gives, gets, guards } = input;
  const judged = worthIt(input, gets);
  const ratio = judged.own;
  if (gives.filter((a) => a.kind === 'pick').length > AI_MAX_PICKS_GIVEN)
    return {
      decision: 'decline',
      ratio,
      reason: `They never give up more than ${AI_MAX_PICKS_GIVEN} draft picks in one trade.`,
    };
  const guarded =
    guards &&
    (partnerLimitReason(guards) ??
      takeBackReason(gets, guards) ??
      capRoomReason(gives, gets, guards.cap, league));
  if (guarded) return { decision: 'decline', ratio, reason: guarded };
  if (judged.ok) return { decision: 'accept', ratio };
  const { where, best } = wantedWhere(gives, league, direction);
  const wantMore = `They want more value ${where}${best ? `: ${best.label} is worth more to them than what you offer` : ''}.`;
  if (ratio >= AI_COUNTER_FROM) {
    const ask = closingAsk(input);
    if (ask) return { decision: 'counter', ratio, ask, reason: `They would do it if you add ${ask.label}.` };
  }
  if (ratio >= AI_ACCEPT_AT)
    return {
      decision: 'decline',
      ratio,
      reason: `They will not give more than they get: by the league's value model, what they give is worth more than what you offer.`,
    };
  return { decision: 'decline', ratio, reason: wantMore };
}

/** The least valuable pick, then player, of the other team's whose addition makes the trade worth it. */
function closingAsk(input: AiTradeInput): ValuedAsset | null {
  const { league, direction, gives, gets, otherAssets, guards } = input;
  const byValue = (kind: ValuedAsset['kind']) =>
    otherAssets
      .filter((a) => a.kind === kind)
      .map((a) => ({ asset: a, value: assetValue(a, league, direction) }))
      .sort((a, b) => a.value - b.value);
  for (const { asset } of [...byValue('pick'), ...byValue('player')]) {
    const more = [...gets, asset];
    if (!worthIt(input, more).ok) continue;
    if (guards && (takenBack([asset], guards).length > 0 || capRoomReason(gives, more, guards.cap, league)))
      continue;
    return asset;
  }
  return null;
}

/** A trade's balance through neutral eyes: the value ratio and the side that receives more. */
export interface TradeBalance {
  /** The lesser side's value over the greater's (1 = even). */
  ratio: number;
  /** The side that receives more value: 'a' when what side B gives is worth more; null when even. */
  gainer: 'a' | 'b' | null;
}

/**
 * The balance of what side A gives against what side B gives; the commissioner hears of a trade whose
 * ratio is below LOPSIDED_BELOW, and reads which side it favours.
 */
export function tradeBalance(
  aGives: readonly ValuedAsset[],
  bGives: readonly ValuedAsset[],
  league: ValuationLeague,
): TradeBalance {
  const a = valueOf(aGives, league, 'neutral');
  const b = valueOf(bGives, league, 'neutral');
  const high = Math.max(a, b);
  return {
    ratio: high === 0 ? 1 : Math.min(a, b) / high,
    gainer: a === b ? null : b > a ? 'a' : 'b',
  };
}

/** The lesser side's value over the greater's, through neutral eyes (1 = even). */
export function tradeFairness(
  sideA: readonly ValuedAsset[],
  sideB: readonly ValuedAsset[],
  league: ValuationLeague,
): number {
  return tradeBalance(sideA, sideB, league).ratio;
}

/** A team's direction from its place: the top half of the league contends, the rest rebuild. */
export function teamDirection(rank: number, teamCount: number): TeamDirection {
  return rank <= teamCount / 2 ? 'contending' : 'rebuilding';
}
