import { describe, expect, it } from 'vitest';
import { at } from '../list';
import { runClock } from './clock';
import { callMatching, callPenalty, clearBoxes, endMinorOnGoal } from './penalties';
import { baseSkaters, shortBy } from './shifts';
import { boxSkater, gameState, reform, skatersOnIce } from './test-state';
import type { Game } from './types';

const MINOR = 120;
const MAJOR = 300;
/** The `i`th skater the team has on the ice. */
const skater = (g: Game, team: 0 | 1, i = 0) => at(g.teams[team].onIce, i);

describe('the penalty box', () => {
  it('lets a minor run out at its second, and the player and his team come back to full strength', () => {
    const g = gameState();
    const [home] = g.teams;
    const culprit = skater(g, 0);
    boxSkater(home, culprit, { remaining: MINOR });
    reform(g);
    expect(skatersOnIce(g)).toEqual([4, 5]);
    expect([home.unit, g.teams[1].unit]).toEqual(['PK', 'PP']);

    runClock(g, 200);
    const expired = g.events.filter((e) => e.type === 'PENALTY_EXPIRED');
    expect(expired.map((e) => e.clock)).toEqual([MINOR]);
    expect(culprit.inBox).toBe(false);
    expect(home.penalties).toEqual([]);
    expect(skatersOnIce(g)).toEqual([5, 5]);
  });

  it('ends the earliest-expiring minor on a power-play goal, freeing its player', () => {
    const g = gameState();
    const [home] = g.teams;
    const [first, second] = [skater(g, 0, 0), skater(g, 0, 1)];
    boxSkater(home, first, { remaining: 100 });
    boxSkater(home, second, { remaining: 40 });
    expect(endMinorOnGoal(home)).toBe(second);
    expect(second.inBox).toBe(false);
    expect(first.inBox).toBe(true);
    expect(home.penalties.map((p) => p.remaining)).toEqual([100]);
  });

  it('does not end a major on a power-play goal', () => {
    const g = gameState();
    const [home] = g.teams;
    const culprit = skater(g, 0);
    boxSkater(home, culprit, { remaining: MAJOR, releasable: false });
    expect(endMinorOnGoal(home)).toBeNull();
    expect(culprit.inBox).toBe(true);
    expect(home.penalties.map((p) => p.remaining)).toEqual([MAJOR]);
  });

  it('cuts a double minor to its last two minutes on a goal, and ends it on a second goal', () => {
    const g = gameState();
    const [home] = g.teams;
    const culprit = skater(g, 0);
    boxSkater(home, culprit, { remaining: 2 * MINOR - 30 });
    expect(endMinorOnGoal(home)).toBeNull();
    expect(home.penalties.map((p) => p.remaining)).toEqual([MINOR]);
    expect(culprit.inBox).toBe(true);
    expect(endMinorOnGoal(home)).toBe(culprit);
    expect(home.penalties).toEqual([]);
  });

  it('plays coincidental minors 4-on-4 with no power play, and no goal ends them', () => {
    const g = gameState();
    const [a, b] = [skater(g, 0), skater(g, 1)];
    callMatching(g, a, b, false);
    expect(g.teams.map((t) => baseSkaters(g, t))).toEqual([4, 4]);
    expect(g.teams.map((t) => t.unit)).toEqual(['EV', 'EV']);
    expect(g.teams.map((t) => t.powerPlays)).toEqual([0, 0]);
    expect(endMinorOnGoal(g.teams[0])).toBeNull();
    expect(endMinorOnGoal(g.teams[1])).toBeNull();
    expect([a.inBox, b.inBox]).toEqual([true, true]);
  });

  it('leaves both teams at full strength for fighting majors', () => {
    const g = gameState();
    const [a, b] = [skater(g, 0), skater(g, 1)];
    callMatching(g, a, b, true);
    expect(g.teams.map((t) => shortBy(t))).toEqual([0, 0]);
    expect(skatersOnIce(g)).toEqual([5, 5]);
    expect([a.pim, b.pim]).toEqual([5, 5]);
  });

  it('does not shorten either team for coincidental minors when one is already short', () => {
    const g = gameState();
    boxSkater(g.teams[0], skater(g, 0), { remaining: MINOR });
    reform(g);
    const [a, b] = [skater(g, 0), skater(g, 1)];
    callMatching(g, a, b, false);
    expect(g.teams.map((t) => baseSkaters(g, t))).toEqual([4, 5]);
  });

  it('plays 5-on-3 with a third call waiting, then 5-on-4 and 5-on-5 as the penalties run out in order', () => {
    const g = gameState();
    const [home, away] = g.teams;
    const [early, late] = [skater(g, 0, 0), skater(g, 0, 1)];
    boxSkater(home, late, { remaining: MINOR });
    boxSkater(home, early, { remaining: 50 });
    reform(g);
    expect(skatersOnIce(g)).toEqual([3, 5]);
    const events = g.events.length;
    expect(callPenalty(g, home)).toBe(false);
    expect(home.penalties).toHaveLength(2);
    expect(g.events).toHaveLength(events);

    runClock(g, 50);
    expect([early.inBox, late.inBox]).toEqual([false, true]);
    expect(skatersOnIce(g)).toEqual([4, 5]);
    expect(away.unit).toBe('PP');
    runClock(g, MINOR - 50);
    expect(late.inBox).toBe(false);
    expect(skatersOnIce(g)).toEqual([5, 5]);
  });

  it('keeps a player with two penalties in the box until both are served', () => {
    const g = gameState();
    const [home] = g.teams;
    const culprit = skater(g, 0);
    boxSkater(home, culprit, { remaining: MINOR });
    boxSkater(home, culprit, { remaining: 2 * MINOR, releasable: false });
    runClock(g, MINOR);
    expect(culprit.inBox).toBe(true);
    expect(home.onIce).not.toContain(culprit);
    runClock(g, MINOR);
    expect(culprit.inBox).toBe(false);
  });

  it('gives 4-on-3 for one penalty and 5-on-3 for two in regular-season overtime', () => {
    const g = gameState({ overtime: true });
    const [home, away] = g.teams;
    expect(skatersOnIce(g)).toEqual([3, 3]);
    boxSkater(home, skater(g, 0), { remaining: MINOR });
    reform(g);
    expect([baseSkaters(g, home), baseSkaters(g, away)]).toEqual([3, 4]);
    boxSkater(home, skater(g, 0), { remaining: MINOR });
    reform(g);
    expect([baseSkaters(g, home), baseSkaters(g, away)]).toEqual([3, 5]);
  });

  it('plays coincidental minors in overtime at the overtime strength', () => {
    const g = gameState({ overtime: true });
    callMatching(g, skater(g, 0), skater(g, 1), false);
    expect(g.teams.map((t) => baseSkaters(g, t))).toEqual([3, 3]);
  });

  it('empties both boxes at the end of the game', () => {
    const g = gameState();
    const culprits = [skater(g, 0), skater(g, 1)];
    boxSkater(g.teams[0], at(culprits, 0), { remaining: MAJOR, releasable: false });
    boxSkater(g.teams[1], at(culprits, 1), { remaining: MINOR });
    clearBoxes(g);
    expect(g.teams.map((t) => t.penalties.length)).toEqual([0, 0]);
    expect(culprits.map((s) => s.inBox)).toEqual([false, false]);
  });
});
