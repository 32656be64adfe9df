import type { GameListItem, SimulationData } from '@rinkside/domain';
import type { GameListRow } from './repo';

const SUFFIX = { REG: '', OT: ' (OT)', SO: ' (SO)' } as const;

export function presentGame(row: GameListRow): GameListItem {
  const isSimulated = row.status === 'final';
  return {
    gameId: row.id,
    home: row.home_name,
    away: row.away_name,
    homeTeamId: row.home_team_id,
    awayTeamId: row.away_team_id,
    homeAbbreviation: row.home_abbreviation,
    awayAbbreviation: row.away_abbreviation,
    date: row.start_at,
    isSimulated,
    score: isSimulated ? `${row.home_score} - ${row.away_score}${SUFFIX[row.result_type ?? 'REG']}` : null,
    simulationData: row.simulation ? (JSON.parse(row.simulation) as SimulationData) : null,
  };
}
