import type { Position } from '../player';
import type { TradeFinderNeed } from './trade-finder-api';
import {
  byValueAsc,
  byValueDesc,
  compareAssetLists,
  dealAssets,
  FINDER_PAIR_POOL,
  foundTrade,
  optionsOf,
  overPickLimit,
  smallestAdditions,
  withAdded,
  type DecideTrade,
  type FinderOption,
  type FinderSide,
  type FinderSides,
  type FinderTeam,
  type FoundTrade,
  type NeutralValue,
} from './trade-finder';

/** Packages of one AI team kept for the rules' check, before at most TRADE_FINDER_OFFERS_PER_TEAM show. */
export const FINDER_CANDIDATES_PER_TEAM = 3;
/** Players of a team tried for a need (its best at the position first), and contracts tried for cap space. */
export const FINDER_TARGETS_PER_TEAM = 3;

export interface OfferSearch {
  /** The GM's team, and what it gives already in the builder (maybe nothing). */
  mine: FinderTeam;
  gives: FinderSide['gives'];
  /** Every AI team, with its own answer to a proposal. */
  partners: readonly (FinderTeam & { decide: DecideTrade })[];
  /** A player of the GM's (from the trading block): what would each team give for him? */
  playerId?: number;
  need?: TradeFinderNeed;
  value: NeutralValue;
}

const POSITIONS: Record<NonNullable<TradeFinderNeed['position']>, readonly Position[]> = {
  C: ['C'],
  LW: ['LW'],
  RW: ['RW'],
  D: ['D'],
  G: ['G'],
  F: ['C', 'LW', 'RW'],
};

/** The GM's neutral gain, most first; then the partner's id, then the assets' ids. */
export const byGainDesc = (a: FoundTrade, b: FoundTrade) =>
  b.gain - a.gain ||
  a.partnerId - b.partnerId ||
  compareAssetLists(
    a.adds.map((o) => o.asset),
    b.adds.map((o) => o.asset),
  );

type Partner = OfferSearch['partners'][number];

/** The sides of a deal: the GM's side with `out` added, the partner giving `back`. */
function deal(search: OfferSearch, partner: Partner, out: FinderOption[], back: FinderOption[]) {
  const empty = { playerIds: [], pickIds: [], retained: [] };
  const base: FinderSides = [
    { teamId: search.mine.teamId, gives: search.gives },
    { teamId: partner.teamId, gives: empty },
  ];
  return withAdded(base, [...out, ...back]);
}

/** A package the partner accepts, listing every asset of the deal. */
function offer(search: OfferSearch, partner: Partner, sides: [FinderSide, FinderSide], ratio: number) {
  const teams = [search.mine, partner];
  const adds = dealAssets(sides, teams, search.value).flat();
  return foundTrade({ sides, teams, adds, ratio, value: search.value });
}

/** Smallest additions from the GM's side that make the partner accept `sides`; none needed first. */
function bought(search: OfferSearch, partner: Partner, sides: [FinderSide, FinderSide]): FoundTrade[] {
  const answer = partner.decide(sides);
  if (answer.decision === 'accept') return [offer(search, partner, sides, answer.ratio)];
  const options = optionsOf(search.mine, sides[0], search.value);
  return smallestAdditions({ sides, options, decide: partner.decide, limit: FINDER_CANDIDATES_PER_TEAM }).map(
    (a) => offer(search, partner, withAdded(sides, a.adds), a.ratio),
  );
}

/** For the GM's player: the partner's most valuable single assets, then pairs of them, it still gives. */
function forPlayer(search: OfferSearch, partner: Partner, player: FinderOption): FoundTrade[] {
  const singles: { option: FinderOption; ratio: number }[] = [];
  const base = deal(search, partner, [player], []);
  for (const option of optionsOf(partner, base[1], search.value).sort(byValueDesc)) {
    if (singles.length >= FINDER_PAIR_POOL) break;
    const answer = partner.decide(deal(search, partner, [player], [option]));
    if (answer.decision === 'accept') singles.push({ option, ratio: answer.ratio });
  }
  const found = singles.map((s) =>
    offer(search, partner, deal(search, partner, [player], [s.option]), s.ratio),
  );
  singles.forEach((a, i) =>
    singles.slice(i + 1).forEach((b) => {
      const sides = deal(search, partner, [player], [a.option, b.option]);
      if (overPickLimit(sides)) return;
      const answer = partner.decide(sides);
      if (answer.decision === 'accept') found.push(offer(search, partner, sides, answer.ratio));
    }),
  );
  return found;
}

/**
 * The partner's best player at the position that some addition from the GM's side buys, with the smallest
 * such additions: its best first, the next only when no addition buys him.
 */
function forPosition(
  search: OfferSearch,
  partner: Partner,
  position: NonNullable<TradeFinderNeed['position']>,
) {
  const base = deal(
    search,
    partner,
    search.playerId === undefined ? [] : mineOf(search, [search.playerId]),
    [],
  );
  const targets = optionsOf(partner, base[1], search.value)
    .filter((o) => o.asset.kind === 'player' && POSITIONS[position].includes(o.asset.player.position))
    .sort(byValueDesc)
    .slice(0, FINDER_TARGETS_PER_TEAM);
  for (const target of targets) {
    const found = bought(search, partner, withAdded(base, [target]));
    if (found.length > 0) return found;
  }
  return [];
}

/** Contracts of the GM's worth the cap space (or the named player), the least valuable first, dumped. */
function forCapSpace(search: OfferSearch, partner: Partner, capSpace: number) {
  const base = deal(search, partner, [], []);
  const contracts =
    search.playerId === undefined
      ? optionsOf(search.mine, base[0], search.value).filter(
          (o) => o.asset.kind === 'player' && o.asset.player.capHit >= capSpace,
        )
      : mineOf(search, [search.playerId]);
  return contracts
    .sort(byValueAsc)
    .slice(0, FINDER_TARGETS_PER_TEAM)
    .flatMap((contract) => bought(search, partner, withAdded(base, [contract])));
}

/** The GM's tradeable assets with these player ids, not yet in the GM's side. */
function mineOf(search: OfferSearch, playerIds: readonly number[]): FinderOption[] {
  return optionsOf(search.mine, { teamId: search.mine.teamId, gives: search.gives }, search.value).filter(
    (o) => o.asset.kind === 'player' && playerIds.includes(o.asset.player.id),
  );
}

/**
 * "Find a trade" (docs/decisions/093): for a player of the GM's, what each AI team would give for him;
 * for a need, each team's best players at the position, or a contract of the GM's it would take, with
 * the smallest additions that make it work. At most FINDER_CANDIDATES_PER_TEAM a team, the GM's neutral
 * gain first, ties by team and asset ids.
 */
export function offerCandidates(input: OfferSearch): FoundTrade[] {
  const { need, playerId } = input;
  // The named player is the deal's centre: taken out of the builder's side to be added as the finder adds.
  const search: OfferSearch = {
    ...input,
    gives: { ...input.gives, playerIds: input.gives.playerIds.filter((id) => id !== playerId) },
  };
  const player = playerId === undefined ? undefined : mineOf(search, [playerId])[0];
  if (playerId !== undefined && !player) return [];
  return search.partners
    .flatMap((partner) => {
      const found: FoundTrade[] = [];
      if (need?.position !== undefined) found.push(...forPosition(search, partner, need.position));
      if (need?.capSpace !== undefined) found.push(...forCapSpace(search, partner, need.capSpace));
      if (!need && player) found.push(...forPlayer(search, partner, player));
      return dedupe(found).sort(byGainDesc).slice(0, FINDER_CANDIDATES_PER_TEAM);
    })
    .sort(byGainDesc);
}

/** One package per set of assets (a need for a position and for cap space may find the same). */
function dedupe(found: readonly FoundTrade[]): FoundTrade[] {
  const seen = new Set<string>();
  return found.filter((f) => {
    const key = JSON.stringify(f.sides);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
