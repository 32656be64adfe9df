import { ordinal } from '../trades/trade-words';
import type { PlayerDraft } from './draft-api';

/** 'Drafted 2027 · round 2, pick 3 (35th overall) · Boston Bruins': a player page's draft line. */
export function draftedWords(draft: PlayerDraft): string {
  return `Drafted ${draft.year} · round ${draft.round}, pick ${draft.pickInRound} (${ordinal(draft.overall)} overall) · ${draft.team.name}`;
}

/** 'Drafted by BOS, 2027 R2 #35': a cap sheet row's "drafted by" line. */
export function draftedShortWords(draft: PlayerDraft): string {
  return `Drafted by ${draft.team.abbreviation}, ${draft.year} R${draft.round} #${draft.overall}`;
}

/**
 * The pick in its round of each made pick, from the overall numbers of the draft's picks: a pick's place
 * after the round's first (lowest) overall, 1-based. Picks of another round never count.
 */
export function pickInRound(
  pick: { round: number; overall: number },
  draft: { round: number; overall: number }[],
): number {
  const first = Math.min(
    ...draft.filter((other) => other.round === pick.round).map((other) => other.overall),
    pick.overall,
  );
  return pick.overall - first + 1;
}
