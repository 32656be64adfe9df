import { at } from '../list';
import { emit } from './events';
import {
  DEFENSE_SHIFT,
  FORWARD_SHIFT,
  LINE_SHARE,
  PAIR_SHARE,
  PK_SHIFT,
  PP1_SHIFT,
  PP2_SHIFT,
} from './tuning';
import { OFFENSIVE_ZONE, opponentOf, type Game, type Skater, type Team, type Unit } from './types';

/** Skaters a team is allowed, from penalties and the overtime format (goalie pull adds one). */
export function baseSkaters(g: Game, team: Team): number {
  const opponent = opponentOf(g, team);
  const own = shortBy(team);
  if (g.overtime && g.gameType === 'regular') return Math.min(5, 3 + Math.max(0, shortBy(opponent) - own));
  return 5 - own;
}

/** How many men short a team's penalties make it (at most two; a third call waits, see penalties). */
export function shortBy(team: Team): number {
  let n = 0;
  for (const p of team.penalties) if (p.reducesStrength) n++;
  return Math.min(n, 2);
}

const isForward = (s: Skater): boolean => s.pos === 'C' || s.pos === 'LW' || s.pos === 'RW';

/** Fills a wanted group, swapping anyone in the box or already out there for the best on the bench. */
function dress(wanted: readonly Skater[], taken: Skater[], team: Team): void {
  for (const s of wanted) {
    if (!s.inBox && !taken.includes(s)) {
      taken.push(s);
      continue;
    }
    const sub =
      team.bench.find((b) => !b.inBox && !taken.includes(b) && isForward(b) === isForward(s)) ??
      team.bench.find((b) => !b.inBox && !taken.includes(b));
    if (sub) taken.push(sub);
  }
}

function compose(g: Game, team: Team, n: number, extraAttacker: boolean): Skater[] {
  const onIce: Skater[] = [];
  if (team.unit === 'PP') {
    const u = at(team.pp, team.specialUnit);
    dress(n >= 5 ? u : [u[0], u[1], u[3], u[4]], onIce, team);
  } else if (team.unit === 'PK') {
    const u = at(team.pk, team.specialUnit);
    dress(n >= 4 ? u : [u[0], u[2], u[3]], onIce, team);
  } else {
    const line = at(team.lines, team.line);
    const pair = at(team.pairs, team.pair);
    dress(n >= 5 ? line : line.slice(0, 2), onIce, team);
    dress(n >= 4 ? pair : pair.slice(0, 1), onIce, team);
  }
  if (extraAttacker) dress([at(team.pp, 0)[1]], onIce, team);
  return onIce;
}

/** The line (or pair) furthest behind the coach's planned share of even-strength time. */
function nextUnit(toi: readonly number[], share: readonly number[], current: number): number {
  let total = 1;
  for (const t of toi) total += t;
  let best = current === 0 ? 1 : 0;
  let bestDebt = -Infinity;
  for (let i = 0; i < toi.length; i++) {
    if (i === current) continue;
    const debt = at(share, i) * total - at(toi, i);
    if (debt > bestDebt) {
      bestDebt = debt;
      best = i;
    }
  }
  return best;
}

function sameSkaters(a: readonly Skater[], b: readonly Skater[]): boolean {
  if (a.length !== b.length) return false;
  for (const s of a) if (!b.includes(s)) return false;
  return true;
}

/** A shift is long enough to change: at a whistle a bit early, on the fly at its length, pinned much later. */
function due(shift: number, limit: number, atStoppage: boolean, pinned: boolean): boolean {
  return atStoppage ? shift >= limit * 0.6 : shift >= (pinned ? limit + 30 : limit);
}

/** Seconds until the current group could be due for a change on the fly. */
function nextCheck(team: Team, unit: Unit, threeOnThree: boolean): number {
  if (unit === 'EV') {
    const scale = threeOnThree ? 0.8 : 1;
    return Math.min(FORWARD_SHIFT * scale - team.forwardShift, DEFENSE_SHIFT * scale - team.defenseShift);
  }
  const limit = unit === 'PK' ? PK_SHIFT : team.specialUnit === 0 ? PP1_SHIFT : PP2_SHIFT;
  return limit - team.forwardShift;
}

/**
 * The bench boss: keeps the right unit for the manpower situation and changes
 * lines when shifts run long (on the fly, or at a whistle). A team pinned in its
 * own zone cannot change until it is exhausted; a team that iced the puck cannot.
 */
export function manageBench(g: Game, team: Team, atStoppage: boolean): void {
  const opponent = opponentOf(g, team);
  const n = baseSkaters(g, team);
  const m = baseSkaters(g, opponent);
  const unit: Unit = n > m ? 'PP' : n < m ? 'PK' : 'EV';
  const pinned = g.possession === opponent.index && g.zone === OFFENSIVE_ZONE && !atStoppage;
  const canChange = !(atStoppage && team.frozen);

  let recompose = team.onIce.length === 0;
  for (const s of team.onIce) if (s.inBox) recompose = true;
  if (unit !== team.unit) {
    creditUnits(g, team);
    team.unit = unit;
    team.specialUnit = 0;
    if (unit === 'EV') {
      team.line = nextUnit(team.lineToi, LINE_SHARE, -1);
      team.pair = nextUnit(team.pairToi, PAIR_SHARE, -1);
    }
    team.forwardShift = 0;
    team.defenseShift = 0;
    recompose = true;
  } else if (unit === 'EV') {
    const scale = g.overtime && g.gameType === 'regular' ? 0.8 : 1;
    const forwards = canChange && due(team.forwardShift, FORWARD_SHIFT * scale, atStoppage, pinned);
    const defense = canChange && due(team.defenseShift, DEFENSE_SHIFT * scale, atStoppage, pinned);
    // Whoever is due goes off; the other group joins the change when its shift is well along.
    if (forwards || defense) creditUnits(g, team);
    if (forwards || (defense && team.forwardShift >= FORWARD_SHIFT * scale * 0.6)) {
      team.line = nextUnit(team.lineToi, LINE_SHARE, team.line);
      team.forwardShift = 0;
      recompose = true;
    }
    if (defense || (forwards && team.defenseShift >= DEFENSE_SHIFT * scale * 0.6)) {
      team.pair = nextUnit(team.pairToi, PAIR_SHARE, team.pair);
      team.defenseShift = 0;
      recompose = true;
    }
  } else if (
    canChange &&
    due(
      team.forwardShift,
      unit === 'PK' ? PK_SHIFT : team.specialUnit === 0 ? PP1_SHIFT : PP2_SHIFT,
      atStoppage,
      pinned,
    )
  ) {
    team.specialUnit = 1 - team.specialUnit;
    team.forwardShift = 0;
    team.defenseShift = 0;
    recompose = true;
  }
  const extraAttacker = !team.goalieIn;
  team.checkAt = g.elapsed + nextCheck(team, unit, g.overtime && g.gameType === 'regular');
  if (!recompose && team.onIce.length === n + (extraAttacker ? 1 : 0)) return;
  setOnIce(g, team, compose(g, team, n, extraAttacker));
}

/** Puts a new group on the ice and logs the LINE_CHANGE when it differs. */
export function setOnIce(g: Game, team: Team, onIce: Skater[]): void {
  if (sameSkaters(onIce, team.onIce)) return;
  for (const s of team.onIce) if (!onIce.includes(s)) s.toi += g.elapsed - s.onSince;
  for (const s of onIce) if (!team.onIce.includes(s)) s.onSince = g.elapsed;
  team.onIce = onIce;
  let attack = 0;
  let defense = 0;
  let stamina = 0;
  for (const s of onIce) {
    attack += s.off;
    defense += s.def;
    stamina += s.stamina;
  }
  team.attack = attack / onIce.length;
  team.defense = defense / onIce.length;
  team.stamina = stamina / onIce.length;
  const players = [];
  let who = '';
  for (const s of onIce) {
    players.push(s.id);
    who = who === '' ? s.player.lastName : `${who}, ${s.player.lastName}`;
  }
  if (team.goalieIn) players.push(team.goalie.id);
  emit(g, 'LINE_CHANGE', team, null, `Line change for ${team.name}: ${who}`, { players });
}

/** Credits the even-strength line and pair with the time since the last credit. */
function creditUnits(g: Game, team: Team): void {
  if (team.unit === 'EV') {
    team.lineToi[team.line] = at(team.lineToi, team.line) + g.elapsed - team.unitSince;
    team.pairToi[team.pair] = at(team.pairToi, team.pair) + g.elapsed - team.unitSince;
  }
  team.unitSince = g.elapsed;
}

/** The goalie goes to the bench for an extra attacker, or back into the net. */
export function setGoalie(g: Game, team: Team, inNet: boolean): void {
  if (team.goalieIn && !inNet) team.goalie.toi += g.elapsed - team.goalie.onSince;
  if (!team.goalieIn && inNet) team.goalie.onSince = g.elapsed;
  team.goalieIn = inNet;
}

/** End of a period: everyone off, ice time credited. */
export function leaveIce(g: Game, team: Team): void {
  for (const s of team.onIce) s.toi += g.elapsed - s.onSince;
  if (team.goalieIn) team.goalie.toi += g.elapsed - team.goalie.onSince;
  creditUnits(g, team);
  team.onIce = [];
}
