import { describe, expect, it } from 'vitest';
import { type MadePick, picksToUndo } from './draft-undo';

// Picks listed out of order, so only the rule's own ordering puts them back in order.
const made: MadePick[] = [
  { overall: 4, playerName: 'Dee Four', stillHeld: true },
  { overall: 1, playerName: 'Ann One', stillHeld: true },
  { overall: 3, playerName: 'Cal Three', stillHeld: true },
  { overall: 2, playerName: 'Bo Two', stillHeld: true },
];

describe('picksToUndo', () => {
  it('takes back the chosen pick and every pick after it, in order', () => {
    expect(picksToUndo({ status: 'running', made, from: 2 })).toEqual({
      ok: true,
      from: 2,
      overalls: [2, 3, 4],
    });
    expect(picksToUndo({ status: 'paused', made, from: 4 })).toEqual({ ok: true, from: 4, overalls: [4] });
    expect(picksToUndo({ status: 'running', made, from: 1 })).toEqual({
      ok: true,
      from: 1,
      overalls: [1, 2, 3, 4],
    });
  });

  it('takes back the last pick made when none is chosen', () => {
    expect(picksToUndo({ status: 'running', made })).toEqual({ ok: true, from: 4, overalls: [4] });
  });

  it('refuses a pick not made, and a draft not running', () => {
    expect(picksToUndo({ status: 'running', made, from: 5 })).toEqual({
      ok: false,
      reason: 'Pick 5 has not been made: there is nothing to undo.',
    });
    expect(picksToUndo({ status: 'running', made: [] })).toMatchObject({
      ok: false,
      reason: /No pick has been made/,
    });
    expect(picksToUndo({ status: 'complete', made, from: 2 })).toEqual({
      ok: false,
      reason: 'The draft is over: its picks can no longer be undone.',
    });
    for (const status of ['upcoming', 'lottery', 'ready'] as const)
      expect(picksToUndo({ status, made, from: 2 })).toMatchObject({ ok: false, reason: /has not started/ });
  });

  it('refuses when a player to take back has moved, naming the first, but not for one before the chosen pick', () => {
    const moved = made.map((pick) =>
      pick.overall === 3 || pick.overall === 4 ? { ...pick, stillHeld: false } : pick,
    );
    expect(picksToUndo({ status: 'running', made: moved, from: 2 })).toEqual({
      ok: false,
      reason:
        'Cal Three (pick 3) has signed or moved since he was drafted: pick 2 and the picks after it can no longer be undone.',
    });
    const earlyMoved = made.map((pick) => (pick.overall === 1 ? { ...pick, stillHeld: false } : pick));
    expect(picksToUndo({ status: 'running', made: earlyMoved, from: 2 })).toEqual({
      ok: true,
      from: 2,
      overalls: [2, 3, 4],
    });
  });
});
