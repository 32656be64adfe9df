import { RINK, type RinkPoint } from '@rinkside/domain';
import type { Rng } from '../rng';
import { DEFENSIVE_ZONE, OFFENSIVE_ZONE, type Game, type Zone } from './types';

// Where on the rink the plays that are not shots happen (rink.ts: feet from centre ice, in the frame of
// the event's own team, which attacks the net at (+89, 0)). Each function writes the place into
// g.spot, which the event being written copies: no point is allocated per event.

/** Places are told in whole feet: plenty for a shot map, and a stored game stays small. */
const wholeFeet = (v: number): number => Math.round(v);

/** Feet kept between a place and the boards. */
const MARGIN = 1;
const CORNER_X = RINK.halfLength - RINK.cornerRadius;
const CORNER_Y = RINK.halfWidth - RINK.cornerRadius;

/** Moves a point past the rounded corner's boards back onto the arc, MARGIN inside; rounds to whole feet. */
export function keepOnIce(p: RinkPoint): void {
  const ax = Math.abs(p.x);
  const ay = Math.abs(p.y);
  if (ax > CORNER_X && ay > CORNER_Y) {
    const dx = ax - CORNER_X;
    const dy = ay - CORNER_Y;
    const d = Math.hypot(dx, dy);
    const r = RINK.cornerRadius - MARGIN;
    if (d > r) {
      p.x = Math.sign(p.x) * (CORNER_X + (dx * r) / d);
      p.y = Math.sign(p.y) * (CORNER_Y + (dy * r) / d);
    }
  }
  p.x = wholeFeet(p.x);
  p.y = wholeFeet(p.y);
}

/** The x a zone spans in its team's frame, a foot clear of the blue lines and the end boards. */
const ZONE_X_MIN = [-RINK.halfLength + MARGIN, -RINK.blueLine + 1, RINK.blueLine + 1] as const;
const ZONE_X_SPAN = [
  RINK.halfLength - RINK.blueLine - 2,
  2 * RINK.blueLine - 2,
  RINK.halfLength - RINK.blueLine - 2,
];

/** A place in `zone` of the team's frame: along the side boards (or round a corner), or anywhere across. */
function placeIn(g: Game, zone: Zone, boards: boolean): void {
  const rng = g.rng;
  const p = g.spot;
  p.x = ZONE_X_MIN[zone] + rng.next() * (ZONE_X_SPAN[zone] as number);
  const u = rng.next();
  const side = u < 0.5 ? -1 : 1;
  const across = (u < 0.5 ? u : u - 0.5) * 2;
  p.y = boards ? side * (RINK.halfWidth - MARGIN - 3 * across) : side * (RINK.halfWidth - MARGIN) * across;
  keepOnIce(p);
}

/** Share of hits thrown along the boards (NHL: most checks pin a man to the boards). */
const BOARD_HITS = 0.7;

/** A hit, in the hitting team's frame: `zone` is the zone the play is in from that team's view. */
export function placeHit(g: Game, zone: Zone): void {
  placeIn(g, zone, g.rng.next() < BOARD_HITS);
}

/** A giveaway or a takeaway, in the frame of the team that lost or won the puck. */
export function placeTurnover(g: Game, zone: Zone): void {
  placeIn(g, zone, false);
}

/**
 * The dot the puck is dropped on, in the winner's frame. `zone` is the faceoff's zone from the view of
 * `g.faceoffTeam`; `flip` when the other team won it. An offside's draw is outside the blue line the
 * attackers crossed: the neutral dot on their side of centre.
 */
export function placeFaceoff(g: Game, zone: Zone, flip: boolean): void {
  const p = g.spot;
  if (g.faceoffCentre && zone !== OFFENSIVE_ZONE && zone !== DEFENSIVE_ZONE) {
    p.x = 0;
    p.y = 0;
    return;
  }
  const dot = zone === OFFENSIVE_ZONE || zone === DEFENSIVE_ZONE ? RINK.endDot : RINK.neutralDot;
  const sign = flip ? -1 : 1;
  p.x = sign * (zone === DEFENSIVE_ZONE ? -dot.x : dot.x);
  p.y = (g.rng.next() < 0.5 ? -1 : 1) * dot.y;
}

/** Where an empty-net try is fired from: the shooter's own zone or the neutral zone (rng: g.rng). */
export function placeLongShot(rng: Rng, zone: Zone, p: RinkPoint): void {
  p.x = ZONE_X_MIN[zone] + 4 + rng.next() * ((ZONE_X_SPAN[zone] as number) - 8);
  p.y = (rng.next() * 2 - 1) * 30;
  keepOnIce(p);
}
