import type { TradeProposalRequest } from '@rinkside/domain';
import type { TeamRow } from '../leagues/api';
import type { TradeAssetRow } from './repo';

/** One asset a trade moves, as stored in trade_assets and as a proposal asks. */
export interface PlannedAsset {
  fromTeamId: number;
  toTeamId: number;
  playerId: number | null;
  pickId: number | null;
  retainedPercent: number;
}

/** A trade between two teams: the proposing side first. */
export interface TradePlan {
  teams: readonly [TeamRow, TeamRow];
  assets: PlannedAsset[];
}

/**
 * The assets a proposal asks to move: each side's players (with the share it retains) and picks go to
 * the other side. A retained share for a player the side does not give is left for the rules to refuse.
 */
export function assetsOfRequest(request: TradeProposalRequest): PlannedAsset[] {
  const [first, second] = request.teams;
  if (!first || !second) return [];
  return [
    [first, second],
    [second, first],
  ].flatMap(([from, to]) => {
    if (!from || !to) return [];
    const retained = new Map(from.gives.retained.map((r) => [r.playerId, r.percent]));
    return [
      ...[...new Set(from.gives.playerIds)].map((playerId) => ({
        fromTeamId: from.teamId,
        toTeamId: to.teamId,
        playerId,
        pickId: null,
        retainedPercent: retained.get(playerId) ?? 0,
      })),
      ...[...new Set(from.gives.pickIds)].map((pickId) => ({
        fromTeamId: from.teamId,
        toTeamId: to.teamId,
        playerId: null,
        pickId,
        retainedPercent: 0,
      })),
    ];
  });
}

export const assetsOfRows = (rows: readonly TradeAssetRow[]): PlannedAsset[] =>
  rows.map((r) => ({
    fromTeamId: r.from_team_id,
    toTeamId: r.to_team_id,
    playerId: r.player_id,
    pickId: r.pick_id,
    retainedPercent: r.retained_percent,
  }));

export const playerIdsOf = (assets: readonly PlannedAsset[]) =>
  assets.flatMap((a) => (a.playerId === null ? [] : [a.playerId]));
export const pickIdsOf = (assets: readonly PlannedAsset[]) =>
  assets.flatMap((a) => (a.pickId === null ? [] : [a.pickId]));

/** The share of a player's cap hit the giving side keeps, in whole dollars (docs/decisions/047). */
export const retainedAmount = (capHit: number, percent: number) => Math.round((capHit * percent) / 100);

/** A plan's sides as a proposal states them: each team with what it gives, the proposing team first. */
export function sidesOfPlan(plan: TradePlan): TradeProposalRequest['teams'] {
  return plan.teams.map((team) => {
    const given = plan.assets.filter((a) => a.fromTeamId === team.id);
    return {
      teamId: team.id,
      gives: {
        playerIds: given.flatMap((a) => (a.playerId === null ? [] : [a.playerId])),
        pickIds: given.flatMap((a) => (a.pickId === null ? [] : [a.pickId])),
        retained: given.flatMap((a) =>
          a.playerId !== null && a.retainedPercent > 0
            ? [{ playerId: a.playerId, percent: a.retainedPercent }]
            : [],
        ),
      },
    };
  });
}
