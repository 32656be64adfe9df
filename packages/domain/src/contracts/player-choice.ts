/**
 * How a free agent chooses among his offers (docs/decisions/045). Each offer is scored on money (a
 * veteran weighs the money over the whole term, a young player the cap hit), term (nearer to what he
 * asks is better), team quality (last season's points percentage), role (where he would rank at his
 * position on that roster) and location (a small preference of his for some teams over others, fixed
 * per player and team). The best offer is taken only if its cap hit is an acceptable share of his ask:
 * all of it in the first round, a tenth less each round after, never below 60%.
 */
export interface ChoosingPlayer {
  id: number;
  age: number;
  /** What he asks: cap hit and seasons. */
  ask: { capHit: number; years: number };
}

export interface OfferToChoose {
  teamId: number;
  capHit: number;
  years: number;
  /** The offering team's points percentage in the season just played, 0 to 1; null: it has not played (a .500 team). */
  pointsPct: number | null;
  /** Where he would rank at his position on the team, 1 the best; `positionSlots` the regulars there. */
  depthRank: number;
  positionSlots: number;
}

export const CHOICE_WEIGHTS = { money: 0.6, term: 0.15, quality: 0.1, role: 0.1, location: 0.05 } as const;

/** A number from 0 to 1, the same every time for this player and team (FNV-1a). */
export function locationPreference(playerId: number, teamId: number): number {
  let hash = 0x811c9dc5;
  for (const char of `${playerId}:${teamId}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 0xffffffff;
}

/** How much he weighs the whole term's money against the cap hit alone: none at 24, all of it from 34. */
const termMoneyWeight = (age: number): number => Math.max(0, Math.min(1, (age - 24) / 10));

/** An offer's score; higher is better. */
export function offerScore(player: ChoosingPlayer, offer: OfferToChoose): number {
  const annual = offer.capHit / player.ask.capHit;
  const total = (offer.capHit * offer.years) / (player.ask.capHit * player.ask.years);
  const w = termMoneyWeight(player.age);
  const money = Math.min(1.5, (1 - w) * annual + w * total);
  const term = 1 - Math.min(1, Math.abs(offer.years - player.ask.years) / 3);
  const role = Math.max(0, 1 - (offer.depthRank - 1) / Math.max(1, offer.positionSlots));
  return (
    CHOICE_WEIGHTS.money * money +
    CHOICE_WEIGHTS.term * term +
    CHOICE_WEIGHTS.quality * (offer.pointsPct ?? 0.5) +
    CHOICE_WEIGHTS.role * role +
    CHOICE_WEIGHTS.location * locationPreference(player.id, offer.teamId)
  );
}

/**
 * The share of his asking cap hit he takes in a round (1 for the first); `round` past the last round
 * (the open market, or in season) is the last round plus one.
 */
export function acceptableShare(round: number): number {
  return Math.max(0.6, 1 - 0.1 * (Math.max(1, round) - 1));
}

export function isAcceptable(player: ChoosingPlayer, offer: { capHit: number }, round: number): boolean {
  return offer.capHit >= Math.floor(player.ask.capHit * acceptableShare(round));
}

/** His offers, best first (ties: the earlier team id), with whether each is acceptable. */
export function rankOffers<T extends OfferToChoose>(
  player: ChoosingPlayer,
  offers: readonly T[],
  round: number,
): { offer: T; score: number; acceptable: boolean }[] {
  return offers
    .map((offer) => ({
      offer,
      score: offerScore(player, offer),
      acceptable: isAcceptable(player, offer, round),
    }))
    .sort((a, b) => b.score - a.score || a.offer.teamId - b.offer.teamId);
}
