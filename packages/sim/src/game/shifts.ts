import type { PlayerId } from '@rinkside/domain';
import { at } from '../list';
import {
  DEFENSE_SHIFT,
  FORWARD_SHIFT,
  LINE_SHARE,
  PAIR_SHARE,
  PK_SHIFT,
  PP1_SHIFT,
  PP2_SHIFT,
  STAR_LIFT,
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

function contains(group: readonly Skater[], s: Skater): boolean {
  for (const t of group) if (t === s) return true;
  return false;
}

/** The best available man on the bench: not in the box or hurt, not out there, a forward for a forward if possible. */
function substitute(team: Team, taken: readonly Skater[], forward: boolean): Skater | undefined {
  let any: Skater | undefined;
  for (const b of team.bench) {
    if (b.inBox || b.hurt || contains(taken, b)) continue;
    if (isForward(b) === forward) return b;
    any ??= b;
  }
  return any;
}

/** Sends `s` out, or the best substitute when he is in the box, hurt or already out there. */
function dress(s: Skater, taken: Skater[], team: Team): void {
  if (!s.inBox && !s.hurt && !contains(taken, s)) {
    taken.push(s);
    return;
  }
  const sub = substitute(team, taken, isForward(s));
  if (sub) taken.push(sub);
}

/** Who goes out for `n` skaters: the special unit or the current line and pair (short-handed, the top men). */
function compose(team: Team, n: number, extraAttacker: boolean): Skater[] {
  const onIce: Skater[] = [];
  if (team.unit === 'PP') {
    const [c, lw, rw, ld, rd] = at(team.pp, team.specialUnit);
    dress(c, onIce, team);
    dress(lw, onIce, team);
    if (n >= 5) dress(rw, onIce, team);
    dress(ld, onIce, team);
    dress(rd, onIce, team);
  } else if (team.unit === 'PK') {
    const [f1, f2, ld, rd] = at(team.pk, team.specialUnit);
    dress(f1, onIce, team);
    if (n >= 4) dress(f2, onIce, team);
    dress(ld, onIce, team);
    dress(rd, onIce, team);
  } else {
    const [c, lw, rw] = at(team.lines, team.line);
    const [ld, rd] = at(team.pairs, team.pair);
    dress(c, onIce, team);
    dress(lw, onIce, team);
    if (n >= 5) dress(rw, onIce, team);
    dress(ld, onIce, team);
    if (n >= 4) dress(rd, onIce, team);
  }
  if (extraAttacker) dress(at(team.pp, 0)[1], onIce, team);
  return onIce;
}

/** The line (or pair) furthest behind the coach's planned share of even-strength time. */
function nextUnit(toi: readonly number[], share: readonly number[], current: number): number {
  const n = toi.length;
  let total = 1;
  for (let i = 0; i < n; i++) total += toi[i] as number;
  let best = current === 0 ? 1 : 0;
  let bestDebt = -Infinity;
  for (let i = 0; i < n; i++) {
    if (i === current) continue;
    const debt = (share[i] as number) * total - (toi[i] as number);
    if (debt > bestDebt) {
      bestDebt = debt;
      best = i;
    }
  }
  return best;
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
  for (const s of team.onIce) if (s.inBox || s.hurt) recompose = true;
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
  setOnIce(g, team, compose(team, n, extraAttacker));
}

/** Puts a new group on the ice and logs the LINE_CHANGE when it differs. */
export function setOnIce(g: Game, team: Team, onIce: Skater[]): void {
  const before = team.onIce;
  let same = onIce.length === before.length;
  for (const s of onIce) if (!s.onIce) same = false;
  if (same) return;
  // Who steps on starts his shift now; who steps off is credited with his.
  for (const s of onIce) {
    s.staysOn = true;
    if (!s.onIce) s.onSince = g.elapsed;
    s.onIce = true;
  }
  for (const s of before) {
    if (s.staysOn) continue;
    s.toi += g.elapsed - s.onSince;
    s.onIce = false;
  }
  for (const s of onIce) s.staysOn = false;
  team.onIce = onIce;
  let attack = 0;
  let best = 0;
  let defense = 0;
  let stamina = 0;
  let lift = 1;
  let fightiest: Skater | null = null;
  // Exactly sized: the play-by-play keeps ~180 of these a game.
  const players = new Array<PlayerId>(onIce.length + (team.goalieIn ? 1 : 0));
  let count = 0;
  for (const s of onIce) {
    attack += s.off;
    if (s.off > best) best = s.off;
    if (fightiest === null || s.fight > fightiest.fight) fightiest = s;
    if (s.lift > lift) lift = s.lift;
    defense += s.def;
    stamina += s.stamina;
    players[count++] = s.id;
  }
  // A star lifts his line: the attack is its mean plus a share of the way to its best man.
  const mean = attack / onIce.length;
  team.attack = mean + STAR_LIFT * (best - mean);
  // And he makes the chances: the unit's attempts go in as likely as its best attacker lifts them.
  team.lift = lift;
  team.fightiest = fightiest;
  team.fight = fightiest === null ? 0 : fightiest.fight;
  team.defense = defense / onIce.length;
  team.stamina = stamina / onIce.length;
  if (team.goalieIn) players[count] = team.goalie.id;
  g.events.push({
    type: 'LINE_CHANGE',
    stoppage: null,
    team: team.side,
    period: g.period,
    clock: g.clock,
    players,
  });
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
  for (const s of team.onIce) {
    s.toi += g.elapsed - s.onSince;
    s.onIce = false;
  }
  if (team.goalieIn) team.goalie.toi += g.elapsed - team.goalie.onSince;
  creditUnits(g, team);
  team.onIce = [];
  team.fightiest = null;
  team.fight = 0;
}
