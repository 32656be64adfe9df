import { expectedGoals, roundXg } from '@rinkside/domain';
import { whistle } from './faceoff';
import { addShot, scoreGoal } from './goal';
import { injure } from './injuries';
import { pickNetFront, pickShooter, weighted } from './pick';
import { placeLongShot } from './places';
import { baseSkaters } from './shifts';
import { deflectShot, placeShot } from './shot-places';
import * as T from './tuning';
import {
  BLOCKER,
  DEFENSIVE_ZONE,
  OFFENSIVE_ZONE,
  opponentOf,
  type Game,
  type Skater,
  type Team,
} from './types';

/** Loose puck after a block, a miss or a save: the attackers keep it or the defenders break out. */
function loosePuck(g: Game, attack: Team, keep: number): void {
  if (g.rng.next() < keep) {
    g.possession = attack.index;
    g.zone = OFFENSIVE_ZONE;
  } else {
    g.possession = (1 - attack.index) as 0 | 1;
    g.zone = DEFENSIVE_ZONE;
  }
}

/** The strength on the ice as the expected-goals model reads it, and whether the net is empty. */
function setStrength(g: Game, attack: Team, defend: Team): void {
  const shot = g.shot;
  shot.skatersFor = attack.onIce.length;
  shot.skatersAgainst = defend.onIce.length;
  shot.emptyNet = !defend.goalieIn;
}

/**
 * How much likelier than its expected goals an attempt goes in: the finisher's touch, the star on the
 * ice who made the chance (Team.lift), the goalie's (see simulate-game's goalie leak) and half the edge
 * of play without manpower, which the model already holds (Team.finishing). 1 for a league-average
 * shooter on a league-average goalie.
 */
function talentOf(finisher: Skater, attack: Team, defend: Team): number {
  return (finisher.finish * attack.lift * defend.leak * attack.finishing) / T.TALENT_NORM;
}

/**
 * A shot attempt from the offensive zone. The shooter, where from and how (shot-places), then:
 * blocked (more often from far out), or unblocked with its expected goals. An unblocked attempt goes
 * in with its expected goals times the talent on the ice; otherwise it misses (the shooter's aim) or
 * is saved: covered, kicked out for a rebound, or left loose.
 */
export function shotAttempt(g: Game, attack: Team, defend: Team, rebound: boolean, rush: boolean): void {
  const rng = g.rng;
  const shot = g.shot;
  const shooter = rebound ? pickNetFront(rng, attack) : pickShooter(rng, attack);
  setStrength(g, attack, defend);
  const spot = placeShot(g, shooter, rebound, rush);
  const blockRate = (rebound ? T.BLOCKED * 0.4 : (T.BLOCKED * defend.onIce.length) / 5) * spot.block;
  if (rng.next() < blockRate) return blocked(g, attack, defend, shooter);
  if (shot.emptyNet) {
    shot.xg = roundXg(expectedGoals(shot));
    if (rng.next() < shot.xg) return scoreGoal(g, attack, shooter, null);
    return missedInZone(g, attack, shooter);
  }
  const deflector =
    spot.deflectable && rng.next() < T.DEFLECTION && attack.onIce.length > 1
      ? pickNetFront(rng, attack, shooter)
      : null;
  if (deflector) deflectShot(g);
  shot.xg = roundXg(expectedGoals(shot));
  const finisher = deflector ?? shooter;
  if (rng.next() < shot.xg * talentOf(finisher, attack, defend))
    return scoreGoal(g, attack, finisher, deflector ? shooter : null);
  if (rng.next() < T.MISSED * spot.miss * (1.25 - finisher.shoot / 280))
    return missedInZone(g, attack, finisher);

  const goalie = defend.goalie;
  addShot(g, attack, finisher);
  goalie.shotsAgainst++;
  const covers = rng.next() < T.COVER;
  g.events.push({
    type: 'SHOT',
    stoppage: covers ? 'GOALIE_COVER' : null,
    team: attack.side,
    period: g.period,
    clock: g.clock,
    shooter: finisher.id,
    goalie: goalie.id,
    shotType: shot.shotType,
    deflectedBy: deflector ? deflector.id : null,
    rebound,
    deflectedFrom: deflector ? shooter.id : null,
    x: shot.x,
    y: shot.y,
    xg: shot.xg,
    rush: shot.rush,
  });
  if (covers) return whistle(g, defend, DEFENSIVE_ZONE);
  if (!rebound && rng.next() < T.REBOUND) return shotAttempt(g, attack, defend, true, false);
  loosePuck(g, attack, T.ATTACK_RECOVERS);
}

function blocked(g: Game, attack: Team, defend: Team, shooter: Skater): void {
  const shot = g.shot;
  const blocker = weighted(g.rng, defend.onIce, BLOCKER);
  blocker.blocks++;
  defend.blocks++;
  if (g.rng.next() < T.INJURY_PER_BLOCK) injure(g, blocker);
  g.events.push({
    type: 'BLOCKED_SHOT',
    stoppage: null,
    team: attack.side,
    period: g.period,
    clock: g.clock,
    shooter: shooter.id,
    blocker: blocker.id,
    shotType: shot.shotType,
    x: shot.x,
    y: shot.y,
  });
  loosePuck(g, attack, 0.4);
}

/** A missed attempt; true when it left the ice. */
function missed(g: Game, attack: Team, shooter: Skater): boolean {
  const shot = g.shot;
  attack.missedShots++;
  const out = g.rng.next() < T.MISSED_OUT_OF_PLAY;
  g.events.push({
    type: 'MISSED_SHOT',
    stoppage: out ? 'OTHER' : null,
    team: attack.side,
    period: g.period,
    clock: g.clock,
    shooter: shooter.id,
    shotType: shot.shotType,
    emptyNet: shot.emptyNet,
    rebound: shot.rebound,
    x: shot.x,
    y: shot.y,
    xg: shot.xg,
    rush: shot.rush,
  });
  return out;
}

/** A miss in the offensive zone: out of play (a faceoff there) or loose. */
function missedInZone(g: Game, attack: Team, shooter: Skater): void {
  if (missed(g, attack, shooter)) whistle(g, attack, OFFENSIVE_ZONE);
  else loosePuck(g, attack, T.ATTACK_RECOVERS);
}

/** Firing at an empty net from the own end or the neutral zone; a miss from the own end is icing. */
export function emptyNetTry(g: Game, attack: Team): void {
  const shot = g.shot;
  const defend = opponentOf(g, attack);
  const shooter = pickShooter(g.rng, attack);
  setStrength(g, attack, defend);
  placeLongShot(g.rng, g.zone, shot);
  shot.shotType = 'wrist';
  shot.rebound = false;
  shot.rush = false;
  shot.xg = roundXg(expectedGoals(shot));
  if (g.rng.next() < shot.xg) return scoreGoal(g, attack, shooter, null);
  attack.missedShots++;
  const icing = g.zone === DEFENSIVE_ZONE && baseSkaters(g, attack) >= baseSkaters(g, defend);
  g.events.push({
    type: 'MISSED_SHOT',
    stoppage: null,
    team: attack.side,
    period: g.period,
    clock: g.clock,
    shooter: shooter.id,
    shotType: 'wrist',
    emptyNet: true,
    rebound: false,
    x: shot.x,
    y: shot.y,
    xg: shot.xg,
    rush: false,
  });
  if (icing) {
    g.events.push({ type: 'ICING', stoppage: 'ICING', team: attack.side, period: g.period, clock: g.clock });
    attack.frozen = true;
    whistle(g, attack, DEFENSIVE_ZONE);
  } else {
    g.possession = (1 - attack.index) as 0 | 1;
    g.zone = DEFENSIVE_ZONE;
  }
}
