import {
  type HeadToHeadGame,
  type TeamRecord,
  addToRecord,
  emptyRecord,
  teamOutcome,
} from '@rinkside/domain';
import { storedResult } from '../../db/stored-result';
import type { SeasonResultRow } from './repo';

/**
 * Each team's W, L, OTL, RW and ROW, read from the stored results through the domain's one rule rather
 * than counted in SQL, so the standings, team stats and the web can never disagree on what an OTL is.
 */
export function teamRecords(
  games: readonly Pick<
    SeasonResultRow,
    'home_team_id' | 'away_team_id' | 'status' | 'home_score' | 'away_score' | 'result_type'
  >[],
): Map<number, TeamRecord> {
  const records = new Map<number, TeamRecord>();
  const add = (teamId: number, record: TeamRecord) => records.set(teamId, record);
  for (const game of games) {
    const result = storedResult(game);
    if (!result) continue;
    const home = records.get(game.home_team_id) ?? emptyRecord();
    const away = records.get(game.away_team_id) ?? emptyRecord();
    add(game.home_team_id, addToRecord(home, teamOutcome(result, 'home')));
    add(game.away_team_id, addToRecord(away, teamOutcome(result, 'away')));
  }
  return records;
}

/** The played games as the tie-breakers' head-to-head reads them. */
export function headToHeadOf(
  games: readonly Pick<
    SeasonResultRow,
    'home_team_id' | 'away_team_id' | 'start_at' | 'status' | 'home_score' | 'away_score' | 'result_type'
  >[],
): HeadToHeadGame[] {
  return games.flatMap((game) => {
    const result = storedResult(game);
    return result
      ? [{ homeTeamId: game.home_team_id, awayTeamId: game.away_team_id, startAt: game.start_at, ...result }]
      : [];
  });
}
