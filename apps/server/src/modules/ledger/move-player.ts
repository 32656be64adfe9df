import type { PlayerStatus } from '@rinkside/domain';
import type { Db } from '../../db/schema';
import {
  contractColumns,
  type ContractChange,
  type PlayerChanges,
  type PlayerGuard,
  type WhenBeaten,
} from './player-columns';
import { keepRostersConsistent } from './roster-upkeep';
import { touchesRosterSheets } from './roster-sheets';
import { writePlayers } from './player-repo';
import { recordTransactions, type LogLine } from './transactions-repo';

/** One player's move: to another team or none, to another status, with or without new terms. */
export interface PlayerMove {
  playerId: number;
  /** Where the writer read him; the move applies only while he is still there (see `whenBeaten`). */
  from: PlayerGuard;
  /** His team after the move: null when he leaves for free agency, retirement or the draft pool; left out, he stays. */
  toTeamId?: number | null;
  status?: PlayerStatus;
  contract?: ContractChange;
  /** The team he last played for, kept when he leaves one for free agency or ends a team's rights. */
  lastTeamId?: number | null;
  /** He retires after this season. */
  retiredAfterSeasonId?: number;
  /** The transaction log's line for the move, written only when it applies. */
  log?: LogLine;
  /** Default: a 409 saying another change moved him first. */
  whenBeaten?: WhenBeaten;
}

export interface MoveOptions {
  /** The league-clock time of the move (the log's and the lineups'). */
  at: string;
  /**
   * Teams whose lineup the caller mends after the move (`mendLineupAfterRosterMove`): the ledger leaves
   * the leaver's places for the mending to fill and empties what it could not through
   * `clearLineupAfterMending`.
   */
  mendingFirst?: ReadonlySet<number>;
}

export interface MoveResult {
  moved: boolean;
  /** The log line's id, when the move applied and was logged. */
  transactionId: number | null;
}

/**
 * Moves a player in the caller's transaction: the row (guarded by where he was read), the log line,
 * and the depth charts, saved lineups and trading block that name him (docs/decisions/070).
 */
export async function movePlayer(trx: Db, move: PlayerMove, options: MoveOptions): Promise<MoveResult> {
  const [result] = await movePlayers(trx, [move], options);
  return result ?? { moved: false, transactionId: null };
}

/** Several moves at once, the rosters' upkeep done once after them all; results in the moves' order. */
export async function movePlayers(
  trx: Db,
  moves: readonly PlayerMove[],
  options: MoveOptions,
): Promise<MoveResult[]> {
  const moved = await writePlayers(
    trx,
    moves.map((move) => ({
      playerId: move.playerId,
      set: columnsOf(move),
      guard: move.from,
      whenBeaten: move.whenBeaten,
    })),
  );
  const logged = moves.flatMap((move, i) =>
    moved[i] && move.log ? [{ i, line: { ...move.log, playerId: move.playerId, at: options.at } }] : [],
  );
  const ids = await recordTransactions(
    trx,
    logged.map((l) => l.line),
  );
  const transactionIds = new Map(logged.map((l, k) => [l.i, ids[k] ?? null]));
  const results: MoveResult[] = moves.map((_, i) => ({
    moved: moved[i] ?? false,
    transactionId: transactionIds.get(i) ?? null,
  }));
  const placed = moves.filter((m, i) => results[i]?.moved && touchesRosterSheets(m));
  await keepRostersConsistent(trx, {
    playerIds: placed.map((m) => m.playerId),
    at: options.at,
    mendingFirst: options.mendingFirst,
  });
  return results;
}

function columnsOf(move: PlayerMove): PlayerChanges {
  const set: PlayerChanges = move.contract ? contractColumns(move.contract) : {};
  if (move.toTeamId !== undefined) set.team_id = move.toTeamId;
  if (move.status !== undefined) set.status = move.status;
  if (move.lastTeamId !== undefined) set.last_team_id = move.lastTeamId;
  if (move.retiredAfterSeasonId !== undefined) set.retired_after_season_id = move.retiredAfterSeasonId;
  return set;
}
