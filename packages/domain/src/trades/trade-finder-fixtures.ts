// Hand-built teams for the trade finder's unit tests: each asset's neutral value is set by the test, and
// a stub answers as a partner would, so only the rule under test decides.
import type { Position } from '../player';
import type { AiTradeDecision, ValuedAsset } from './trade-decision';
import {
  assetIdOf,
  inSide,
  type DecideTrade,
  type FinderSide,
  type FinderTeam,
  type NeutralValue,
} from './trade-finder';
import { packageValue } from './trade-value';
import { player } from './valuation-fixtures';

const values = new Map<string, number>();
const keyOf = (asset: ValuedAsset) => `${asset.kind}:${assetIdOf(asset)}`;

/** A player whose neutral value is `value`. */
export function skater(
  id: number,
  value: number,
  extra: { position?: Position; capHit?: number; label?: string } = {},
): ValuedAsset {
  const asset: ValuedAsset = {
    kind: 'player',
    label: extra.label ?? `Player ${id}`,
    player: player({ id, position: extra.position ?? 'C', capHit: extra.capHit ?? 1_000_000 }),
  };
  values.set(keyOf(asset), value);
  return asset;
}

export function pick(id: number, value: number): ValuedAsset {
  const asset: ValuedAsset = {
    kind: 'pick',
    label: `Pick ${id}`,
    pick: { id, year: 2027, round: 2, originalTeamId: 1 },
  };
  values.set(keyOf(asset), value);
  return asset;
}

export const value: NeutralValue = (asset) => values.get(keyOf(asset)) ?? 0;

export const team = (teamId: number, assets: ValuedAsset[], barred: number[] = []): FinderTeam => ({
  teamId,
  assets,
  barredPlayerIds: new Set(barred),
});

export function side(teamId: number, playerIds: number[] = [], pickIds: number[] = []): FinderSide {
  return { teamId, gives: { playerIds, pickIds, retained: [] } };
}

/**
 * A partner that answers by the stub values: `rule(got, given, sides)` with what it receives and gives
 * summed as the value model sums them. Counts its calls.
 */
export function partner(
  partnerTeam: FinderTeam,
  otherTeam: FinderTeam,
  rule: (got: number, given: number, sides: FinderSide[]) => boolean,
): { decide: DecideTrade; calls: () => number } {
  let calls = 0;
  const decide: DecideTrade = (sides): AiTradeDecision => {
    calls += 1;
    const mine = sides.find((s) => s.teamId === partnerTeam.teamId);
    const other = sides.find((s) => s.teamId === otherTeam.teamId);
    if (!mine || !other) throw new Error('The partner is not in this trade.');
    const sum = (t: FinderTeam, s: FinderSide) =>
      packageValue(t.assets.filter((a) => inSide(s, a)).map(value));
    const got = sum(otherTeam, other);
    const given = sum(partnerTeam, mine);
    const ratio = given === 0 ? Number.POSITIVE_INFINITY : got / given;
    return rule(got, given, sides)
      ? { decision: 'accept', ratio }
      : { decision: 'decline', ratio, reason: 'Not enough.' };
  };
  return { decide, calls: () => calls };
}

/** Accepts when it gets at least what it gives. */
export const fair = (got: number, given: number) => got >= given;
