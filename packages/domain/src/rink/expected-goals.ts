import type { ShotType } from '../simulation';
import { angleToNet, distanceToNet, type RinkPoint } from './rink';

/**
 * The expected-goals model (docs/decisions/051): the chance that an unblocked shot attempt (on goal or
 * missed) by a league-average shooter against a league-average goalie is a goal, from where it was
 * taken and how. A logistic model on the NHL's public xG features: distance and angle to the net, the
 * shot's type, a rebound, a rush, and the skaters on the ice; empty-net attempts have a model of their
 * own. The engine scores every attempt from this chance times the shooter's and goalie's talent, so
 * a league's xG adds up to its goals (within 5% over 10,000 games, packages/sim's calibration test).
 */
export interface XgShot extends RinkPoint {
  shotType: ShotType;
  /** Within a few seconds of a save, from close in. */
  rebound: boolean;
  /** Off the rush: the puck carried in from the neutral zone, the defence not set. */
  rush: boolean;
  /** Skaters on the ice for the shooting team and for the defending team (goalies not counted). */
  skatersFor: number;
  skatersAgainst: number;
  /** The defending team's net is empty. */
  emptyNet: boolean;
}

/**
 * Tuned with the engine's shot locations (bench:sim, docs/decisions/051) so that goal rates by distance
 * land near the NHL's (~20%, 12%, 7%, 3.5%, 1.5% from 0-10, 10-20, 20-30, 30-45, 45+ ft; the engine
 * gives ~17%, 12%, 6%, 3.7%, 1.2%) and the league's xG matches its goals: from the first draft, the intercept −0.9 → −0.93, per foot −0.055 → −0.06, a
 * rebound 0.9 → 0.35 (rebounds are close in already: they convert ~3× other attempts), an extra skater
 * 0.22 → 0.15 (power plays also shoot from better spots), and an empty net's loss per foot
 * 0.0035 → 0.0025 (empty-net tries from the own end go in about half the time).
 */
export const XG_MODEL = {
  /** Logit at the net's mouth, straight on, wrist shot, at even strength. */
  intercept: -0.93,
  /** Logit per foot of distance. */
  perFoot: -0.06,
  /** Logit per degree off the centre line; more per degree from behind the goal line. */
  perDegree: -0.012,
  perDegreeBehind: -0.03,
  shotType: {
    wrist: 0,
    snap: 0.1,
    slap: 0.05,
    backhand: -0.25,
    'tip-in': 0.3,
    deflected: 0.3,
    'wrap-around': -0.6,
  } satisfies Record<ShotType, number>,
  rebound: 0.35,
  rush: 0.35,
  /** Logit per skater more than the defending team has (negative when the shooter's team is short). */
  perExtraSkater: 0.15,
  /** Empty net: the chance from 0 ft, less per foot, never below the floor. */
  emptyNet: { atNet: 0.95, perFoot: 0.0025, floor: 0.25 },
} as const;

const logistic = (z: number): number => 1 / (1 + Math.exp(-z));

/** The attempt's expected goals, 0 to 1 (unrounded; events carry it to three decimals). */
export function expectedGoals(shot: XgShot): number {
  const distance = distanceToNet(shot);
  if (shot.emptyNet) {
    const { atNet, perFoot, floor } = XG_MODEL.emptyNet;
    return Math.max(floor, atNet - perFoot * distance);
  }
  const angle = angleToNet(shot);
  const m = XG_MODEL;
  const z =
    m.intercept +
    m.perFoot * distance +
    m.perDegree * Math.min(angle, 90) +
    m.perDegreeBehind * Math.max(0, angle - 90) +
    m.shotType[shot.shotType] +
    (shot.rebound ? m.rebound : 0) +
    (shot.rush ? m.rush : 0) +
    m.perExtraSkater * (shot.skatersFor - shot.skatersAgainst);
  return logistic(z);
}

/** Expected goals as events carry them: three decimals. */
export const roundXg = (xg: number): number => Math.round(xg * 1000) / 1000;
