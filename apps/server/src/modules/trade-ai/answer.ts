import {
  AI_PARTNER_WINDOW_DAYS,
  aiTradeDecision,
  leagueInstant,
  partnerLimitReason,
  teamDirection,
  tradeBalance,
  type AiTradeDecision,
  type AiTradeGuardFacts,
  type ContractSettings,
  type TeamDirection,
  type TradeProposalRequest,
  type ValuationLeague,
  type ValuedAsset,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { teamCapState } from '../contracts/team-room';
import type { Db, LeagueRow } from '../leagues/api';
import * as repo from './repo';
import { teamAssets, valuationLeague } from './valuation';

type JudgedLeague = Pick<LeagueRow, 'id' | 'start_year' | 'time_zone' | 'simulated_to'>;

/** The league and the two teams an AI judge reads. */
interface JudgeInput {
  league: JudgedLeague;
  settings: ContractSettings;
  aiTeamId: number;
  otherTeamId: number;
}

type Sides = TradeProposalRequest['teams'];
type Side = Sides[number];

const idOf = (asset: ValuedAsset) => (asset.kind === 'player' ? asset.player.id : asset.pick.id);
const inSide = (side: Side) => (asset: ValuedAsset) =>
  asset.kind === 'player'
    ? side.gives.playerIds.includes(asset.player.id)
    : side.gives.pickIds.includes(asset.pick.id);

/** A player's cap hit as the receiving team would carry it: less the share his team retains. */
function withRetained(asset: ValuedAsset, side: Side): ValuedAsset {
  if (asset.kind !== 'player') return asset;
  const percent = side.gives.retained.find((r) => r.playerId === asset.player.id)?.percent ?? 0;
  if (percent === 0) return asset;
  return {
    ...asset,
    player: { ...asset.player, capHit: Math.round(asset.player.capHit * (1 - percent / 100)) },
  };
}

/** One side's assets in the trade as the value model sees them, and the rest of its team's. */
function splitSide(all: readonly ValuedAsset[], side: Side) {
  const gives = all.filter(inSide(side)).map((a) => withRetained(a, side));
  return { gives, keeps: all.filter((a) => !inSide(side)(a)) };
}

/**
 * An AI team's view of trades with one other team, read once (docs/decisions/048): the league as the value
 * model sees it, the AI team's direction and both teams' assets. `decide` is then pure, so a proposal's
 * answer and every package the trade finder tries are judged alike.
 */
export interface AiJudge {
  aiTeamId: number;
  otherTeamId: number;
  league: ValuationLeague;
  direction: TeamDirection;
  /** Every player under contract and pick owned, of either team, as the value model sees them. */
  assetsOf(teamId: number): readonly ValuedAsset[];
  /** How the AI team answers these two sides (each with what it gives). */
  decide(sides: Sides): AiTradeDecision;
}

/** The league's clock now, and the start of the window AI teams count their dealings over (ISO). */
function partnerWindow(ctx: AppContext, league: JudgedLeague) {
  const now = leagueInstant(ctx.now(), league.time_zone, league.simulated_to);
  return { now, since: new Date(now.getTime() - AI_PARTNER_WINDOW_DAYS * 86_400_000).toISOString() };
}

/**
 * The partner limit read again inside the transaction that agrees the trade, under both teams' locks
 * (docs/decisions/094): of two trades with one partner judged at the same instant, the one agreed second
 * sees the first. Its words when the limit is reached, else null.
 */
export async function partnerLimitNow(
  ctx: AppContext,
  trx: Db,
  input: { league: JudgedLeague; aiTeamId: number; otherTeamId: number; tradeId: number },
): Promise<string | null> {
  const { now, since } = partnerWindow(ctx, input.league);
  const pair = [input.aiTeamId, input.otherTeamId] as const;
  const tradesWithPartner = await repo.tradesAgreedBetween(trx, pair, since, input.tradeId);
  return partnerLimitReason({ now, tradesWithPartner });
}

/**
 * What the AI team's guards read (docs/decisions/094): its trades with the other team and what it traded
 * away in the window, on the league's clock, and its payroll under this season's cap.
 */
async function guardFacts(
  ctx: AppContext,
  db: Db,
  input: JudgeInput & { year: number },
): Promise<AiTradeGuardFacts> {
  const { now, since } = partnerWindow(ctx, input.league);
  const [tradesWithPartner, gaveAway, cap] = await Promise.all([
    repo.tradesAgreedBetween(db, [input.aiTeamId, input.otherTeamId], since),
    repo.tradedAwaySince(db, input.aiTeamId, since),
    teamCapState(db, input.aiTeamId, input.year, input.settings),
  ]);
  return {
    now,
    tradesWithPartner,
    gaveAway,
    cap: { payroll: cap.figures.payroll, upperLimit: cap.season.upperLimit },
  };
}

export async function aiJudge(
  ctx: AppContext,
  db: Db,
  input: JudgeInput & {
    /** The league as the value model sees it, when the caller read it already for several judges. */
    valuation?: ValuationLeague;
  },
): Promise<AiJudge> {
  const { aiTeamId, otherTeamId } = input;
  const [league, aiAssets, otherAssets] = await Promise.all([
    input.valuation ?? valuationLeague(ctx, db, input.league, input.settings),
    teamAssets(db, aiTeamId),
    teamAssets(db, otherTeamId),
  ]);
  const guards = await guardFacts(ctx, db, { ...input, year: league.season.startYear });
  const direction = teamDirection(league.rankOf.get(aiTeamId) ?? league.teamCount, league.teamCount);
  const assetsOf = (teamId: number) =>
    teamId === aiTeamId ? aiAssets : teamId === otherTeamId ? otherAssets : [];
  return {
    aiTeamId,
    otherTeamId,
    league,
    direction,
    assetsOf,
    decide(sides) {
      const aiSide = sides.find((s) => s.teamId === aiTeamId);
      const otherSide = sides.find((s) => s.teamId === otherTeamId);
      if (!aiSide || !otherSide) throw new Error('The AI team is not in this trade.');
      const ai = splitSide(aiAssets, aiSide);
      const other = splitSide(otherAssets, otherSide);
      return aiTradeDecision({
        league,
        direction,
        gives: ai.gives,
        gets: other.gives,
        otherAssets: other.keeps,
        guards,
      });
    },
  };
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
    league: JudgedLeague;
    settings: ContractSettings;
    sides: Sides;
    aiTeamId: number;
  },
): Promise<AiAnswer> {
  const other = input.sides.find((s) => s.teamId !== input.aiTeamId);
  if (!other || !input.sides.some((s) => s.teamId === input.aiTeamId))
    throw new Error('The AI team is not in this trade.');
  const judge = await aiJudge(ctx, db, { ...input, otherTeamId: other.teamId });
  const decision = judge.decide(input.sides);
  if (decision.decision !== 'counter') return decision;
  return { ...decision, ask: { kind: decision.ask.kind, id: idOf(decision.ask) } };
}

/** The value model's ratio between the two sides through neutral eyes (1 = even), and who gets more. */
export async function fairnessOf(
  ctx: AppContext,
  db: Db,
  input: { league: Pick<LeagueRow, 'id' | 'start_year'>; settings: ContractSettings; sides: Sides },
): Promise<{ ratio: number; gainerTeamId: number | null }> {
  const [a, b] = input.sides;
  const [league, aAll, bAll] = await Promise.all([
    valuationLeague(ctx, db, input.league, input.settings),
    a ? teamAssets(db, a.teamId) : [],
    b ? teamAssets(db, b.teamId) : [],
  ]);
  const aGives = a ? splitSide(aAll, a).gives : [];
  const bGives = b ? splitSide(bAll, b).gives : [];
  const balance = tradeBalance(aGives, bGives, league);
  const gainer = balance.gainer === 'a' ? a : balance.gainer === 'b' ? b : undefined;
  return { ratio: balance.ratio, gainerTeamId: gainer?.teamId ?? null };
}
