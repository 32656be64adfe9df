import { runClock } from './clock';
import { whistle } from './faceoff';
import { callMatching, callPenalty } from './penalties';
import { baseSkaters } from './shifts';
import { pickPlayer } from './pick';
import { injure } from './injuries';
import { placeHit, placeTurnover } from './places';
import { emptyNetTry, shotAttempt } from './shots';
import * as T from './tuning';
import {
  DEFENDER,
  DEFENSIVE_ZONE,
  HITTER,
  NEUTRAL_ZONE,
  OFFENSIVE_ZONE,
  type Game,
  type Team,
  type Zone,
} from './types';

/** A tired unit plays below its ratings. */
const fatigue = (team: Team): number => 1 - T.FATIGUE * Math.max(0, team.forwardShift - team.stamina);

/**
 * The lead that score effects answer, from the view of the team with the puck: a trailing team presses
 * and a leading one sits back, more at two goals than at one. Three or more apart, the game is out of
 * reach and played even again: nobody protects the lead or chases it (issue 30: NHL games are won by
 * 4+ goals about 17% of the time; pressing at any deficit held it near 11%).
 */
export function pressingLead(lead: number): number {
  return lead > 2 || lead < -2 ? 0 : lead;
}

/**
 * How much the team with the puck is on top right now, as a log-odds edge: ratings of the units on
 * the ice (after fatigue), home ice, score effects, manpower. Sets attack.odds = exp(edge) and
 * attack.finishing = exp(edge without manpower / 2): the same edge often comes back step after step,
 * so its exps are kept (and the numbers stay in the team, not boxed on their way out of a call).
 */
function updateOdds(g: Game, attack: Team, defend: Team): void {
  let play = (T.RATING_EDGE * (attack.attack * fatigue(attack) - defend.defense * fatigue(defend))) / 10;
  play += attack.index === 0 ? T.HOME_EDGE : -T.HOME_EDGE;
  play -= T.SCORE_EFFECT * pressingLead(attack.goals - defend.goals) * (g.period >= 3 ? 1.5 : 1);
  const edge = play + T.MANPOWER_EDGE * (attack.onIce.length - defend.onIce.length);
  if (edge === attack.edge && play === attack.playEdge) return;
  attack.edge = edge;
  attack.playEdge = play;
  attack.odds = Math.exp(edge);
  attack.finishing = Math.exp(play / 2);
}

/** The zone the play is in, from the team's view (g.zone is from the view of the team with the puck). */
const zoneFor = (g: Game, team: Team): Zone =>
  team.index === g.possession ? g.zone : ((2 - g.zone) as Zone);

function turnover(g: Game, to: Team, zone: Zone): void {
  g.possession = to.index;
  g.zone = zone;
}

/** A body check; a big one now and then ends in a fight or matching roughing minors. */
function bodyCheck(g: Game, hitting: Team, hit: Team, keep: number): void {
  const rng = g.rng;
  const hitter = pickPlayer(rng, hitting, HITTER);
  const victim = pickPlayer(rng, hit);
  hitter.hits++;
  hitting.hits++;
  placeHit(g, zoneFor(g, hitting));
  g.events.push({
    type: 'HIT',
    stoppage: null,
    team: hitting.side,
    period: g.period,
    clock: g.clock,
    hitter: hitter.id,
    hittee: victim.id,
    x: g.spot.x,
    y: g.spot.y,
  });
  // One roll: a hit may hurt someone, start a fight (the most willing man on each side drops the
  // gloves, so enforcers answer for big hits) or end in matching roughing minors.
  const r = rng.next();
  const fight = T.FIGHT_PER_HIT * (hitting.fight + hit.fight);
  if (r < T.INJURY_PER_HIT) {
    injure(g, r < T.INJURY_PER_HIT * T.HITTER_INJURY_SHARE ? hitter : victim);
  } else if (r < T.INJURY_PER_HIT + fight && hitting.fightiest !== null && hit.fightiest !== null) {
    const a = hitting.fightiest;
    const b = hit.fightiest;
    callMatching(g, a, b, true);
    if (rng.next() < T.INJURY_PER_FIGHT) injure(g, rng.next() < 0.5 ? a : b);
    return;
  } else if (r < T.INJURY_PER_HIT + fight + T.COINCIDENTAL_PER_HIT) {
    return callMatching(g, hitter, victim, false);
  }
  if (rng.next() >= keep)
    turnover(
      g,
      hitting,
      g.zone === OFFENSIVE_ZONE ? DEFENSIVE_ZONE : g.zone === DEFENSIVE_ZONE ? OFFENSIVE_ZONE : NEUTRAL_ZONE,
    );
}

function giveaway(g: Game, from: Team, to: Team, zone: Zone): void {
  const s = pickPlayer(g.rng, from);
  s.giveaways++;
  from.giveaways++;
  placeTurnover(g, zoneFor(g, from));
  g.events.push({
    type: 'GIVEAWAY',
    stoppage: null,
    team: from.side,
    period: g.period,
    clock: g.clock,
    player: s.id,
    x: g.spot.x,
    y: g.spot.y,
  });
  turnover(g, to, zone);
}

function takeaway(g: Game, by: Team, zone: Zone): void {
  const s = pickPlayer(g.rng, by, DEFENDER);
  s.takeaways++;
  by.takeaways++;
  placeTurnover(g, zoneFor(g, by));
  g.events.push({
    type: 'TAKEAWAY',
    stoppage: null,
    team: by.side,
    period: g.period,
    clock: g.clock,
    player: s.id,
    x: g.spot.x,
    y: g.spot.y,
  });
  turnover(g, by, zone);
}

/** One stretch of play (a few seconds) for the team with the puck, in the zone it is in. */
export function playStep(g: Game): void {
  const rng = g.rng;
  const zone = g.zone;
  runClock(g, T.STEP_MIN[zone] + Math.floor(rng.next() * (T.STEP_SPAN[zone] + 1)));
  if (g.clock >= g.periodLength || g.faceoffPending) return;
  const attack = g.teams[g.possession];
  const defend = g.possession === 0 ? g.teams[1] : g.teams[0];
  // Off the rush: the first try in the zone right after a carry-in.
  const rush = g.rush && zone === OFFENSIVE_ZONE;
  g.rush = false;
  if (rng.next() < T.PENALTY_PER_STEP * (zone === OFFENSIVE_ZONE ? 1.3 : 0.85)) {
    if (callPenalty(g, rng.next() < T.DEFENDER_PENALTY_SHARE ? defend : attack)) return;
  }
  if (!defend.goalieIn && zone !== OFFENSIVE_ZONE && rng.next() < T.EMPTY_NET_TRY[zone])
    return emptyNetTry(g, attack);
  updateOdds(g, attack, defend);
  const f = attack.odds;

  if (zone === DEFENSIVE_ZONE) {
    const shorthanded = baseSkaters(g, attack) < baseSkaters(g, defend);
    const total = T.BREAKOUT * f + T.ICING + (T.DZ_GIVEAWAY + T.DZ_TAKEAWAY) / f + T.DZ_HIT + 20;
    let r = rng.next() * total;
    if ((r -= T.BREAKOUT * f) < 0) return void (g.zone = NEUTRAL_ZONE);
    if ((r -= T.ICING) < 0) {
      if (shorthanded) return turnover(g, defend, DEFENSIVE_ZONE); // killing a penalty: icing is allowed
      g.events.push({
        type: 'ICING',
        stoppage: 'ICING',
        team: attack.side,
        period: g.period,
        clock: g.clock,
      });
      attack.frozen = true;
      return whistle(g, attack, DEFENSIVE_ZONE);
    }
    if ((r -= T.DZ_GIVEAWAY / f) < 0) return giveaway(g, attack, defend, OFFENSIVE_ZONE);
    if ((r -= T.DZ_TAKEAWAY / f) < 0) return takeaway(g, defend, OFFENSIVE_ZONE);
    if ((r -= T.DZ_HIT) < 0) return bodyCheck(g, defend, attack, 0.55);
    return;
  }
  if (zone === NEUTRAL_ZONE) {
    const total = (T.CARRY_IN + T.DUMP_IN) * f + T.OFFSIDE + T.NZ_TURNOVER / f + T.NZ_HIT;
    let r = rng.next() * total;
    if ((r -= T.CARRY_IN * f) < 0) {
      g.zone = OFFENSIVE_ZONE;
      g.rush = rng.next() < T.RUSH;
      return;
    }
    if ((r -= T.DUMP_IN * f) < 0) {
      if (rng.next() < T.DUMP_RECOVERY * Math.sqrt(f)) return void (g.zone = OFFENSIVE_ZONE);
      return turnover(g, defend, DEFENSIVE_ZONE);
    }
    if ((r -= T.OFFSIDE) < 0) {
      g.events.push({
        type: 'OFFSIDE',
        stoppage: 'OFFSIDE',
        team: attack.side,
        period: g.period,
        clock: g.clock,
      });
      return whistle(g, attack, NEUTRAL_ZONE);
    }
    if ((r -= T.NZ_TURNOVER / f) < 0) {
      return rng.next() < 0.5 ? giveaway(g, attack, defend, NEUTRAL_ZONE) : takeaway(g, defend, NEUTRAL_ZONE);
    }
    return bodyCheck(g, defend, attack, 0.6);
  }
  const space =
    (1 + T.OPEN_ICE * (10 - attack.onIce.length - defend.onIce.length)) *
    (g.overtime && g.gameType === 'regular' ? T.THREE_ON_THREE : 1);
  const total =
    T.SHOT_ATTEMPT * f * space +
    T.OZ_HIT +
    (T.OZ_TAKEAWAY + T.OZ_GIVEAWAY + T.CLEARED) / f +
    T.PUCK_OUT +
    T.CYCLE;
  let r = rng.next() * total;
  if ((r -= T.SHOT_ATTEMPT * f * space) < 0) return shotAttempt(g, attack, defend, false, rush);
  if ((r -= T.OZ_HIT) < 0) return bodyCheck(g, defend, attack, 0.6);
  if ((r -= T.OZ_TAKEAWAY / f) < 0) return takeaway(g, defend, DEFENSIVE_ZONE);
  if ((r -= T.OZ_GIVEAWAY / f) < 0) return giveaway(g, attack, defend, DEFENSIVE_ZONE);
  if ((r -= T.CLEARED / f) < 0) return turnover(g, defend, DEFENSIVE_ZONE);
  if ((r -= T.PUCK_OUT) < 0) {
    g.events.push({
      type: 'STOPPAGE',
      stoppage: 'OTHER',
      team: attack.side,
      period: g.period,
      clock: g.clock,
    });
    return whistle(g, attack, OFFENSIVE_ZONE);
  }
}
