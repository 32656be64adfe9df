import type { ShotType } from '@rinkside/domain';
import { keepOnIce } from './places';
import type { Game, Skater } from './types';

// Where in the offensive zone a shot attempt comes from, and how it is shot (rink.ts: the attackers'
// frame, net at (+89, 0)). A spot is a box of the zone (mirrored across the centre line) with the shot
// types taken from it; who shoots and when decides which spots are likely: defencemen fire from the
// point, forwards from the slot, the circles and low in the zone; a rush finds the slot and the
// circles, a power play its one-timers, a rebound the crease.

export interface Spot {
  /** The box: x from `x` to `x + xSpan`, |y| from `y` to `y + ySpan`, feet. */
  x: number;
  xSpan: number;
  y: number;
  ySpan: number;
  /** How often an attempt from here is blocked, relative to the league's block rate. */
  block: number;
  /** How often an attempt from here misses the net, relative to the shooter's usual aim. */
  miss: number;
  /** Slot for a teammate in front to tip it. */
  deflectable: boolean;
  /** The shot types taken from here, drawn evenly. */
  types: readonly ShotType[];
}

// In order: the crease, the slot, the high slot, the circles (the one-timer's spot), low in the zone
// below the dots (a sharp angle), the point, and beside the net on the goal line (wrap-arounds).
const CREASE = 0;
const SPOTS: readonly Spot[] = [
  {
    x: 80,
    xSpan: 7,
    y: 0,
    ySpan: 7,
    block: 0.2,
    miss: 0.75,
    deflectable: false,
    types: ['wrist', 'wrist', 'backhand', 'backhand', 'tip-in', 'snap'],
  },
  {
    x: 69,
    xSpan: 11,
    y: 0,
    ySpan: 10,
    block: 0.5,
    miss: 0.8,
    deflectable: false,
    types: ['wrist', 'wrist', 'wrist', 'snap', 'snap', 'backhand'],
  },
  {
    x: 54,
    xSpan: 15,
    y: 0,
    ySpan: 13,
    block: 1.1,
    miss: 0.95,
    deflectable: true,
    types: ['wrist', 'wrist', 'snap', 'snap', 'slap'],
  },
  {
    x: 60,
    xSpan: 19,
    y: 12,
    ySpan: 16,
    block: 0.8,
    miss: 0.95,
    deflectable: true,
    types: ['wrist', 'snap', 'snap', 'slap', 'slap'],
  },
  {
    x: 78,
    xSpan: 10,
    y: 9,
    ySpan: 19,
    block: 0.4,
    miss: 0.85,
    deflectable: false,
    types: ['wrist', 'wrist', 'backhand', 'snap'],
  },
  {
    x: 27,
    xSpan: 30,
    y: 0,
    ySpan: 38,
    block: 1.5,
    miss: 1.1,
    deflectable: true,
    types: ['slap', 'slap', 'wrist', 'wrist', 'snap'],
  },
  { x: 88, xSpan: 2.5, y: 4, ySpan: 4, block: 0, miss: 0.85, deflectable: false, types: ['wrap-around'] },
];

/** A rebound in the crease is whacked at or tipped. */
const REBOUND_TYPES: readonly ShotType[] = ['tip-in', 'tip-in', 'backhand', 'backhand', 'wrist', 'wrist'];

// The spot mixes, weights in the order of SPOTS: crease, slot, high slot, circle, low, point, wrap.
const MIX = {
  forward: [3, 7, 14, 18, 7, 49, 2],
  defence: [2, 3, 6, 6, 1, 82, 0],
  forwardRush: [8, 30, 25, 30, 5, 2, 0],
  defenceRush: [2, 10, 30, 20, 3, 35, 0],
  forwardPowerPlay: [10, 22, 14, 30, 12, 10, 2],
  defencePowerPlay: [1, 3, 10, 12, 1, 73, 0],
  rebound: [55, 45, 0, 0, 0, 0, 0],
} satisfies Record<string, number[]>;

/** Running sums of a mix, scaled to 1: a spot is drawn with one number. */
const cumulative = (weights: readonly number[]): Float64Array => {
  const total = weights.reduce((a, b) => a + b, 0);
  const sums = new Float64Array(weights.length);
  let run = 0;
  weights.forEach((w, i) => (sums[i] = run += w / total));
  return sums;
};
const CUMULATIVE = {
  forward: cumulative(MIX.forward),
  defence: cumulative(MIX.defence),
  forwardRush: cumulative(MIX.forwardRush),
  defenceRush: cumulative(MIX.defenceRush),
  forwardPowerPlay: cumulative(MIX.forwardPowerPlay),
  defencePowerPlay: cumulative(MIX.defencePowerPlay),
  rebound: cumulative(MIX.rebound),
};

function drawSpot(u: number, sums: Float64Array): number {
  const last = sums.length - 1;
  for (let i = 0; i < last; i++) if (u < (sums[i] as number)) return i;
  return last;
}

const isD = (s: Skater): boolean => s.pos === 'LD' || s.pos === 'RD';

/** Writes the spot's place into g.shot: x across the box, y either side of the centre line. */
function placeAt(g: Game, spot: Spot): void {
  const rng = g.rng;
  const shot = g.shot;
  shot.x = spot.x + rng.next() * spot.xSpan;
  const u = rng.next();
  const across = (u < 0.5 ? u : u - 0.5) * 2;
  shot.y = (u < 0.5 ? -1 : 1) * (spot.y + across * spot.ySpan);
  keepOnIce(shot);
}

/** The spot mix for the shooter and the play: open ice (4-on-4, 3-on-3) plays like a rush. */
function mixFor(g: Game, shooter: Skater, rebound: boolean, rush: boolean): Float64Array {
  if (rebound) return CUMULATIVE.rebound;
  const shot = g.shot;
  const d = isD(shooter);
  // An extra attacker for a pulled goalie is no power play: the team throws everything at the net.
  if (!rush && shot.skatersFor > shot.skatersAgainst && shooter.team.goalieIn)
    return d ? CUMULATIVE.defencePowerPlay : CUMULATIVE.forwardPowerPlay;
  if (rush || (shot.skatersFor === shot.skatersAgainst && shot.skatersFor < 5))
    return d ? CUMULATIVE.defenceRush : CUMULATIVE.forwardRush;
  return d ? CUMULATIVE.defence : CUMULATIVE.forward;
}

/**
 * Where the shooter fires from and how, into g.shot (its strength and empty net are the caller's);
 * returns the spot, whose block and miss factors the attempt then plays with.
 */
export function placeShot(g: Game, shooter: Skater, rebound: boolean, rush: boolean): Spot {
  const rng = g.rng;
  const shot = g.shot;
  const index = drawSpot(rng.next(), mixFor(g, shooter, rebound, rush));
  const spot = SPOTS[index] as Spot;
  placeAt(g, spot);
  const types = rebound && index === CREASE ? REBOUND_TYPES : spot.types;
  shot.shotType = types[Math.floor(rng.next() * types.length)] as ShotType;
  shot.rebound = rebound;
  shot.rush = rush && !rebound;
  return spot;
}

/** A teammate in front redirects the shot: the attempt is now his, from the edge of the crease. */
export function deflectShot(g: Game): void {
  const rng = g.rng;
  const shot = g.shot;
  shot.x = 78 + rng.next() * 8;
  shot.y = (rng.next() * 2 - 1) * 6;
  keepOnIce(shot);
  shot.shotType = 'deflected';
}
