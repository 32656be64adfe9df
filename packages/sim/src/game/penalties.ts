import type { Rng } from '../rng';
import { baseSkaters, manageBench, shortBy } from './shifts';
import { DOUBLE_MINOR, MAJOR } from './tuning';
import { weighted } from './pick';
import {
  CULPRIT,
  DEFENSIVE_ZONE,
  opponentOf,
  type Game,
  type Penalty,
  type Skater,
  type Team,
} from './types';

// Minor infractions with their relative frequency in recent NHL seasons.
const MINORS: readonly [string, number][] = [
  ['Tripping', 17],
  ['Hooking', 14],
  ['Slashing', 12],
  ['Holding', 11],
  ['Interference', 10],
  ['High-sticking', 9],
  ['Roughing', 8],
  ['Cross-checking', 7],
  ['Delay of Game', 5],
  ['Holding the Stick', 3],
  ['Boarding', 2],
  ['Unsportsmanlike Conduct', 2],
];
const MINOR_TOTAL = MINORS.reduce((sum, [, w]) => sum + w, 0);

function infraction(rng: Rng): string {
  let r = rng.next() * MINOR_TOTAL;
  for (const [name, weight] of MINORS) if ((r -= weight) < 0) return name;
  return 'Tripping';
}

/** The culprit: anyone on the ice, the less disciplined more likely. */
const culprit = (rng: Rng, team: Team): Skater => weighted(rng, team.onIce, CULPRIT);

function sendToBox(team: Team, skater: Skater, minutes: number, reduces: boolean, releasable: boolean): void {
  skater.inBox = true;
  skater.pim += minutes;
  team.pim += minutes;
  team.penalties.push({ skater, remaining: minutes * 60, reducesStrength: reduces, releasable });
}

/**
 * A referee's call against `team`: a minor, sometimes a double minor or a major.
 * Play stops, the faceoff goes to the offending team's end, both benches send out
 * their power-play / penalty-kill units. A team already two men short is not
 * called again (the NHL would stack the penalty; we skip that rare case).
 */
export function callPenalty(g: Game, team: Team): boolean {
  if (shortBy(team) >= 2 || team.onIce.length === 0) return false;
  const rng = g.rng;
  const opponent = opponentOf(g, team);
  const skater = culprit(rng, team);
  const roll = rng.next();
  const severity = roll < MAJOR ? 'major' : roll < MAJOR + DOUBLE_MINOR ? 'double-minor' : 'minor';
  const name =
    severity === 'major' ? 'Boarding' : severity === 'double-minor' ? 'High-sticking' : infraction(rng);
  const minutes = severity === 'major' ? 5 : severity === 'double-minor' ? 4 : 2;
  sendToBox(team, skater, minutes, true, severity !== 'major');
  const powerPlay = baseSkaters(g, opponent) > baseSkaters(g, team);
  if (powerPlay) opponent.powerPlays++;
  g.events.push({
    type: 'PENALTY',
    stoppage: 'PENALTY',
    team: team.side,
    period: g.period,
    clock: g.clock,
    player: skater.id,
    infraction: name,
    minutes,
    severity,
    powerPlay,
    reducesStrength: true,
    coincidental: false,
  });
  stopForFaceoff(g, team);
  return true;
}

/**
 * Matching penalties after a scrum: fighting majors (no one plays short) or
 * coincidental roughing minors (4-on-4 at full strength, no power play).
 */
export function callMatching(g: Game, a: Skater, b: Skater, fight: boolean): void {
  const minutes = fight ? 5 : 2;
  const infractionName = fight ? 'Fighting' : 'Roughing';
  const reduces = !fight && !g.overtime && shortBy(a.team) === 0 && shortBy(b.team) === 0;
  for (const s of [a, b]) {
    sendToBox(s.team, s, minutes, reduces, false);
    g.events.push({
      type: 'PENALTY',
      stoppage: 'PENALTY',
      team: s.team.side,
      period: g.period,
      clock: g.clock,
      player: s.id,
      infraction: infractionName,
      minutes,
      severity: fight ? 'major' : 'minor',
      powerPlay: false,
      reducesStrength: reduces,
      coincidental: !fight,
    });
  }
  stopForFaceoff(g, g.teams[g.possession]);
}

function stopForFaceoff(g: Game, offending: Team): void {
  g.faceoffPending = true;
  g.faceoffTeam = offending.index;
  g.faceoffZone = DEFENSIVE_ZONE;
  g.faceoffCentre = false;
  for (const t of g.teams) manageBench(g, t, true);
}

/** Seconds until the next penalty in either box runs out (Infinity when both are empty). */
export function nextExpiry(g: Game): number {
  let next = Infinity;
  for (const t of g.teams) for (const p of t.penalties) if (p.remaining < next) next = p.remaining;
  return next;
}

export function tickBoxes(g: Game, dt: number): void {
  for (const t of g.teams) for (const p of t.penalties) p.remaining -= dt;
}

function release(team: Team, penalty: Penalty): void {
  team.penalties.splice(team.penalties.indexOf(penalty), 1);
  let still = false;
  for (const p of team.penalties) if (p.skater === penalty.skater) still = true;
  penalty.skater.inBox = still;
}

/** Penalties whose time is up: the player steps out and the teams re-form. */
export function expirePenalties(g: Game): void {
  for (const t of g.teams) {
    for (const p of [...t.penalties]) {
      if (p.remaining > 0) continue;
      release(t, p);
      g.events.push({
        type: 'PENALTY_EXPIRED',
        stoppage: null,
        team: t.side,
        period: g.period,
        clock: g.clock,
        player: p.skater.id,
      });
    }
  }
  for (const t of g.teams) manageBench(g, t, false);
}

/**
 * A power-play goal ends the shorthanded team's earliest releasable minor; a
 * double minor loses only its current two minutes. Returns the player who is freed.
 */
export function endMinorOnGoal(shorthanded: Team): Skater | null {
  let earliest: Penalty | null = null;
  for (const p of shorthanded.penalties) {
    if (p.releasable && p.reducesStrength && (earliest === null || p.remaining < earliest.remaining))
      earliest = p;
  }
  if (earliest === null) return null;
  if (earliest.remaining > 120) {
    earliest.remaining = 120;
    return null;
  }
  release(shorthanded, earliest);
  return earliest.skater;
}

/** All boxes empty at the end of the game. */
export function clearBoxes(g: Game): void {
  for (const t of g.teams) {
    for (const p of t.penalties) p.skater.inBox = false;
    t.penalties.length = 0;
  }
}
