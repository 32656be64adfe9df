import { awardFromRanking, type AwardPlace, byPlayerId, type AwardResult } from './award-result';
import { pointsAndPlusMinusValue } from './award-values';
import type { RegularSeason } from './season';
import { isDefensePosition } from '../position-compatibility';
import { skaterSeasons, type SkaterLine } from './season-lines';

/** Half a point per goal of on-ice differential, as in a player's value. */
export const DEFENSE_PLUS_MINUS_WEIGHT = 0.5;
/** A tenth of a point per shot blocked and per puck won back beyond those given away. */
export const DEFENSIVE_PLAY_WEIGHT = 0.1;

/** A defenseman's season: points, plus-minus, blocked shots and takeaways less giveaways. */
export const defensemanScore = (d: SkaterLine): number =>
  d.points +
  DEFENSE_PLUS_MINUS_WEIGHT * d.plusMinus +
  DEFENSIVE_PLAY_WEIGHT * (d.shotBlocks + d.takeaways - d.giveaways);

/** Best defenseman: defensemen only, by their score; a tie to more points, then fewer games. */
export function rankBestDefenseman(season: Pick<RegularSeason, 'skaters'>): AwardPlace[] {
  const ranked = skaterSeasons(season.skaters)
    .filter((s) => s.gamesPlayed > 0 && isDefensePosition(s.position))
    .map((d) => ({ ...d, score: defensemanScore(d) }))
    .sort(
      (a, b) => b.score - a.score || b.points - a.points || a.gamesPlayed - b.gamesPlayed || byPlayerId(a, b),
    );
  return ranked.map((d) => ({ playerId: d.playerId, teamId: d.teamId, value: pointsAndPlusMinusValue(d) }));
}

export const bestDefenseman = (season: Pick<RegularSeason, 'skaters'>): AwardResult | null =>
  awardFromRanking('bestDefenseman', rankBestDefenseman(season));
