import type { TradeProposalRequest } from './trade-api';
import { AI_MAX_PICKS_GIVEN, type AiTradeDecision, type ValuedAsset } from './trade-decision';
import { packageValue } from './trade-value';

/**
 * The trade finder's search (docs/decisions/093): pure, deterministic and bounded. It never judges a
 * trade itself: every package is put to `decide`, the partner's own answer to a proposal, so a rule
 * added to the AI's answer holds for the finder too. The server then checks each package against the
 * league's rules before it shows it.
 */

export type FinderSide = TradeProposalRequest['teams'][number];
/** The asking GM's team first, then the partner. */
export type FinderSides = readonly [FinderSide, FinderSide];
/** How the partner's value model answers a trade stated as a proposal states it. */
export type DecideTrade = (sides: FinderSide[]) => AiTradeDecision;
/** An asset's worth through neutral eyes (`assetValue(asset, league, 'neutral')`). */
export type NeutralValue = (asset: ValuedAsset) => number;

/** A team as the finder sees it: what it holds, and the players it may not trade now (on waivers). */
export interface FinderTeam {
  teamId: number;
  assets: readonly ValuedAsset[];
  barredPlayerIds?: ReadonlySet<number>;
}

/** An asset a team could add to a trade, with its neutral value. */
export interface FinderOption {
  asset: ValuedAsset;
  fromTeamId: number;
  value: number;
}

/** A trade the partner's model accepts. */
export interface FoundTrade {
  partnerId: number;
  sides: [FinderSide, FinderSide];
  /** What the finder added (balance), or every asset of the deal (offers). */
  adds: FinderOption[];
  /** What the partner receives over what it gives, in its own eyes. */
  ratio: number;
  /** The lesser side's neutral value over the greater's (1 = even). */
  fairness: number;
  /** What the GM's team receives less what it gives, through neutral eyes. */
  gain: number;
  /** The neutral value of `adds`. */
  added: number;
}

/** Candidates kept for pairs: the most valuable single additions that fail on their own. */
export const FINDER_PAIR_POOL = 8;

export const assetIdOf = (asset: ValuedAsset) => (asset.kind === 'player' ? asset.player.id : asset.pick.id);

/** Id, then kind: the order that breaks every tie. */
export function compareAssets(a: ValuedAsset, b: ValuedAsset): number {
  return assetIdOf(a) - assetIdOf(b) || a.kind.localeCompare(b.kind);
}

/** Two lists of assets by their ids, each list in id order: the tie-break between equal packages. */
export function compareAssetLists(a: readonly ValuedAsset[], b: readonly ValuedAsset[]): number {
  const x = [...a].sort(compareAssets);
  const y = [...b].sort(compareAssets);
  for (let i = 0; i < Math.min(x.length, y.length); i += 1) {
    const order = compareAssets(x[i] as ValuedAsset, y[i] as ValuedAsset);
    if (order !== 0) return order;
  }
  return x.length - y.length;
}

export const byValueAsc = (a: FinderOption, b: FinderOption) =>
  a.value - b.value || compareAssets(a.asset, b.asset);
export const byValueDesc = (a: FinderOption, b: FinderOption) =>
  b.value - a.value || compareAssets(a.asset, b.asset);

export function inSide(side: FinderSide, asset: ValuedAsset): boolean {
  return asset.kind === 'player'
    ? side.gives.playerIds.includes(asset.player.id)
    : side.gives.pickIds.includes(asset.pick.id);
}

/** The team's assets it may add to the trade: not in it already, not barred. */
export function optionsOf(team: FinderTeam, side: FinderSide, value: NeutralValue): FinderOption[] {
  return team.assets
    .filter((a) => !inSide(side, a))
    .filter((a) => a.kind !== 'player' || !team.barredPlayerIds?.has(a.player.id))
    .map((asset) => ({ asset, fromTeamId: team.teamId, value: value(asset) }));
}

/** The sides with each option added to its giver's side. */
export function withAdded(sides: FinderSides, adds: readonly FinderOption[]): [FinderSide, FinderSide] {
  const [first, second] = sides.map((side) => {
    const mine = adds.filter((o) => o.fromTeamId === side.teamId).map((o) => o.asset);
    return {
      teamId: side.teamId,
      gives: {
        playerIds: [
          ...side.gives.playerIds,
          ...mine.flatMap((a) => (a.kind === 'player' ? [a.player.id] : [])),
        ],
        pickIds: [...side.gives.pickIds, ...mine.flatMap((a) => (a.kind === 'pick' ? [a.pick.id] : []))],
        retained: side.gives.retained,
      },
    };
  }) as [FinderSide, FinderSide];
  return [first, second];
}

/** The partner would give more draft picks than an AI team ever does in one trade: not worth asking. */
export function overPickLimit(sides: FinderSides): boolean {
  return sides[1].gives.pickIds.length > AI_MAX_PICKS_GIVEN;
}

interface Accepted {
  adds: FinderOption[];
  ratio: number;
  added: number;
}

const byAddedAsc = (a: Accepted, b: Accepted) =>
  a.added - b.added ||
  compareAssetLists(
    a.adds.map((o) => o.asset),
    b.adds.map((o) => o.asset),
  );

/**
 * The smallest additions (one asset, then two) that make `decide` accept, the least neutral value added
 * first, ties by ids. Singles are tried from the least valuable up until `limit` are found. A pair joins
 * one of the FINDER_PAIR_POOL most valuable singles that fail alone with a less valuable asset: if the
 * most valuable one that would still add less than the `limit`-th package found does not make it work,
 * none is tried; else the least valuable that does is found by halving (about 7 answers in 100 assets).
 * More value in a side seldom lowers the partner's answer; where a rule makes it, a pair may be missed,
 * never a wrong one shown: every package is `decide`'s accept.
 */
export function smallestAdditions(input: {
  sides: FinderSides;
  options: readonly FinderOption[];
  decide: DecideTrade;
  limit: number;
}): Accepted[] {
  const { sides, decide, limit } = input;
  const ordered = [...input.options].sort(byValueAsc);
  const found: Accepted[] = [];
  const failed: FinderOption[] = [];
  const acceptedAlone = new Set<FinderOption>();
  const answerTo = (adds: FinderOption[]): Accepted | null => {
    const trade = withAdded(sides, adds);
    if (overPickLimit(trade)) return null;
    const answer = decide(trade);
    if (answer.decision !== 'accept') return null;
    const sorted = [...adds].sort((a, b) => compareAssets(a.asset, b.asset));
    return { adds: sorted, ratio: answer.ratio, added: adds.reduce((s, o) => s + o.value, 0) };
  };
  for (const option of ordered) {
    if (found.length >= limit) break;
    const accepted = answerTo([option]);
    if (accepted) {
      found.push(accepted);
      acceptedAlone.add(option);
    } else failed.push(option);
  }
  const bound = () =>
    found.length < limit ? Number.POSITIVE_INFINITY : ([...found].sort(byAddedAsc)[limit - 1]?.added ?? 0);
  for (const big of [...failed].sort(byValueDesc).slice(0, FINDER_PAIR_POOL)) {
    const smalls = ordered.filter(
      (small) => byValueAsc(small, big) < 0 && !acceptedAlone.has(small) && big.value + small.value < bound(),
    );
    let high = smalls.length - 1;
    const most = smalls[high];
    let best = most === undefined ? null : answerTo([big, most]);
    if (!best) continue;
    let low = 0;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      const answer = answerTo([big, smalls[middle] as FinderOption]);
      if (answer) {
        best = answer;
        high = middle;
      } else low = middle + 1;
    }
    found.push(best);
  }
  return found.sort(byAddedAsc).slice(0, limit);
}

const valuesOf = (assets: readonly FinderOption[]) => packageValue(assets.map((o) => o.value));

/** Every asset of each side, valued, from the two teams' holdings. */
export function dealAssets(sides: FinderSides, teams: readonly FinderTeam[], value: NeutralValue) {
  return sides.map((side) => {
    const team = teams.find((t) => t.teamId === side.teamId);
    return (team?.assets ?? [])
      .filter((a) => inSide(side, a))
      .map((asset) => ({ asset, fromTeamId: side.teamId, value: value(asset) }));
  }) as [FinderOption[], FinderOption[]];
}

/** A found trade with its neutral fairness and the GM's gain. */
export function foundTrade(input: {
  sides: [FinderSide, FinderSide];
  teams: readonly FinderTeam[];
  adds: FinderOption[];
  ratio: number;
  value: NeutralValue;
}): FoundTrade {
  const [given, received] = dealAssets(input.sides, input.teams, input.value).map(valuesOf) as [
    number,
    number,
  ];
  const high = Math.max(given, received);
  return {
    partnerId: input.sides[1].teamId,
    sides: input.sides,
    adds: input.adds,
    ratio: input.ratio,
    fairness: high === 0 ? 1 : Math.min(given, received) / high,
    gain: received - given,
    added: input.adds.reduce((s, o) => s + o.value, 0),
  };
}
