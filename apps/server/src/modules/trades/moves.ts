import { pickWords } from '@rinkside/domain';
import { conflict } from '../../http/errors';
import { mendLineupAfterRosterMove } from '../desk/service';
import * as ledger from '../ledger/api';
import type { Db, TeamRow } from '../leagues/api';
import * as assetsRepo from './assets-repo';
import { retainedAmount, type PlannedAsset } from './plan';

export interface MovedPlayer {
  id: number;
  name: string;
  fromTeamId: number;
  toTeamId: number;
}

export interface MovedPick {
  id: number;
  name: string;
  fromTeamId: number;
  toTeamId: number;
}

/**
 * Moves a trade's assets (inside its transaction, under both teams' locks): the giver's retained share of
 * a player as a 'retained' cap charge that lowers his cap hit, picks to their new owner; the players
 * change teams in `settleRosters`, through the ledger. Each write is guarded by where the asset was read,
 * so one that moved meanwhile fails the transaction with a 409 rather than moving twice.
 */
export async function moveAssets(
  db: Db,
  input: { leagueId: number; tradeId: number; assets: readonly PlannedAsset[]; year: number; at: string },
): Promise<{ players: MovedPlayer[]; picks: MovedPick[] }> {
  const { leagueId, tradeId, assets, year, at } = input;
  const players: MovedPlayer[] = [];
  const picks: MovedPick[] = [];
  for (const asset of assets) {
    if (asset.playerId !== null) {
      const row = await assetsRepo.givenPlayer(db, asset.playerId, asset.fromTeamId);
      if (!row) throw conflict(gone(asset.playerId));
      const kept = retainedAmount(row.cap_hit, asset.retainedPercent);
      await ledger.setContract(db, {
        playerId: row.id,
        from: { teamId: asset.fromTeamId },
        contract: { capHit: row.cap_hit - kept },
        at,
        whenBeaten: { conflict: gone(asset.playerId) },
      });
      if (kept > 0)
        await assetsRepo.insertCapCharge(db, {
          league_id: leagueId,
          team_id: asset.fromTeamId,
          player_id: row.id,
          kind: 'retained',
          first_year: year,
          seasons: Math.max(1, row.contract_years),
          charge_per_season: kept,
          created_at: at,
          trade_id: tradeId,
        });
      players.push({
        id: row.id,
        name: `${row.first_name} ${row.last_name}`,
        fromTeamId: asset.fromTeamId,
        toTeamId: asset.toTeamId,
      });
    }
    if (asset.pickId !== null) {
      await ledger.setPickOwner(db, {
        pickId: asset.pickId,
        fromTeamId: asset.fromTeamId,
        toTeamId: asset.toTeamId,
        unused: true,
        whenBeaten: `${await pickNameOf(db, asset.pickId)} no longer belongs to the team that gives it, or has been used: the trade cannot go through.`,
      });
      picks.push({
        id: asset.pickId,
        name: await pickNameOf(db, asset.pickId),
        fromTeamId: asset.fromTeamId,
        toTeamId: asset.toTeamId,
      });
    }
  }
  return { players, picks };
}

/** A team whose lineup a trade changed, with what changed in words (empty: places left empty). */
export interface MendedTeam {
  team: TeamRow;
  changes: string[];
}

const gone = (playerId: number) =>
  `Player ${playerId} is no longer with the team that gives him: the trade cannot go through.`;

/**
 * After the trade's assets moved: each player joins his new team (the foot of its depth chart when
 * active; off the old team's chart, trading block and lineup) with the log's 'traded' line, through the
 * ledger; each team that lost a player has its lineup mended as a roster move mends it, and what the
 * mending could not fill is left empty. Returns the teams whose lineup changed.
 */
export async function settleRosters(
  db: Db,
  input: {
    teams: readonly TeamRow[];
    moved: readonly MovedPlayer[];
    userId: number | null;
    leagueId: number;
    at: string;
  },
): Promise<MendedTeam[]> {
  const { teams, moved, at } = input;
  if (moved.length === 0) return [];
  const fromName = new Map(teams.map((t) => [t.id, t.name]));
  const losing = new Set(moved.map((p) => p.fromTeamId));
  await ledger.movePlayers(
    db,
    moved.map((player) => ({
      playerId: player.id,
      from: { teamId: player.fromTeamId },
      toTeamId: player.toTeamId,
      log: {
        leagueId: input.leagueId,
        teamId: player.toTeamId,
        kind: 'traded',
        detail: { fromTeamName: fromName.get(player.fromTeamId) },
        byUserId: input.userId,
      },
      whenBeaten: { conflict: gone(player.id) },
    })),
    { at, mendingFirst: losing },
  );
  const mended: MendedTeam[] = [];
  for (const team of teams) {
    const leavers = moved.filter((p) => p.fromTeamId === team.id).map((p) => p.id);
    if (leavers.length === 0) continue;
    // The saved lineup as stored, to tell whether the mending and the ledger changed it.
    const before = await assetsRepo.savedLineupText(db, team.id);
    const changes = await mendLineupAfterRosterMove(db, team, at);
    await ledger.clearLineupAfterMending(db, { teamId: team.id, playerIds: leavers, at });
    if ((await assetsRepo.savedLineupText(db, team.id)) !== before) mended.push({ team, changes });
  }
  return mended;
}

/** "Boston's 2027 2nd-round pick", as the news and the reasons name it. */
export async function pickNameOf(db: Db, pickId: number): Promise<string> {
  const pick = await assetsRepo.pickNaming(db, pickId);
  return pickWords({ year: pick.year, round: pick.round, originalTeamName: pick.name });
}
