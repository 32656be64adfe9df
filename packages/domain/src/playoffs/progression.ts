import type { BracketTeam, HomeIceRule, PlayoffBracket, SeriesSlot } from './bracket';
import type { SeriesLength } from './settings';

/** The winner of each decided series, by series id. */
export type SeriesWinners = Readonly<Record<string, number>>;

export interface SeriesTeam {
  teamId: number;
  seed: number;
}

/** A series of the bracket with the teams its earlier series have sent it. */
export interface ResolvedSeries {
  id: string;
  /** 0 for the first round. */
  round: number;
  conference: string | null;
  seriesLength: SeriesLength;
  /**
   * Once both teams are known, `highSeed` has home ice: the higher seed, or the better record from
   * the rounds that go by record. Until then each known team stays on its side of the bracket.
   */
  highSeed: SeriesTeam | null;
  lowSeed: SeriesTeam | null;
  winnerId: number | null;
}

/** Which of two teams has home ice under a round's rule; seeds from different groups go by record. */
export function homeIceTeam(
  bracket: PlayoffBracket,
  rule: HomeIceRule,
  a: BracketTeam,
  b: BracketTeam,
): BracketTeam {
  if (rule === 'seed' && a.conference === b.conference && a.seed !== b.seed) return a.seed < b.seed ? a : b;
  const rank = (t: BracketTeam) => bracket.byRecord.indexOf(t.teamId);
  return rank(a) <= rank(b) ? a : b;
}

/**
 * Plays the fixed bracket forward: each series' teams come from the seeding or from the winners of
 * the series that feed it. A winner that is not one of its series' two teams is refused.
 */
export function resolveBracket(bracket: PlayoffBracket, winners: SeriesWinners): ResolvedSeries[][] {
  const teamById = new Map(bracket.teams.map((t) => [t.teamId, t]));
  const winnerOf = new Map<string, BracketTeam | null>();
  const fill = (slot: SeriesSlot): BracketTeam | null =>
    slot.kind === 'team' ? (teamById.get(slot.teamId) ?? null) : (winnerOf.get(slot.seriesId) ?? null);

  return bracket.rounds.map((round, r) =>
    round.series.map((series) => {
      let high = fill(series.highSeed);
      let low = fill(series.lowSeed);
      if (high && low && homeIceTeam(bracket, round.homeIce, high, low) === low) [high, low] = [low, high];
      const winnerId = winners[series.id] ?? null;
      const winner = [high, low].find((t) => t !== null && t.teamId === winnerId) ?? null;
      if (winnerId !== null && (!winner || !high || !low)) {
        throw new RangeError(`Team ${winnerId} cannot win series ${series.id}`);
      }
      winnerOf.set(series.id, winner);
      const side = (t: BracketTeam | null) => (t ? { teamId: t.teamId, seed: t.seed } : null);
      return {
        id: series.id,
        round: r,
        conference: series.conference,
        seriesLength: round.seriesLength,
        highSeed: side(high),
        lowSeed: side(low),
        winnerId,
      };
    }),
  );
}

/** The champion: the winner of the last round's series, or null while the final is undecided. */
export function playoffChampion(bracket: PlayoffBracket, winners: SeriesWinners): number | null {
  return resolveBracket(bracket, winners).at(-1)?.[0]?.winnerId ?? null;
}
