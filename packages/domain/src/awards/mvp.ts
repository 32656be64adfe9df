import { awardFromRanking, type AwardPlace, type AwardResult } from './award-result';
import { byValue, placeOf, valuedPlayers } from './player-value';
import type { RegularSeason } from './season';
import { teamSeasons } from './season-lines';

/**
 * Team success scales a player's value from ×0.8 (a team that never took a point) through ×1.0
 * (.500) to ×1.2 (a perfect season): the MVP carries a winner, as voters have always judged.
 */
export const teamSuccessFactor = (teamPointsPercentage: number): number => 0.8 + 0.4 * teamPointsPercentage;

/** A player who missed more than half his team's games is not its most valuable. */
export const MVP_SHARE_OF_GAMES = 0.5;

/** Most valuable player: skaters and goalies by their season's value, scaled by their team's success. */
export function rankMvp(season: Pick<RegularSeason, 'skaters' | 'goalies' | 'standings'>): AwardPlace[] {
  const players = valuedPlayers(season.skaters, season.goalies);
  const team = teamSeasons(season.standings, players);
  const ranked = players
    .filter((p) => p.gamesPlayed >= MVP_SHARE_OF_GAMES * team(p.teamId).gamesPlayed)
    .map((p) => ({ ...p, score: p.score * teamSuccessFactor(team(p.teamId).pointsPercentage) }))
    .sort(byValue);
  return ranked.map(placeOf);
}

export const mvp = (season: Pick<RegularSeason, 'skaters' | 'goalies' | 'standings'>): AwardResult | null =>
  awardFromRanking('mvp', rankMvp(season));
