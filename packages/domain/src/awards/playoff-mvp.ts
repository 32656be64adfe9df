import { awardFromRanking, type AwardPlace, type AwardResult } from './award-result';
import { byValue, placeOf, valuedPlayers } from './player-value';
import type { GoalieLine, SkaterLine } from './season-lines';

/** The playoffs as the playoff MVP reads them: playoff lines only, and who won the Cup. */
export interface PlayoffRun {
  skaters: readonly SkaterLine[];
  goalies: readonly GoalieLine[];
  championTeamId: number;
}

/** The champion's players count half again: the playoff MVP almost always lifts the Cup. */
export const CHAMPION_WEIGHT = 1.5;

/**
 * Playoff MVP: players by their playoff value (goalies against the playoff goalies' average), the
 * champion's weighted up. Only a value above zero is weighted, so no champion sinks for it.
 */
export function rankPlayoffMvp(playoffs: PlayoffRun): AwardPlace[] {
  const ranked = valuedPlayers(playoffs.skaters, playoffs.goalies)
    .map((p) =>
      p.teamId === playoffs.championTeamId && p.score > 0 ? { ...p, score: p.score * CHAMPION_WEIGHT } : p,
    )
    .sort(byValue);
  return ranked.map(placeOf);
}

export const playoffMvp = (playoffs: PlayoffRun): AwardResult | null =>
  awardFromRanking('playoffMvp', rankPlayoffMvp(playoffs));
