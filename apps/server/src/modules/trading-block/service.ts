import type {
  Position,
  LeagueTradingBlock,
  TeamTradingBlock,
  TradingBlockEntry,
  TradingBlockRequest,
  tradingBlockQuerySchema,
} from '@rinkside/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { lockTeam } from '../contracts/api';
import { teamAccess } from '../lines/access';
import { requireLeague } from '../leagues/service';
import * as repo from './repo';

type TradingBlockQuery = z.infer<typeof tradingBlockQuerySchema>;

/** The filter's 'F' is every forward. */
const POSITIONS_OF: Record<NonNullable<TradingBlockQuery['position']>, readonly Position[]> = {
  C: ['C'],
  LW: ['LW'],
  RW: ['RW'],
  D: ['D'],
  G: ['G'],
  F: ['C', 'LW', 'RW'],
};

const presentEntry = (row: repo.BlockEntryRow): TradingBlockEntry => ({
  player: {
    id: row.player_id,
    firstName: row.first_name,
    lastName: row.last_name,
    position: row.position,
    age: row.age,
    overall: row.overall,
    capHit: row.cap_hit,
    yearsLeft: row.contract_years,
  },
  team: { id: row.team_id, name: row.team_name, abbrev: row.team_abbrev },
  note: row.note,
  listedAt: row.listed_at,
});

/** GET /league/{id}/team/{teamId}/trading-block: open to the league; its GM and the commissioner edit it. */
export async function getTeamBlock(
  ctx: AppContext,
  leagueId: number,
  teamId: number,
  userId: number,
): Promise<TeamTradingBlock> {
  const { team, editable } = await teamAccess(ctx, leagueId, teamId, userId);
  const rows = await repo.listBlockEntries(ctx.database.db, { leagueId, teamId });
  return {
    team: { id: team.id, name: team.name, abbrev: team.abbreviation },
    lookingFor: team.trade_looking_for,
    entries: rows.map(presentEntry),
    canEdit: editable,
  };
}

/**
 * PUT /league/{id}/team/{teamId}/trading-block (its GM or the commissioner): the whole block at once.
 * Every player must be under contract with the team now; one who is not is named, and nothing is saved.
 */
export async function putTeamBlock(
  ctx: AppContext,
  {
    leagueId,
    teamId,
    userId,
    block,
  }: { leagueId: number; teamId: number; userId: number; block: TradingBlockRequest },
): Promise<TeamTradingBlock> {
  const { team, editable } = await teamAccess(ctx, leagueId, teamId, userId);
  if (!editable) throw forbidden("Only this team's GM or the commissioner can change its trading block.");
  const ids = block.players.map((p) => p.playerId);
  const now = ctx.now().toISOString();
  await ctx.database.db.transaction().execute(async (trx) => {
    // The team's lock keeps a roster move or trade from slipping between the check and the write.
    await lockTeam(trx, ctx.database.kind, teamId);
    const players = new Map((await repo.findPlayers(trx, leagueId, ids)).map((p) => [p.id, p]));
    const seen = new Set<number>();
    for (const playerId of ids) {
      const player = players.get(playerId);
      if (!player) throw badRequest(`There is no player with id ${playerId} in this league.`);
      const name = `${player.first_name} ${player.last_name}`;
      if (seen.has(playerId)) throw badRequest(`${name} is listed twice; list each player once.`);
      seen.add(playerId);
      if (player.retired_after_season_id !== null) throw conflict(`${name} has retired.`);
      if (player.team_id !== teamId || player.status === 'prospect')
        throw conflict(`${name} is not under contract with ${team.name}.`);
    }
    const listed = await repo.listedAt(trx, teamId);
    const lookingFor = block.lookingFor?.trim() ?? '';
    await repo.replaceBlock(trx, {
      leagueId,
      teamId,
      lookingFor: lookingFor === '' ? null : lookingFor,
      rows: block.players.map((p) => ({
        playerId: p.playerId,
        note: p.note?.trim() ? p.note.trim() : null,
        listedAt: listed.get(p.playerId) ?? now,
      })),
    });
  });
  return getTeamBlock(ctx, leagueId, teamId, userId);
}

/** GET /league/{id}/trading-block?position=&teamId=: every listed player, and what each team looks for. */
export async function getLeagueBlock(
  ctx: AppContext,
  leagueId: number,
  query: TradingBlockQuery,
): Promise<LeagueTradingBlock> {
  await requireLeague(ctx, leagueId);
  const { db } = ctx.database;
  const [rows, teams] = await Promise.all([
    repo.listBlockEntries(db, {
      leagueId,
      ...(query.teamId === undefined ? {} : { teamId: query.teamId }),
      ...(query.position === undefined ? {} : { positions: POSITIONS_OF[query.position] }),
    }),
    repo.listLookingFor(db, leagueId, query.teamId),
  ]);
  return {
    entries: rows.map(presentEntry),
    lookingFor: teams.flatMap((t) =>
      t.trade_looking_for === null
        ? []
        : [{ team: { id: t.id, name: t.name, abbrev: t.abbreviation }, text: t.trade_looking_for }],
    ),
  };
}
