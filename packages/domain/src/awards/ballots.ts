import { z } from 'zod';
import { awardFromRanking, type AwardPlace, type AwardResult } from './award-result';

/** The awards GMs may vote on; the others are decided by the numbers alone. */
export const VOTED_AWARDS = ['mvp', 'bestGoalie', 'bestDefenseman', 'bestRookie', 'playoffMvp'] as const;
export const votedAwardSchema = z.enum(VOTED_AWARDS);
export type VotedAward = z.infer<typeof votedAwardSchema>;

/** Points for a ballot's first, second and third choice. */
export const BALLOT_POINTS = [5, 3, 1] as const;

export const ballotSchema = z.object({
  voterTeamId: z.number().int(),
  /** Player ids, first choice first, no player twice. */
  picks: z
    .array(z.number().int())
    .min(1)
    .max(BALLOT_POINTS.length)
    .refine((picks) => new Set(picks).size === picks.length, 'Vote for a player once'),
});
export type Ballot = z.infer<typeof ballotSchema>;

export interface BallotCount {
  award: VotedAward;
  /** The award's formula ranking (e.g. `rankMvp`): who is eligible, and the order that breaks ties. */
  ranking: readonly AwardPlace[];
  /** Every team with a vote. */
  voterTeamIds: readonly number[];
  /** The GMs' ballots; a voting team without one votes the formula's top three. */
  ballots: readonly Ballot[];
}

export const votingPointsValue = (points: number): string =>
  `${points} voting ${points === 1 ? 'pt' : 'pts'}`;

/**
 * The voted award: 5-3-1 points a ballot, most points first, a tie to the formula's order. Votes for
 * a player the formula does not rank (not eligible) and ballots from teams without a vote count for nothing.
 */
export function tallyBallots({ award, ranking, voterTeamIds, ballots }: BallotCount): AwardResult | null {
  const eligible = new Map<number, { teamId: number; rank: number }>();
  ranking.forEach(({ playerId, teamId }, rank) => {
    if (playerId !== null && !eligible.has(playerId)) eligible.set(playerId, { teamId, rank });
  });
  const formulaBallot = [...eligible.keys()].slice(0, BALLOT_POINTS.length);
  const picksOf = new Map(ballots.map((ballot) => [ballot.voterTeamId, ballot.picks]));

  const votes = new Map<number, number>();
  for (const voter of new Set(voterTeamIds)) {
    const picks = [...new Set(picksOf.get(voter) ?? formulaBallot)];
    BALLOT_POINTS.forEach((points, choice) => {
      const playerId = picks[choice];
      if (playerId !== undefined && eligible.has(playerId))
        votes.set(playerId, (votes.get(playerId) ?? 0) + points);
    });
  }

  const ranked = [...eligible]
    .map(([playerId, { teamId, rank }]) => ({ playerId, teamId, rank, points: votes.get(playerId) ?? 0 }))
    .filter((candidate) => candidate.points > 0)
    .sort((a, b) => b.points - a.points || a.rank - b.rank)
    .map(({ playerId, teamId, points }) => ({ playerId, teamId, value: votingPointsValue(points) }));
  return awardFromRanking(award, ranked);
}
