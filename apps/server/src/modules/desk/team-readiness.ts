import {
  lineupInputSchema,
  emptyLineup,
  lineupReadiness,
  type DeskNextGame,
  type Lineup,
  type Readiness,
  type StoredPlayer,
} from '@rinkside/domain';
import { readJsonColumnOr } from '../../db/json-column';
import type { Db, TeamRow } from '../leagues/api';
import { goaliePlanFromColumn } from '../lines/goalie-plan';
import { rowToPlayer } from '../players/mapping';
import { listTeamPlayers } from '../players/api';
import { findLineup, type NextGameRow } from './repo';

/** A team's saved lineup as the desk reads it: every slot present, unreadable text as empty. */
export async function savedLineup(db: Db, teamId: number): Promise<Lineup> {
  const row = await findLineup(db, teamId);
  return { ...emptyLineup(), ...(row ? readJsonColumnOr(lineupInputSchema, row.lineup, {}) : {}) };
}

export function presentNextGame(row: NextGameRow, teamId: number): DeskNextGame {
  const home = row.home_team_id === teamId;
  return {
    gameId: row.id,
    opponent: home
      ? { teamId: row.away_team_id, name: row.away_name, abbreviation: row.away_abbreviation }
      : { teamId: row.home_team_id, name: row.home_name, abbreviation: row.home_abbreviation },
    home,
    startAt: row.start_at,
    gameDay: row.game_date,
    gameType: row.game_type,
  };
}

export interface TeamReadiness {
  lineup: Lineup;
  players: StoredPlayer[];
  readiness: Readiness;
}

/** The readiness check of the team's saved lineup for a game on `gameDay`, with what it read. */
export async function teamReadiness(
  db: Db,
  team: Pick<TeamRow, 'id' | 'goalie_plan'>,
  gameDay: string,
): Promise<TeamReadiness> {
  const [lineup, rows] = await Promise.all([savedLineup(db, team.id), listTeamPlayers(db, team.id)]);
  const players = rows.map(rowToPlayer);
  const readiness = lineupReadiness({
    lineup,
    players: players.map((p) => ({ ...p, id: Number(p.id) })),
    gameDay,
    goaliePlanSet: !goaliePlanFromColumn(team.goalie_plan).isDefault,
  });
  return { lineup, players, readiness };
}
