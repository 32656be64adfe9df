import type { ShotAttempt } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { gameFlowOf } from './game-flow-model';

const attempt = (over: Partial<ShotAttempt>): ShotAttempt => ({
  index: 0,
  team: 'home',
  period: 1,
  clock: 0,
  kind: 'shot',
  shooter: 1,
  x: 70,
  y: 0,
  xg: 0.1,
  shotType: 'wrist',
  rebound: false,
  rush: false,
  emptyNet: false,
  situation: 'EV',
  fiveOnFive: true,
  skatersFor: [],
  skatersAgainst: [],
  goalie: null,
  ...over,
});

describe('the game flow', () => {
  it('adds up expected goals and attempts of each team minute by minute, without float dust', () => {
    const flow = gameFlowOf(
      [
        attempt({ clock: 30, xg: 0.1 }),
        attempt({ clock: 60, xg: 0.2 }),
        attempt({ clock: 61, team: 'away', kind: 'block', xg: 0 }),
        attempt({ period: 2, clock: 5, xg: 0.1, kind: 'goal' }),
      ],
      2 * 20 * 60 + 10,
    );
    // An attempt at 1:00 counts at the 1' mark, one at 1:01 at the 2' mark.
    expect(flow.points[1]).toEqual({ minute: 1, homeXg: 0.3, awayXg: 0, homeAttempts: 2, awayAttempts: 0 });
    expect(flow.points[2]).toMatchObject({ awayAttempts: 1 });
    expect(flow.points).toHaveLength(42);
    expect(flow.points.at(-1)).toEqual({
      minute: 41,
      homeXg: 0.4,
      awayXg: 0,
      homeAttempts: 3,
      awayAttempts: 1,
    });
    // The 2nd period's goal at 0:05 is drawn at the 21' mark; overtime starts at 60'.
    expect(flow.goals).toEqual([{ minute: 21, team: 'home' }]);
    expect(gameFlowOf([attempt({ period: 4, clock: 90, kind: 'goal' })], 3690).goals).toEqual([
      { minute: 62, team: 'home' },
    ]);
  });
});
