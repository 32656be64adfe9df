import { formatGaa, formatPlusMinus, formatSavePercentage } from '../format';
import { goalieGaa, savePercentage, type GoalieLine } from './season-lines';

// What an award's page shows beside a name.

export const pointsValue = (points: number): string => `${points} ${points === 1 ? 'pt' : 'pts'}`;

export const goalsValue = (goals: number): string => `${goals} ${goals === 1 ? 'goal' : 'goals'}`;

export const pointsAndPlusMinusValue = (line: { points: number; plusMinus: number }): string =>
  `${pointsValue(line.points)}, ${formatPlusMinus(line.plusMinus)}`;

export const gaaValue = (goalie: Pick<GoalieLine, 'goalsAgainst' | 'icetime'>): string =>
  `${formatGaa(goalieGaa(goalie))} GAA`;

export const savePercentageValue = (goalie: Pick<GoalieLine, 'saves' | 'shotsAgainst'>): string =>
  `${formatSavePercentage(savePercentage(goalie), goalie.shotsAgainst)} SV%`;

export const goalieValueShown = (goalie: GoalieLine): string =>
  `${savePercentageValue(goalie)}, ${gaaValue(goalie)}`;

export const winsAndSavePercentageValue = (goalie: GoalieLine): string =>
  `${goalie.wins} W, ${savePercentageValue(goalie)}`;
