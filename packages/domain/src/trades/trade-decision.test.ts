import { describe, expect, it } from 'vitest';
import {
  aiTradeDecision,
  teamDirection,
  tradeBalance,
  tradeFairness,
  type ValuedAsset,
} from './trade-decision';
import { league, player } from './valuation-fixtures';

const p = (name: string, overall: number, extra: Parameters<typeof player>[0] = {}): ValuedAsset => ({
  kind: 'player',
  label: name,
  player: player({ name, overall, potential: overall, ...extra }),
});
const pick = (id: number, round: number, team = 16): ValuedAsset => ({
  kind: 'pick',
  label: `pick ${id}`,
  pick: { id, year: 2027, round, originalTeamId: team },
});

describe('an AI team answers a proposal', () => {
  it('accepts a clearly favourable offer', () => {
    const answer = aiTradeDecision({
      league,
      direction: 'contending',
      gives: [p('Depth Guy', 70)],
      gets: [p('Good Player', 80)],
      otherAssets: [],
    });
    expect(answer.decision).toBe('accept');
  });

  it('declines a lopsided one, saying where it wants more value', () => {
    const answer = aiTradeDecision({
      league,
      direction: 'contending',
      gives: [p('Star Defenceman', 88, { position: 'D', capHit: 9_000_000 })],
      gets: [p('Depth Guy', 70), p('Another', 69)],
      otherAssets: [],
    });
    expect(answer).toMatchObject({ decision: 'decline' });
    expect(answer.decision === 'decline' && answer.reason).toMatch(/more value at defense: Star Defenceman/);
  });

  it('counters a near miss by asking for the least valuable pick that closes the gap', () => {
    const gives = [p('Their Forward', 78)];
    const gets = [p('Your Forward', 77)];
    const answer = aiTradeDecision({
      league,
      direction: 'contending',
      gives,
      gets,
      otherAssets: [pick(1, 1, 1), pick(2, 3), p('Big Star', 90)],
    });
    expect(answer.decision).toBe('counter');
    if (answer.decision !== 'counter') return;
    expect(answer.ratio).toBeGreaterThanOrEqual(0.8);
    expect(answer.ratio).toBeLessThan(1.05);
    // The third-rounder is not enough; the first-rounder is, and it is a pick before any player.
    expect(answer.ask.label).toBe('pick 1');
  });

  it('declines a near miss when nothing it may ask for closes the gap', () => {
    const answer = aiTradeDecision({
      league,
      direction: 'contending',
      gives: [p('Their Forward', 78)],
      gets: [p('Your Forward', 77)],
      otherAssets: [],
    });
    expect(answer.decision).toBe('decline');
  });

  it('never gives up more than two picks in one trade, however good the offer', () => {
    const answer = aiTradeDecision({
      league,
      direction: 'rebuilding',
      gives: [pick(1, 3), pick(2, 3), pick(3, 3)],
      gets: [p('Superstar', 92, { age: 22, capHit: 900_000 })],
      otherAssets: [],
    });
    expect(answer).toMatchObject({
      decision: 'decline',
      reason: expect.stringMatching(/more than 2 draft picks/),
    });
  });

  it('gives the same answer for the same proposal every time', () => {
    const input = {
      league,
      direction: 'rebuilding' as const,
      gives: [p('A', 79)],
      gets: [p('B', 78)],
      otherAssets: [pick(4, 2)],
    };
    expect(aiTradeDecision(input)).toEqual(aiTradeDecision(input));
  });
});

describe('fairness and direction', () => {
  it('an even trade is near 1 and a star for a depth player is lopsided', () => {
    expect(tradeFairness([p('A', 80)], [p('B', 80)], league)).toBeCloseTo(1);
    expect(tradeFairness([p('Star', 90)], [p('Depth', 66)], league)).toBeLessThan(0.6);
  });

  it('names the side that receives more: the one whose partner gives the better asset', () => {
    expect(tradeBalance([p('Depth', 66)], [p('Star', 90)], league).gainer).toBe('a');
    expect(tradeBalance([p('Star', 90)], [p('Depth', 66)], league).gainer).toBe('b');
    expect(tradeBalance([p('A', 80)], [p('B', 80)], league)).toEqual({ ratio: 1, gainer: null });
    expect(tradeBalance([p('Depth', 66)], [p('Star', 90)], league).ratio).toBeCloseTo(
      tradeFairness([p('Star', 90)], [p('Depth', 66)], league),
    );
  });

  it('the top half of the league contends', () => {
    expect(teamDirection(16, 32)).toBe('contending');
    expect(teamDirection(17, 32)).toBe('rebuilding');
  });
});
