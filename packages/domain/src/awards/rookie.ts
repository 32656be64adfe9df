import { awardFromRanking, type AwardPlace, type AwardResult } from './award-result';
import { byValue, placeOf, valuedPlayers } from './player-value';
import type { RegularSeason } from './season';

/** What the rookie rule needs to know of a player beyond this season's line. */
export interface PlayerCareer {
  playerId: number;
  /** His age on September 15 of the season's first year. */
  ageOnSeptember15: number;
  /** Regular-season games he played in each earlier season, in any order. */
  earlierSeasonGames: readonly number[];
}

// NHL rookie eligibility: no more than 25 games in any earlier season, not 6 or more in each of two
// earlier seasons, and under 26 on September 15 of the season.
export const ROOKIE_MAX_EARLIER_SEASON_GAMES = 25;
export const ROOKIE_SEASON_GAMES = 6;
export const ROOKIE_SEASONS_ALLOWED = 1;
export const ROOKIE_AGE_LIMIT = 26;

export function isRookie(career: PlayerCareer): boolean {
  const seasonsCounted = career.earlierSeasonGames.filter((games) => games >= ROOKIE_SEASON_GAMES).length;
  return (
    career.ageOnSeptember15 < ROOKIE_AGE_LIMIT &&
    career.earlierSeasonGames.every((games) => games <= ROOKIE_MAX_EARLIER_SEASON_GAMES) &&
    seasonsCounted <= ROOKIE_SEASONS_ALLOWED
  );
}

/** Age on September 15 of `seasonStartYear` from a 'yyyy-MM-dd' birth date; a birthday on the 15th counts. */
export function ageOnSeptember15(birthDate: string, seasonStartYear: number): number {
  const birthYear = Number(birthDate.slice(0, 4));
  const birthdayLater = birthDate.slice(5) > '09-15';
  return seasonStartYear - birthYear - (birthdayLater ? 1 : 0);
}

/** Rookie of the year: the most valuable rookie season, skaters and goalies alike (team success aside). */
export function rankBestRookie(season: Pick<RegularSeason, 'skaters' | 'goalies' | 'careers'>): AwardPlace[] {
  const rookies = new Set(season.careers.filter(isRookie).map((career) => career.playerId));
  const ranked = valuedPlayers(season.skaters, season.goalies)
    .filter((p) => rookies.has(p.playerId))
    .sort(byValue);
  return ranked.map(placeOf);
}

export const bestRookie = (
  season: Pick<RegularSeason, 'skaters' | 'goalies' | 'careers'>,
): AwardResult | null => awardFromRanking('bestRookie', rankBestRookie(season));
