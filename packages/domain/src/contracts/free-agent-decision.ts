import { freeAgencyStage, type FreeAgencyCalendar } from './free-agency-calendar';
import type { OfferToChoose } from './player-choice';

/**
 * Where a free agent would rank at his position on a team: first, behind each player there rated above
 * him (one rated the same does not push him down). `teammates`: the ratings of the team's players at his
 * position, under contract.
 */
export function depthRank(overall: number, teammates: readonly number[]): number {
  return 1 + teammates.filter((rating) => rating > overall).length;
}

/**
 * The round whose share of his ask a free agent takes (`acceptableShare`) when his due offers are decided:
 * the round the latest of them was decided at the end of (a decision at a round's end belongs to that
 * round; the re-signing window's offers go with the first round's); past the rounds, and in season with no
 * calendar, the rounds plus one.
 */
export function decisionRound(
  calendar: FreeAgencyCalendar | null,
  rounds: number,
  decideTimes: readonly Date[],
): number {
  const latest = Math.max(...decideTimes.map((d) => d.getTime()));
  if (calendar === null || !Number.isFinite(latest)) return rounds + 1;
  const stage = freeAgencyStage(calendar, new Date(latest - 1));
  if (stage.kind === 'round') return stage.round;
  return stage.kind === 're-signing' ? 1 : rounds + 1;
}

export type OfferOutcome = 'signed' | 'signed_elsewhere' | 'rejected' | 'void';

/**
 * How a free agent's ranked offers end (docs/decisions/045): the best acceptable offer whose team still
 * has room (`problems`: why a team can no longer sign him, by team id) is signed; one that no longer fits
 * is void with its reason and the next best is tried; those ranked above the signing but not acceptable
 * are rejected, and every one below it ends with his signing elsewhere.
 */
export function settleOffers<T extends OfferToChoose>(
  ranked: readonly { offer: T; acceptable: boolean }[],
  problems: ReadonlyMap<number, string | null>,
): { offer: T; outcome: OfferOutcome; reason: string | null }[] {
  let signed = false;
  return ranked.map(({ offer, acceptable }) => {
    if (signed) return { offer, outcome: 'signed_elsewhere', reason: null };
    if (!acceptable) return { offer, outcome: 'rejected', reason: null };
    const problem = problems.get(offer.teamId) ?? null;
    if (problem !== null) return { offer, outcome: 'void', reason: problem };
    signed = true;
    return { offer, outcome: 'signed', reason: null };
  });
}
