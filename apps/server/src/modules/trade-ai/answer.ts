import {
  aiTradeDecision,
  teamDirection,
  tradeBalance,
  type AiTradeDecision,
  type ContractSettings,
  type TradeProposalRequest,
  type ValuedAsset,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import type { Db, LeagueRow } from '../leagues/api';
import { teamAssets, valuationLeague } from './valuation';

type Sides = TradeProposalRequest['teams'];
type Side = Sides[number];

const retainedOf = (side: Side) => new Map(side.gives.retained.map((r) => [r.playerId, r.percent]));
const idOf = (asset: ValuedAsset) => (asset.kind === 'player' ? asset.player.id : asset.pick.id);
const inSide = (side: Side) => (asset: ValuedAsset) =>
  asset.kind === 'player'
    ? side.gives.playerIds.includes(asset.player.id)
    : side.gives.pickIds.includes(asset.pick.id);

/** Each side's assets in the trade, as the value model sees them, and the rest of each team's. */
async function sidesInValues(db: Db, sides: Sides) {
  return Promise.all(
    sides.map(async (side) => {
      const all = await teamAssets(db, side.teamId, retainedOf(side));
      return { side, gives: all.filter(inSide(side)), keeps: all.filter((a) => !inSide(side)(a)) };
    }),
  );
}

export type AiAnswer =
  | Exclude<AiTradeDecision, { decision: 'counter' }>
  | {
      decision: 'counter';
      ratio: number;
      reason: string;
      /** The one more asset the AI team asks of the other. */
      ask: { kind: 'player' | 'pick'; id: number };
    };

/**
 * How the AI team `aiTeamId` answers the trade (docs/decisions/048): the same model for every proposing
 * team, deterministic for the league as it stands.
 */
export async function answerAsAi(
  ctx: AppContext,
  db: Db,
  input: {
    league: Pick<LeagueRow, 'id' | 'start_year'>;
    settings: ContractSettings;
    sides: Sides;
    aiTeamId: number;
  },
): Promise<AiAnswer> {
  const league = await valuationLeague(ctx, db, input.league, input.settings);
  const valued = await sidesInValues(db, input.sides);
  const ai = valued.find((v) => v.side.teamId === input.aiTeamId);
  const other = valued.find((v) => v.side.teamId !== input.aiTeamId);
  if (!ai || !other) throw new Error('The AI team is not in this trade.');
  const rank = league.rankOf.get(input.aiTeamId) ?? league.teamCount;
  const decision = aiTradeDecision({
    league,
    direction: teamDirection(rank, league.teamCount),
    gives: ai.gives,
    gets: other.gives,
    otherAssets: other.keeps,
  });
  if (decision.decision !== 'counter') return decision;
  return { ...decision, ask: { kind: decision.ask.kind, id: idOf(decision.ask) } };
}

/** The value model's ratio between the two sides through neutral eyes (1 = even), and who gets more. */
export async function fairnessOf(
  ctx: AppContext,
  db: Db,
  input: { league: Pick<LeagueRow, 'id' | 'start_year'>; settings: ContractSettings; sides: Sides },
): Promise<{ ratio: number; gainerTeamId: number | null }> {
  const league = await valuationLeague(ctx, db, input.league, input.settings);
  const [a, b] = await sidesInValues(db, input.sides);
  const balance = tradeBalance(a?.gives ?? [], b?.gives ?? [], league);
  const gainer = balance.gainer === 'a' ? a : balance.gainer === 'b' ? b : undefined;
  return { ratio: balance.ratio, gainerTeamId: gainer?.side.teamId ?? null };
}
