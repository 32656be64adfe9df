import { describe, expect, it } from 'vitest';
import { pressingLead } from './possession';

// Issue 30: score effects while a game is within reach; three goals apart, it is played out even.
describe('pressingLead', () => {
  it('answers a lead or a deficit of one or two goals as it is', () => {
    expect([-2, -1, 0, 1, 2].map(pressingLead)).toEqual([-2, -1, 0, 1, 2]);
  });

  it('drops to nothing once a game is three or more goals apart, either way', () => {
    expect([3, 4, 7, -3, -5].map(pressingLead)).toEqual([0, 0, 0, 0, 0]);
  });
});
