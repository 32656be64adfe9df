import { awardFromRanking, type AwardPlace, byPlayerId, type AwardResult } from './award-result';
import { gaaValue, goalieValueShown } from './award-values';
import type { RegularSeason } from './season';
import {
  goalieGaa,
  goalieSeasons,
  goalsSavedAboveAverage,
  leagueGoalieAverages,
  seasonLength,
  type GoalieLine,
} from './season-lines';

/**
 * A goalie races for the goalie awards from 25 games of an 82-game season, the same share of a
 * shorter one (a 40-game season asks 13), so every league length can crown a goalie.
 */
export const minimumGoalieGames = (seasonGames: number): number =>
  Math.max(1, Math.ceil((25 * seasonGames) / 82));

/** Half a goal for each goal a game below the league's GAA: credit for the shots kept from coming. */
export const GAA_WEIGHT = 0.5;
/** A quarter of a goal a win: the last word between goalies who stopped as much. */
export const WIN_WEIGHT = 0.25;

function qualifiedGoalies(season: Pick<RegularSeason, 'goalies' | 'standings'>) {
  const goalies = goalieSeasons(season.goalies).filter((g) => g.gamesPlayed > 0);
  const minimum = minimumGoalieGames(seasonLength(season.standings, goalies));
  return { all: goalies, qualified: goalies.filter((g) => g.gamesPlayed >= minimum && g.icetime > 0) };
}

const place = (g: GoalieLine, value: string) => ({ playerId: g.playerId, teamId: g.teamId, value });

/**
 * Best goalie: goals saved above the league's average save %, plus half a goal per goal of GAA below
 * the league's per game played, plus a quarter of a goal a win.
 */
export function rankBestGoalie(season: Pick<RegularSeason, 'goalies' | 'standings'>): AwardPlace[] {
  const { all, qualified } = qualifiedGoalies(season);
  const league = leagueGoalieAverages(all);
  const score = (g: GoalieLine) =>
    goalsSavedAboveAverage(g, league) +
    GAA_WEIGHT * (league.goalsAgainstAverage - goalieGaa(g)) * g.gamesPlayed +
    WIN_WEIGHT * g.wins;
  const ranked = qualified
    .map((g) => ({ ...g, score: score(g) }))
    .sort((a, b) => b.score - a.score || b.gamesPlayed - a.gamesPlayed || byPlayerId(a, b));
  return ranked.map((g) => place(g, goalieValueShown(g)));
}

export const bestGoalie = (season: Pick<RegularSeason, 'goalies' | 'standings'>): AwardResult | null =>
  awardFromRanking('bestGoalie', rankBestGoalie(season));

/** Fewest goals against: the lowest GAA among goalies with the minimum games; a tie to more games. */
export function rankFewestGoalsAgainst(season: Pick<RegularSeason, 'goalies' | 'standings'>): AwardPlace[] {
  const ranked = qualifiedGoalies(season)
    .qualified.map((g) => ({ ...g, gaa: goalieGaa(g) }))
    .sort((a, b) => a.gaa - b.gaa || b.gamesPlayed - a.gamesPlayed || byPlayerId(a, b));
  return ranked.map((g) => place(g, gaaValue(g)));
}

export const fewestGoalsAgainst = (
  season: Pick<RegularSeason, 'goalies' | 'standings'>,
): AwardResult | null => awardFromRanking('fewestGoalsAgainst', rankFewestGoalsAgainst(season));
