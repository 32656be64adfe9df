import type { StandingTotals } from '../standings';
import type { PlayerCareer } from './rookie';
import type { GoalieLine, SkaterLine } from './season-lines';

// Season lines for the awards' tests: a full 82-game season unless a test says otherwise.

export const SEASON_GAMES = 82;

export function skater(playerId: number, line: Partial<SkaterLine> = {}): SkaterLine {
  const goals = line.goals ?? 0;
  const assists = line.assists ?? 0;
  return {
    playerId,
    teamId: 1,
    position: 'C',
    gamesPlayed: SEASON_GAMES,
    plusMinus: 0,
    takeaways: 0,
    giveaways: 0,
    shotBlocks: 0,
    ...line,
    goals,
    assists,
    points: goals + assists,
  };
}

/** A goalie who played whole games: saves are the shots he did not let in. */
export function goalie(
  playerId: number,
  line: Partial<Pick<GoalieLine, 'teamId' | 'gamesPlayed' | 'wins' | 'shotsAgainst' | 'goalsAgainst'>> = {},
): GoalieLine {
  const gamesPlayed = line.gamesPlayed ?? 60;
  const shotsAgainst = line.shotsAgainst ?? gamesPlayed * 30;
  const goalsAgainst = line.goalsAgainst ?? Math.round(shotsAgainst * 0.1);
  return {
    playerId,
    teamId: line.teamId ?? 1,
    gamesPlayed,
    wins: line.wins ?? Math.round(gamesPlayed / 2),
    shotsAgainst,
    goalsAgainst,
    saves: shotsAgainst - goalsAgainst,
    icetime: gamesPlayed * 3600,
  };
}

export function team(teamId: number, record: Partial<StandingTotals> = {}): StandingTotals {
  const wins = record.wins ?? 41;
  return {
    teamId,
    name: `Team ${teamId}`,
    abbreviation: `T${teamId}`,
    conference: null,
    division: null,
    gamesPlayed: SEASON_GAMES,
    wins,
    losses: SEASON_GAMES - wins,
    otLosses: 0,
    goalsFor: 250,
    goalsAgainst: 250,
    regulationWins: wins,
    regulationOvertimeWins: wins,
    ...record,
  };
}

export const career = (
  playerId: number,
  ageOnSeptember15: number,
  earlierSeasonGames: number[] = [],
): PlayerCareer => ({ playerId, ageOnSeptember15, earlierSeasonGames });
