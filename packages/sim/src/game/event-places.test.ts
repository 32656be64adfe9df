import {
  distanceToNet,
  expectedGoals,
  goalieIdsOf,
  onIce,
  RINK,
  roundXg,
  shotAttemptsOf,
  zoneOf,
  type GameEvent,
} from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { at } from '../list';
import { createRng } from '../rng';
import { simulateGame } from './simulate-game';
import { playGames, testLeague } from './test-games';

const LOCATED = new Set<GameEvent['type']>([
  'SHOT',
  'MISSED_SHOT',
  'BLOCKED_SHOT',
  'GOAL',
  'HIT',
  'GIVEAWAY',
  'TAKEAWAY',
  'FACEOFF',
]);
const games = [...playGames(createRng('event-places'), testLeague(31, 6), 150)];

describe('the places of a played game’s events', () => {
  it('places every shot, hit, turnover and faceoff on the ice, in whole feet', () => {
    let located = 0;
    for (const data of games)
      for (const e of data.events) {
        if (!LOCATED.has(e.type)) continue;
        if (!('x' in e) || e.x === undefined || e.y === undefined) throw new Error(`${e.type} has no place`);
        expect(onIce({ x: e.x, y: e.y })).toBe(true);
        expect([Math.round(e.x), Math.round(e.y)]).toEqual([e.x, e.y]);
        located++;
      }
    expect(located / games.length).toBeGreaterThan(150);
  });

  it('shoots from the offensive zone, at an empty net from anywhere', () => {
    let tries = 0;
    for (const data of games)
      for (const e of data.events) {
        if (e.type !== 'SHOT' && e.type !== 'MISSED_SHOT' && e.type !== 'GOAL' && e.type !== 'BLOCKED_SHOT')
          continue;
        const emptyNet = e.type !== 'SHOT' && e.type !== 'BLOCKED_SHOT' && e.emptyNet === true;
        if (emptyNet && zoneOf({ x: e.x ?? 0, y: e.y ?? 0 }) !== 'offensive') tries++;
        else expect(zoneOf({ x: e.x ?? 0, y: e.y ?? 0 })).toBe('offensive');
      }
    expect(tries).toBeGreaterThan(0);
  });

  it('drops each faceoff on a dot of the zone it names, at centre ice after goals', () => {
    for (const data of games) {
      let afterGoal = true; // the opening draw
      for (const e of data.events) {
        if (e.type === 'GOAL' || e.type === 'PERIOD_START') afterGoal = true;
        if (e.type !== 'FACEOFF') continue;
        const place = { x: e.x ?? NaN, y: e.y ?? NaN };
        expect(zoneOf(place)).toBe(e.zone);
        const centre = place.x === 0 && place.y === 0;
        const dot = e.zone === 'neutral' ? RINK.neutralDot : RINK.endDot;
        if (!centre) expect([Math.abs(place.x), Math.abs(place.y)]).toEqual([dot.x, dot.y]);
        if (afterGoal) expect(centre).toBe(true);
        afterGoal = false;
      }
    }
  });

  it('carries each unblocked attempt’s xG as the model gives it for its place, type and strength', () => {
    let checked = 0;
    for (const data of games)
      for (const a of shotAttemptsOf(data.events, goalieIdsOf(data))) {
        if (a.kind === 'block') {
          expect(a.shotType).not.toBeNull();
          continue;
        }
        const xg = expectedGoals({
          x: a.x ?? NaN,
          y: a.y ?? NaN,
          shotType: a.shotType ?? 'wrist',
          rebound: a.rebound,
          rush: a.rush,
          skatersFor: a.skatersFor.length,
          skatersAgainst: a.skatersAgainst.length,
          emptyNet: a.emptyNet,
        });
        expect(a.xg).toBe(roundXg(xg));
        checked++;
      }
    expect(checked / games.length).toBeGreaterThan(60);
  });

  it('tips deflected shots from in front of the net', () => {
    let tips = 0;
    for (const data of games)
      for (const e of data.events)
        if (e.type === 'SHOT' && e.deflectedBy !== null) {
          expect(e.shotType).toBe('deflected');
          expect(distanceToNet({ x: e.x ?? NaN, y: e.y ?? NaN })).toBeLessThan(13);
          tips++;
        }
    expect(tips).toBeGreaterThan(0);
  });

  it('plays the same places and xG from the same seed', () => {
    const league = testLeague(5, 2);
    const play = () =>
      simulateGame({ home: at(league, 0), away: at(league, 1) }, { rng: createRng('same-places') }).events;
    const first = play();
    expect(first.filter((e) => 'xg' in e && e.xg !== undefined).length).toBeGreaterThan(50);
    expect(play()).toEqual(first);
  });
});
