import { describe, expect, it } from 'vitest';
import { ballotSchema, tallyBallots } from './ballots';

// The formula ranks player 1 first, then 2, 3 and 4.
const ranking = [1, 2, 3, 4].map((playerId) => ({ playerId, teamId: 10 + playerId, value: '' }));
const count = (voterTeamIds: number[], ballots: { voterTeamId: number; picks: number[] }[]) =>
  tallyBallots({ award: 'mvp', ranking, voterTeamIds, ballots });

describe('tallyBallots', () => {
  it('has every team without a ballot vote the formula’s top three, 5-3-1', () => {
    expect(count([1, 2, 3], [])).toEqual({
      award: 'mvp',
      playerId: 1,
      teamId: 11,
      value: '15 voting pts',
      runnersUp: [
        { playerId: 2, teamId: 12, value: '9 voting pts' },
        { playerId: 3, teamId: 13, value: '3 voting pts' },
      ],
    });
  });

  it('lets the GMs’ ballots overturn the formula', () => {
    const gms = [1, 2, 3].map((voterTeamId) => ({ voterTeamId, picks: [4, 2, 1] }));
    const result = count([1, 2, 3, 4], gms);
    // Player 4: 3 × 5; player 2: 3 × 3 + 3; player 1: 3 × 1 + 5.
    expect(result?.playerId).toBe(4);
    expect(result?.runnersUp.map((p) => [p.playerId, p.value])).toEqual([
      [2, '12 voting pts'],
      [1, '8 voting pts'],
      [3, '1 voting pt'],
    ]);
  });

  it('breaks a tie on voting points by the formula’s order', () => {
    // Players 2 and 1 both get 5 + 3; the formula ranks 1 higher.
    const result = count(
      [1, 2],
      [
        { voterTeamId: 2, picks: [2, 1] },
        { voterTeamId: 1, picks: [1, 2] },
      ],
    );
    expect(result?.playerId).toBe(1);
    // And the other way round when the formula prefers the later id.
    const reversed = tallyBallots({
      award: 'mvp',
      ranking: [...ranking].reverse(),
      voterTeamIds: [1, 2],
      ballots: [
        { voterTeamId: 1, picks: [1, 4] },
        { voterTeamId: 2, picks: [4, 1] },
      ],
    });
    expect(reversed?.playerId).toBe(4);
  });

  it('counts nothing for an ineligible player or a team without a vote', () => {
    const result = count(
      [1],
      [
        { voterTeamId: 1, picks: [99, 3] },
        { voterTeamId: 7, picks: [4, 4, 4] },
      ],
    );
    expect(result).toMatchObject({ playerId: 3, value: '3 voting pts', runnersUp: [] });
  });

  it('is null with no voters or nobody eligible', () => {
    expect(count([], [])).toBeNull();
    expect(tallyBallots({ award: 'bestRookie', ranking: [], voterTeamIds: [1, 2], ballots: [] })).toBeNull();
  });
});

describe('ballotSchema', () => {
  it('takes one to three different players', () => {
    expect(ballotSchema.safeParse({ voterTeamId: 1, picks: [4, 2, 1] }).success).toBe(true);
    expect(ballotSchema.safeParse({ voterTeamId: 1, picks: [4, 4] }).success).toBe(false);
    expect(ballotSchema.safeParse({ voterTeamId: 1, picks: [1, 2, 3, 4] }).success).toBe(false);
    expect(ballotSchema.safeParse({ voterTeamId: 1, picks: [] }).success).toBe(false);
  });
});
