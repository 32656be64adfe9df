import type { TradeDetail, TradeProposalRequest } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { contractSettingsOf } from '../contracts/settings';
import type { Db, LeagueRow } from '../leagues/api';
import { answerAsAi, partnerLimitNow } from '../trade-ai/answer';
import { requireLeague } from '../leagues/service';
import { acceptLoaded, counterLoaded, counterTrade, endLoaded } from './answer';
import { detailNow, loadTrade } from './load';
import { teamsOf } from './notices';
import { assetsOfRows, sidesOfPlan } from './plan';
import { proposeTrade } from './propose';
import * as repo from './repo';

/** The AI team's counter: the same trade, its own side first, with the one more asset it asks for. */
function counterWith(
  sides: TradeProposalRequest['teams'],
  aiTeamId: number,
  ask: { kind: 'player' | 'pick'; id: number },
  note: string,
): TradeProposalRequest {
  const ai = sides.find((s) => s.teamId === aiTeamId);
  const other = sides.find((s) => s.teamId !== aiTeamId);
  if (!ai || !other) return { teams: [...sides], note };
  const gives = { ...other.gives };
  if (ask.kind === 'player') gives.playerIds = [...gives.playerIds, ask.id];
  else gives.pickIds = [...gives.pickIds, ask.id];
  return { teams: [ai, { teamId: other.teamId, gives }], note };
}

/**
 * A proposal to a team no person runs is answered at once by its AI (docs/decisions/048): accepted,
 * countered with one more asset, or declined with the reason. A counter that the rules refuse becomes a
 * decline that says what it would have asked. Does nothing for a team with a GM or a trade already
 * answered, so calling it twice (the request, then the trades job) answers once.
 */
export async function answerIfAi(
  ctx: AppContext,
  league: LeagueRow,
  tradeId: number,
  attempt = 1,
): Promise<void> {
  const { db } = ctx.database;
  const trade = await repo.findTrade(db, league.id, tradeId);
  if (!trade || trade.status !== 'proposed') return;
  const teams = await teamsOf(db, trade);
  const partner = teams[1];
  if (partner.gm_user_id !== null) return;
  const loaded = { league, trade, viewer: { userId: null, isCommissioner: false, teamId: partner.id } };
  const sides = sidesOfPlan({ teams, assets: assetsOfRows(await repo.assetsOf(db, [trade.id])) });
  const answer = await answerAsAi(ctx, db, {
    league,
    settings: contractSettingsOf(league.contract_settings),
    sides,
    aiTeamId: partner.id,
  });
  if (answer.decision === 'accept') {
    const recheck = (trx: Db) =>
      partnerLimitNow(ctx, trx, { league, aiTeamId: partner.id, otherTeamId: teams[0].id, tradeId });
    return acceptLoaded(ctx, loaded, recheck).then(
      () => undefined,
      async (error: unknown) => {
        if (!(error instanceof HttpError)) throw error;
        // Another trade with this partner was agreed since the answer was read, or the trade moved on:
        // answered again from what is stored now, it is declined with the reason, or left as it became.
        if (attempt === 1) await answerIfAi(ctx, league, tradeId, 2);
      },
    );
  }
  try {
    if (answer.decision === 'decline')
      await endLoaded(ctx, loaded, { how: 'declined', reason: answer.reason });
    else
      await counterLoaded(ctx, loaded, counterWith(sides, partner.id, answer.ask, answer.reason)).catch(
        async (error: unknown) => {
          if (!(error instanceof HttpError)) throw error;
          await endLoaded(ctx, loaded, { how: 'declined', reason: answer.reason });
        },
      );
  } catch (error) {
    // Another answer or the trade's own problems got there first: the trade says what became of it.
    if (!(error instanceof HttpError)) throw error;
  }
}

/** POST /league/{id}/trades: the proposal, answered at once when it goes to an AI team. */
export async function proposeToAnyTeam(
  ctx: AppContext,
  input: { leagueId: number; userId: number; request: TradeProposalRequest },
): Promise<TradeDetail> {
  const proposed = await proposeTrade(ctx, input.leagueId, input.userId, input.request);
  return answeredNow(ctx, input, proposed);
}

/** POST …/{tradeId}/counter: the counter, answered at once when it goes to an AI team. */
export async function counterToAnyTeam(
  ctx: AppContext,
  input: { leagueId: number; tradeId: number; userId: number; request: TradeProposalRequest },
): Promise<TradeDetail> {
  const countered = await counterTrade(ctx, input);
  return answeredNow(ctx, input, countered);
}

async function answeredNow(
  ctx: AppContext,
  input: { leagueId: number; userId: number },
  trade: TradeDetail,
): Promise<TradeDetail> {
  if (trade.status !== 'proposed' || trade.sides[1]?.humanGm !== false) return trade;
  const league = await requireLeague(ctx, input.leagueId);
  await answerIfAi(ctx, league, trade.id);
  return detailNow(ctx, await loadTrade(ctx, input.leagueId, trade.id, input.userId));
}
