import {
  type GameListItem,
  type ScheduledGame,
  type SimulationData,
  gameAnalyticsOf,
  goalieIdsOf,
  scoreText,
  shotAttemptsOf,
} from '@rinkside/domain';
import { storedResult, type StoredResult } from '../../db/stored-result';
import type { GameListRow } from './repo';

/** The result fields every game item carries, all null while unplayed. */
function resultFields(row: StoredResult) {
  const result = storedResult(row);
  return {
    homeScore: result?.homeScore ?? null,
    awayScore: result?.awayScore ?? null,
    decidedIn: result?.decidedIn ?? null,
  };
}

/** A played game as the API tells it: its Corsi, Fenwick and expected goals read from its events, once. */
export function withAnalytics(data: SimulationData): SimulationData {
  return { ...data, analytics: gameAnalyticsOf(shotAttemptsOf(data.events, goalieIdsOf(data))) };
}

export function presentGame(row: GameListRow): GameListItem {
  const result = storedResult(row);
  return {
    gameId: row.id,
    home: row.home_name,
    away: row.away_name,
    homeTeamId: row.home_team_id,
    awayTeamId: row.away_team_id,
    homeAbbreviation: row.home_abbreviation,
    awayAbbreviation: row.away_abbreviation,
    date: row.start_at,
    isSimulated: result !== null,
    ...resultFields(row),
    score: result ? scoreText(result) : null,
    simulationData: row.simulation ? withAnalytics(row.simulation) : null,
  };
}

/** SPEC §3 calendar entry. */
export function presentScheduledGame(row: GameListRow): ScheduledGame {
  return {
    gameId: row.id,
    date: row.game_date,
    startAt: row.start_at,
    home: row.home_abbreviation,
    away: row.away_abbreviation,
    homeTeamId: row.home_team_id,
    awayTeamId: row.away_team_id,
    isSimulated: row.status === 'final',
    ...resultFields(row),
  };
}
