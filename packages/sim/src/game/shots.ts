import type { GoalStrength, ShotType } from '@rinkside/domain';
import { at } from '../list';
import { whistle } from './faceoff';
import { injure } from './injuries';
import { endMinorOnGoal } from './penalties';
import { pickShooter, weighted } from './pick';
import { baseSkaters } from './shifts';
import * as T from './tuning';
import {
  BLOCKER,
  DEFENSIVE_ZONE,
  NEUTRAL_ZONE,
  OFFENSIVE_ZONE,
  PASSER,
  opponentOf,
  type Game,
  type Skater,
  type Team,
} from './types';

const FORWARD_SHOTS: readonly ShotType[] = [
  'wrist',
  'wrist',
  'wrist',
  'wrist',
  'snap',
  'snap',
  'backhand',
  'slap',
  'wrap-around',
  'wrist',
];
const DEFENSE_SHOTS: readonly ShotType[] = ['slap', 'slap', 'wrist', 'wrist', 'snap'];

const isD = (s: Skater): boolean => s.pos === 'LD' || s.pos === 'RD';

/** Goal strength from the scoring team's view: only penalties count, not a pulled goalie. */
function strengthOf(g: Game, scoring: Team, defending: Team): GoalStrength {
  const a = baseSkaters(g, scoring);
  const d = baseSkaters(g, defending);
  return a > d ? 'PP' : a < d ? 'SH' : 'EV';
}

function addShot(g: Game, team: Team, shooter: Skater): void {
  team.shots++;
  shooter.shots++;
  team.shotsByPeriod[g.period - 1] = (team.shotsByPeriod[g.period - 1] ?? 0) + 1;
}

/** The puck is in: score, assists, plus-minus, a power-play goal frees a penalized man. */
export function scoreGoal(
  g: Game,
  team: Team,
  scorer: Skater,
  shotType: ShotType,
  firstAssist: Skater | null,
): void {
  const rng = g.rng;
  const opponent = opponentOf(g, team);
  const emptyNet = !opponent.goalieIn;
  const strength = strengthOf(g, team, opponent);
  // Primary and secondary assists go to two different teammates, never the scorer.
  const roll = rng.next();
  const count = roll < T.UNASSISTED ? 0 : roll < T.UNASSISTED + T.ONE_ASSIST ? 1 : 2;
  const primary =
    count > 0 && team.onIce.length > 1 ? (firstAssist ?? weighted(rng, team.onIce, PASSER, scorer)) : null;
  const secondary =
    primary !== null && count > 1 && team.onIce.length > 2
      ? weighted(rng, team.onIce, PASSER, scorer, primary)
      : null;
  addShot(g, team, scorer);
  team.goals++;
  team.goalsByPeriod[g.period - 1] = (team.goalsByPeriod[g.period - 1] ?? 0) + 1;
  scorer.goals++;
  if (primary !== null) {
    primary.assists++;
    primary.primaryAssists++;
  }
  if (secondary !== null) secondary.assists++;
  if (emptyNet) team.emptyNetGoals++;
  else {
    opponent.goalie.shotsAgainst++;
    opponent.goalie.goalsAgainst++;
  }
  if (strength === 'PP') {
    scorer.ppGoals++;
    team.ppGoals++;
  } else {
    for (const s of team.onIce) s.plusMinus++;
    for (const s of opponent.onIce) s.plusMinus--;
  }
  const freed = strength === 'PP' ? endMinorOnGoal(opponent) : null;
  const [home, away] = g.teams;
  g.events.push({
    type: 'GOAL',
    stoppage: 'GOAL',
    team: team.side,
    period: g.period,
    clock: g.clock,
    scorer: scorer.id,
    assists: primary === null ? [] : secondary === null ? [primary.id] : [primary.id, secondary.id],
    goalie: emptyNet ? null : opponent.goalie.id,
    shotType,
    strength,
    emptyNet,
    homeScore: home.goals,
    awayScore: away.goals,
    endedPenalty: freed ? freed.id : null,
  });
  whistle(g, team, NEUTRAL_ZONE);
  if (g.overtime) g.over = true; // sudden death
}

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

/**
 * A shot attempt from the offensive zone: blocked, missed (sometimes out of play),
 * or on goal; a save is covered, kicked out for a rebound, or left loose.
 */
export function shotAttempt(g: Game, attack: Team, defend: Team, odds: number, rebound: boolean): void {
  const rng = g.rng;
  const shooter = pickShooter(rng, attack);
  const space = 1 + T.OPEN_ICE * (10 - attack.onIce.length - defend.onIce.length);
  const r = rng.next();
  if (!defend.goalieIn) {
    if (r < 0.12) blocked(g, attack, defend, shooter);
    else if (r < 0.3) missed(g, attack, shooter, 'wrist');
    else scoreGoal(g, attack, shooter, 'wrist', null);
    return;
  }
  const blockRate = rebound ? T.BLOCKED * 0.4 : T.BLOCKED * (defend.onIce.length / 5);
  if (r < blockRate) return blocked(g, attack, defend, shooter);
  const repertoire = isD(shooter) ? DEFENSE_SHOTS : FORWARD_SHOTS;
  const shotType = at(repertoire, Math.floor(rng.next() * repertoire.length));
  if (r < blockRate + T.MISSED * (1.25 - shooter.shoot / 280)) return missed(g, attack, shooter, shotType);

  const deflector =
    !rebound && rng.next() < T.DEFLECTION && attack.onIce.length > 1
      ? pickShooter(rng, attack, shooter)
      : null;
  const goalie = defend.goalie;
  // The finisher's touch, the goalie's (see simulate-game's goalie leak), half the edge of play.
  let p = T.GOAL_BASE * (deflector ?? shooter).finish * defend.leak * Math.sqrt(odds);
  p *= space * (rebound ? T.REBOUND_GOAL : 1) * (deflector ? T.DEFLECTION_GOAL : 1);
  if (rng.next() < p) {
    if (deflector) return scoreGoal(g, attack, deflector, 'deflected', shooter);
    return scoreGoal(g, attack, shooter, rebound ? 'tip-in' : shotType, null);
  }
  const credited = deflector ?? shooter;
  addShot(g, attack, credited);
  goalie.shotsAgainst++;
  const covers = rng.next() < T.COVER;
  g.events.push({
    type: 'SHOT',
    stoppage: covers ? 'GOALIE_COVER' : null,
    team: attack.side,
    period: g.period,
    clock: g.clock,
    shooter: credited.id,
    goalie: goalie.id,
    shotType: deflector ? 'deflected' : shotType,
    deflectedBy: deflector ? deflector.id : null,
    rebound,
    deflectedFrom: deflector ? shooter.id : null,
  });
  if (covers) return whistle(g, defend, DEFENSIVE_ZONE);
  if (!rebound && rng.next() < T.REBOUND) return shotAttempt(g, attack, defend, odds, true);
  loosePuck(g, attack, T.ATTACK_RECOVERS);
}

function blocked(g: Game, attack: Team, defend: Team, shooter: Skater): void {
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
  });
  loosePuck(g, attack, 0.4);
}

function missed(g: Game, attack: Team, shooter: Skater, shotType: ShotType): void {
  attack.missedShots++;
  const out = g.rng.next() < T.MISSED_OUT_OF_PLAY;
  g.events.push({
    type: 'MISSED_SHOT',
    stoppage: out ? 'OTHER' : null,
    team: attack.side,
    period: g.period,
    clock: g.clock,
    shooter: shooter.id,
    shotType,
    emptyNet: false,
  });
  if (out) whistle(g, attack, OFFENSIVE_ZONE);
  else loosePuck(g, attack, T.ATTACK_RECOVERS);
}

/** Firing at an empty net from the own end or the neutral zone; a miss from the own end is icing. */
export function emptyNetTry(g: Game, attack: Team): void {
  const shooter = pickShooter(g.rng, attack);
  if (g.rng.next() < T.EMPTY_NET_HIT * (g.zone === NEUTRAL_ZONE ? 1.3 : 1))
    return scoreGoal(g, attack, shooter, 'wrist', null);
  attack.missedShots++;
  const icing = g.zone === DEFENSIVE_ZONE && baseSkaters(g, attack) >= baseSkaters(g, opponentOf(g, attack));
  g.events.push({
    type: 'MISSED_SHOT',
    stoppage: null,
    team: attack.side,
    period: g.period,
    clock: g.clock,
    shooter: shooter.id,
    shotType: 'wrist',
    emptyNet: true,
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
