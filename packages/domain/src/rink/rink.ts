// The rink every located event is drawn on: an NHL sheet of 200 × 85 ft, centre ice at (0, 0).
// Each located event is told in its own team's frame: that team attacks the net at (+89, 0), so
// the offensive blue line is x = +25 and its own net is at (−89, 0). A viewer turns the away team's
// events round (x, y) → (−x, −y) so the home team attacks to the right.

export const RINK = {
  /** Half the length and half the width, feet. */
  halfLength: 100,
  halfWidth: 42.5,
  /** The goal line's x (both nets sit on it, the net's mouth 6 ft wide). */
  goalLine: 89,
  blueLine: 25,
  cornerRadius: 28,
  /** The end zones' faceoff dots: 20 ft out from the goal line, 22 ft either side. */
  endDot: { x: 69, y: 22 },
  /** The neutral zone's dots, 5 ft inside each blue line. */
  neutralDot: { x: 20, y: 22 },
  creaseRadius: 6,
  netHalfWidth: 3,
  netDepth: 40 / 12,
} as const;

export type ZoneName = 'offensive' | 'neutral' | 'defensive';

export interface RinkPoint {
  x: number;
  y: number;
}

/** True when the point is on the ice: inside the boards, rounded corners included. */
export function onIce({ x, y }: RinkPoint): boolean {
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  if (ax > RINK.halfLength || ay > RINK.halfWidth) return false;
  const cx = RINK.halfLength - RINK.cornerRadius;
  const cy = RINK.halfWidth - RINK.cornerRadius;
  if (ax <= cx || ay <= cy) return true;
  return Math.hypot(ax - cx, ay - cy) <= RINK.cornerRadius;
}

/** The zone a point is in, from the view of the team whose frame it is told in. */
export function zoneOf({ x }: RinkPoint): ZoneName {
  return x >= RINK.blueLine ? 'offensive' : x <= -RINK.blueLine ? 'defensive' : 'neutral';
}

/** Feet from the point to the middle of the net attacked (+89, 0). */
export function distanceToNet({ x, y }: RinkPoint): number {
  const dx = RINK.goalLine - x;
  // Not Math.hypot: the engine measures every shot, and a plain root is several times faster.
  return Math.sqrt(dx * dx + y * y);
}

/**
 * Degrees off the net's centre line, 0 straight in front, 90 level with the goal line, above 90
 * from behind the net.
 */
export function angleToNet({ x, y }: RinkPoint): number {
  return (Math.atan2(Math.abs(y), RINK.goalLine - x) * 180) / Math.PI;
}

/** The point as the other team sees it (the same spot, the other frame). */
export const turnRound = ({ x, y }: RinkPoint): RinkPoint => ({ x: -x, y: -y });
