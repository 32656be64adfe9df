/**
 * Re-signing talks (docs/decisions/044): a player answers his own team's offer from his ask, the term he
 * prefers and his mood. Deterministic: the same talks always go the same way.
 */

/** A contract on the table: the cap hit each season and the seasons it runs. */
export interface ContractTerms {
  capHit: number;
  years: number;
}

export type TalksAnswer =
  | { outcome: 'accepted'; mood: number }
  | { outcome: 'countered'; counter: ContractTerms; mood: number }
  | { outcome: 'refused'; mood: number };

/** Below this mood he breaks talks off for the rest of the window. */
export const MOOD_FLOOR = 20;

const MOOD_START = 50;
/** A regular starts happier than a minor leaguer or a scratch; a winning team adds up to ±15. */
const ROLE_MOOD = 10;
const SUCCESS_MOOD = 30;
/** Each season away from the term he prefers takes this share off what an offer is worth to him. */
const TERM_DISCOUNT = 0.04;
/** An offer worth less than this share of his ask is a lowball. */
const LOWBALL = 0.85;
const LOWBALL_MOOD = -20;
const SHORT_MOOD = -6;
const FAIR_MOOD = 5;
/** Each mood point away from 50 moves what he settles for by 0.2% of his ask (90% to 110%). */
const MOOD_GIVE = 0.002;

const clampMood = (mood: number): number => Math.max(0, Math.min(100, Math.round(mood)));

/**
 * His mood as talks open: 50, +10 for a regular (−10 in the minors or a scratch), and up to ±15 for how
 * his team did: its points percentage last season (0.5 when it has none).
 */
export function openingMood(facts: { regular: boolean; teamPointsPercentage: number | null }): number {
  const success = (facts.teamPointsPercentage ?? 0.5) - 0.5;
  return clampMood(MOOD_START + (facts.regular ? ROLE_MOOD : -ROLE_MOOD) + SUCCESS_MOOD * success);
}

/**
 * What an offer is worth to him as a share of his ask: its cap hit against his, less 4% for each season
 * its term is away from the one he prefers (`askingYears`: long for a young regular, short for a veteran).
 */
export function offerValue(ask: ContractTerms, offer: ContractTerms): number {
  const term = Math.max(0.5, 1 - TERM_DISCOUNT * Math.abs(offer.years - ask.years));
  return (offer.capHit / ask.capHit) * term;
}

/** The share of his ask he settles for at a mood: 110% at 0, his ask at 50, 90% at 100. */
export const settlesFor = (mood: number): number => 1 + (MOOD_START - mood) * MOOD_GIVE;

/** Rounds up to $25K, the step contracts are quoted in. */
const quotedUp = (amount: number): number => Math.ceil(amount / 25_000) * 25_000;

/**
 * His answer to an offer. He accepts an offer worth what he settles for at the mood he came in with, or
 * one that meets his standing counter; otherwise his mood moves (a lowball costs 20, an offer short of
 * his price 6) and he counters at his preferred term and his price at the new mood, or, below the floor,
 * breaks talks off. Every offer at or above his ask lifts his mood by 5.
 */
export function answerOffer(talks: {
  ask: ContractTerms;
  offer: ContractTerms;
  mood: number;
  /** His last counter, which he stands by. */
  counter?: ContractTerms | null;
  maxCapHit: number;
}): TalksAnswer {
  const { ask, offer, mood, counter } = talks;
  const value = offerValue(ask, offer);
  const meetsCounter = !!counter && offer.years === counter.years && offer.capHit >= counter.capHit;
  if (meetsCounter || value >= settlesFor(mood))
    return { outcome: 'accepted', mood: clampMood(mood + (value >= 1 ? FAIR_MOOD : 0)) };
  const after = clampMood(mood + (value < LOWBALL ? LOWBALL_MOOD : SHORT_MOOD));
  if (after < MOOD_FLOOR) return { outcome: 'refused', mood: after };
  const capHit = Math.min(talks.maxCapHit, quotedUp(ask.capHit * settlesFor(after)));
  return { outcome: 'countered', counter: { capHit, years: ask.years }, mood: after };
}
