import { ID_MAX, type TradeFinderRequest, type TradeFinderResponse } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { findTeam, type Db, type LeagueRow, type TeamRow } from '../leagues/api';
import { requireLeague } from '../leagues/service';
import { givenPlayer } from './assets-repo';
import { findBalance } from './finder-balance';
import { findOffers } from './finder-offers';
import { planOf } from './propose';
import { viewerOf } from './viewer';

/**
 * POST /league/{id}/trades/finder (docs/decisions/093): for the GM of the first team, or the commissioner,
 * the smallest additions that make a trade in the builder work for the other team ('balance'), or the
 * deals AI teams would accept for a player or a need ('offers'). Stores nothing.
 */
export async function findTrades(
  ctx: AppContext,
  input: { leagueId: number; userId: number; request: TradeFinderRequest },
): Promise<TradeFinderResponse> {
  const { request } = input;
  const league = await requireLeague(ctx, input.leagueId);
  const { db } = ctx.database;
  requireQuestion(request);
  const mine = await findTeam(db, league.id, request.teams[0]?.teamId ?? 0);
  if (!mine) throw notFound('Your team must be in this league.');
  await requireAsker(ctx, league, mine, input.userId);
  if (request.ask === 'balance') {
    const plan = await planOf(db, league, { teams: request.teams });
    return findBalance(ctx, { league, plan, sides: request.teams });
  }
  if (request.playerId !== undefined) await requirePlayerOf(db, mine, request.playerId);
  return findOffers(ctx, {
    league,
    mine,
    gives: request.teams[0]?.gives ?? { playerIds: [], pickIds: [], retained: [] },
    playerId: request.playerId,
    need: request.need,
  });
}

/** 400 for a question the finder cannot answer as asked. */
function requireQuestion(request: TradeFinderRequest) {
  // The schema bounds ids below only: one past an integer column would fail in the database.
  const ids = [
    ...request.teams.flatMap((side) => [side.teamId, ...side.gives.playerIds, ...side.gives.pickIds]),
    request.playerId ?? 0,
  ];
  const wrong = ids.find((id) => id > ID_MAX);
  if (wrong !== undefined) throw badRequest(`${wrong} is not an id: ids run from 1 to ${ID_MAX}.`);
  if (request.ask === 'balance' && request.teams.length !== 2)
    throw badRequest('To balance a trade, name both teams: yours first, then the other.');
  if (request.ask === 'offers' && request.teams.length !== 1)
    throw badRequest('Offers come from every AI team: name your team alone.');
  if (request.ask === 'offers' && request.playerId === undefined && request.need === undefined)
    throw badRequest(
      'To find offers, name a player of yours or what your team needs (a position, cap space).',
    );
}

/** Only the first team's GM, or the commissioner for every team, asks for it (as a proposal's sender). */
async function requireAsker(ctx: AppContext, league: LeagueRow, mine: TeamRow, userId: number) {
  const viewer = await viewerOf(ctx.database.db, league, userId);
  if (!viewer.isCommissioner && viewer.teamId !== mine.id)
    throw forbidden(`Only ${mine.name}'s GM or the commissioner can look for trades for it.`);
}

async function requirePlayerOf(db: Db, team: TeamRow, playerId: number) {
  if (!(await givenPlayer(db, playerId, team.id)))
    throw badRequest(`Player ${playerId} does not play for ${team.name}.`);
}
