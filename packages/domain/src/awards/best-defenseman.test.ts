import { describe, expect, it } from 'vitest';
import { bestDefenseman } from './best-defenseman';
import { skater } from './season-builder';

describe('bestDefenseman', () => {
  it('considers defensemen only, showing points and plus-minus', () => {
    const result = bestDefenseman({
      skaters: [
        skater(1, { position: 'C', goals: 50, assists: 50 }),
        skater(2, { position: 'D', goals: 20, assists: 50, plusMinus: 22 }),
        skater(3, { position: 'D', goals: 5, assists: 25, plusMinus: -4 }),
      ],
    });
    expect(result).toMatchObject({
      award: 'bestDefenseman',
      playerId: 2,
      value: '70 pts, +22',
      runnersUp: [{ playerId: 3, value: '30 pts, -4' }],
    });
  });

  it('between equal points, counts plus-minus', () => {
    const result = bestDefenseman({
      skaters: [
        skater(1, { position: 'D', goals: 10, assists: 40, plusMinus: 0 }),
        skater(2, { position: 'D', goals: 10, assists: 40, plusMinus: 10 }),
      ],
    });
    expect(result?.playerId).toBe(2);
  });

  it('between equal points and plus-minus, counts blocked shots and takeaways less giveaways', () => {
    const result = bestDefenseman({
      skaters: [
        skater(1, { position: 'D', goals: 10, assists: 40, shotBlocks: 100, takeaways: 40, giveaways: 60 }),
        skater(2, { position: 'D', goals: 10, assists: 40, shotBlocks: 100, takeaways: 40, giveaways: 20 }),
      ],
    });
    expect(result?.playerId).toBe(2);
  });

  it('lets a strong defensive season beat a few more points', () => {
    const result = bestDefenseman({
      skaters: [
        skater(1, { position: 'D', goals: 10, assists: 45, plusMinus: -10, shotBlocks: 60 }),
        skater(2, { position: 'D', goals: 5, assists: 45, plusMinus: 15, shotBlocks: 180 }),
      ],
    });
    expect(result?.playerId).toBe(2);
  });

  it('is null without a defenseman who played', () => {
    expect(
      bestDefenseman({ skaters: [skater(1, { goals: 30 }), skater(2, { position: 'D', gamesPlayed: 0 })] }),
    ).toBeNull();
  });
});
