import {
  DEFENSE_PAIRS,
  FORWARD_LINES,
  LINEUP_SLOTS,
  SPECIAL_UNITS,
  type LineupSlot,
  type Player,
  type SlotPosition,
  type TeamSide,
} from '@rinkside/domain';
import { defenseOf, goaltendingOf, handsOf, offenseOf, shootingOf } from '../player/ratings';
import { biasOf } from './roles';
import * as T from './tuning';
import type { Skater, Team } from './types';

// The lineup slots of each unit, as indices into LINEUP_SLOTS (resolveSlots' order).
const slot = (name: LineupSlot): number => LINEUP_SLOTS.indexOf(name);
const LINE_SLOTS = FORWARD_LINES.map(
  (n) => [slot(`line${n}_c`), slot(`line${n}_lw`), slot(`line${n}_rw`)] as const,
);
const PAIR_SLOTS = DEFENSE_PAIRS.map((n) => [slot(`defense${n}_ld`), slot(`defense${n}_rd`)] as const);
const PP_SLOTS = SPECIAL_UNITS.map(
  (n) =>
    [slot(`pp${n}_c`), slot(`pp${n}_lw`), slot(`pp${n}_rw`), slot(`pp${n}_ld`), slot(`pp${n}_rd`)] as const,
);
const PK_SLOTS = SPECIAL_UNITS.map(
  (n) => [slot(`pk${n}_f1`), slot(`pk${n}_f2`), slot(`pk${n}_ld`), slot(`pk${n}_rd`)] as const,
);
const STARTER = slot('starter_g');

const isD = (pos: SlotPosition): boolean => pos === 'LD' || pos === 'RD';

/** The puck finds the talent: a weight grows e-fold per `scale` rating points above 70. */
const talent = (rating: number, scale: number): number => Math.exp((rating - 70) / scale);

/**
 * How much likelier his unit's attempts go in with a skater of this offence as its best attacker: 1 up
 * to STAR_CHANCES_FROM, then STAR_CHANCES log-odds per 10 points, no more past STAR_CHANCES_UP_TO.
 */
export function starLift(offence: number): number {
  const above = Math.min(T.STAR_CHANCES_UP_TO, Math.max(T.STAR_CHANCES_FROM, offence)) - T.STAR_CHANCES_FROM;
  return Math.exp((T.STAR_CHANCES * above) / 10);
}

const skaterOf = (player: Player, pos: SlotPosition, team: Team): Skater => {
  const a = player.attributes;
  const g = player.goalieAttributes;
  const o = player.overall;
  const off = a ? offenseOf(a) : o;
  const def = a ? defenseOf(a) : o;
  const shoot = a ? shootingOf(a) : o;
  const pass = a ? handsOf(a) : o;
  const hit = a ? a.physique.hitting : 40;
  const block = a ? a.defense.shotBlocking : 40;
  const discipline = a ? a.senses.discipline : 70;
  const fighting = a ? a.physique.fighting : 40;
  const bias = biasOf(player.role);
  const d = isD(pos);
  const shooter = bias.shoot * talent((shoot + off) / 2, T.SHOOT_SCALE);
  const passer = bias.pass * talent((pass + off) / 2, T.PASS_SCALE);
  // In the order of the weight indices (types.ts): SHOOTER, PASSER, BLOCKER, HITTER, DEFENDER, CULPRIT,
  // ANYONE, NET_FRONT, SECOND_PASSER.
  const weights = [
    (d ? T.DEFENSE_SHOOTS : 1) * shooter,
    (d ? T.DEFENSE_PASSES : 1) * passer,
    (d ? 1.6 : 1) * block,
    hit * hit * bias.hit,
    def,
    // Stars keep their heads: a little less likely per minute than their discipline alone says.
    bias.culprit * Math.exp((60 - discipline) / T.DISCIPLINE_SCALE - (o - 70) / 50),
    1,
    // Net-front work is less a star's job than shooting: the talent counts half as steeply.
    (d ? T.DEFENSE_NET_FRONT : 1) * Math.sqrt(shooter),
    // The secondary assist is less the passer's doing than the first: the talent counts half as steeply.
    (d ? T.DEFENSE_PASSES : 1) * Math.sqrt(passer),
  ];
  return {
    id: player.id,
    player,
    pos,
    team,
    off,
    def,
    shoot,
    pass,
    faceoff: a ? 0.7 * a.defense.faceoffs + 0.3 * a.physique.strength : 40,
    hit,
    block,
    discipline,
    weights,
    shootout: a
      ? (a.puckSkills.penaltyShot * 2 + a.puckSkills.stickhandling + a.scoring.wristshot) / 4
      : g
        ? (g.saving.penaltyShot + g.saving.breakaways) / 2
        : 30,
    save: g ? goaltendingOf(g) : 30,
    finish: Math.exp((T.SHOOTER_EDGE * (shoot - 70)) / 10),
    lift: starLift(off),
    fight: bias.fight * Math.pow(fighting / 60, 3),
    hurt: false,
    stamina: a ? 30 + (a.physique.endurance + a.physique.condition) / 10 : 60,
    inBox: false,
    onIce: false,
    staysOn: false,
    onSince: 0,
    goals: 0,
    assists: 0,
    primaryAssists: 0,
    shots: 0,
    hits: 0,
    pim: 0,
    plusMinus: 0,
    ppGoals: 0,
    toi: 0,
    giveaways: 0,
    takeaways: 0,
    blocks: 0,
    faceoffsWon: 0,
    faceoffsTaken: 0,
    shotsAgainst: 0,
    goalsAgainst: 0,
  };
};

/** Builds a team's game state from its roster's resolved slots (see resolveSlots). */
export function prepareTeam(name: string, side: TeamSide, lineup: readonly (Player | undefined)[]): Team {
  const team = {
    side,
    index: side === 'home' ? 0 : 1,
    name,
    lines: [],
    pairs: [],
    pp: [],
    pk: [],
    bench: [],
    onIce: [],
    goalieIn: true,
    unit: 'EV',
    line: 0,
    pair: 0,
    specialUnit: 0,
    forwardShift: 0,
    defenseShift: 0,
    lineToi: [0, 0, 0, 0],
    pairToi: [0, 0, 0],
    unitSince: 0,
    checkAt: 0,
    attack: 0,
    defense: 0,
    stamina: 60,
    lift: 1,
    fightiest: null,
    fight: 0,
    leak: 1,
    edge: NaN,
    odds: 1,
    playEdge: NaN,
    finishing: 1,
    penalties: [],
    frozen: false,
    goals: 0,
    shots: 0,
    hits: 0,
    powerPlays: 0,
    ppGoals: 0,
    pim: 0,
    blocks: 0,
    missedShots: 0,
    giveaways: 0,
    takeaways: 0,
    faceoffsWon: 0,
    emptyNetGoals: 0,
    goalsByPeriod: [0, 0, 0],
    shotsByPeriod: [0, 0, 0],
  } as unknown as Team;

  const dressed = new Map<Player, Skater>();
  const at = (slot: number, pos: SlotPosition): Skater => {
    const player = lineup[slot];
    if (!player) throw new Error(`${name}: lineup slot ${LINEUP_SLOTS[slot]} is empty; too few players`);
    const known = dressed.get(player);
    if (known) return known;
    const skater = skaterOf(player, pos, team);
    dressed.set(player, skater);
    return skater;
  };
  for (const [c, lw, rw] of LINE_SLOTS) team.lines.push([at(c, 'C'), at(lw, 'LW'), at(rw, 'RW')]);
  for (const [ld, rd] of PAIR_SLOTS) team.pairs.push([at(ld, 'LD'), at(rd, 'RD')]);
  team.goalie = at(STARTER, 'G');
  for (const s of dressed.values()) if (s.pos !== 'G') team.bench.push(s);
  for (const [c, lw, rw, ld, rd] of PP_SLOTS)
    team.pp.push([at(c, 'C'), at(lw, 'LW'), at(rw, 'RW'), at(ld, 'LD'), at(rd, 'RD')]);
  for (const [f1, f2, ld, rd] of PK_SLOTS)
    team.pk.push([at(f1, 'C'), at(f2, 'LW'), at(ld, 'LD'), at(rd, 'RD')]);
  return team;
}
