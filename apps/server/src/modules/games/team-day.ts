import type { DatabaseKind } from '../../db/database';
import { lockTeams } from '../../db/lock-order';
import { conflict } from '../../http/errors';
import type { Db } from '../../db/schema';
import { listGamesOfTeamsOn, listTeamNames } from './team-day-repo';

interface GameDay {
  leagueId: number;
  homeTeamId: number;
  awayTeamId: number;
  /** 'yyyy-MM-dd' in the league's time zone. */
  day: string;
}

/**
 * 409 naming the team and the day when either team already plays that league day. Run inside the
 * transaction that inserts the game: on PostgreSQL the two teams' rows are locked (docs/decisions/062), so
 * two requests booking one team on one day are decided one after the other.
 */
export async function requireFreeDay(trx: Db, kind: DatabaseKind, game: GameDay): Promise<void> {
  const ids = [game.homeTeamId, game.awayTeamId];
  await lockTeams(trx, kind, ids);
  const teams = await listTeamNames(trx, ids);
  const booked = await listGamesOfTeamsOn(trx, game, ids);
  if (booked.length === 0) return;
  const busy = new Set(booked.flatMap((g) => [g.home_team_id, g.away_team_id]));
  if (busy.has(game.homeTeamId) && busy.has(game.awayTeamId) && booked.length === 1) {
    throw conflict('These teams already play each other on that day.');
  }
  const team = teams.find((t) => busy.has(t.id));
  throw conflict(`${team?.name ?? 'A team'} already plays on ${game.day}: a team plays once a league day.`);
}
