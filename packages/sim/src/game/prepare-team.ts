import {
  FORWARD_LINES,
  type Lineup,
  type LineupSlot,
  type Player,
  type SlotPosition,
  type TeamSide,
} from '@rinkside/domain';
import { defenseOf, goaltendingOf, handsOf, offenseOf, shootingOf } from '../player/ratings';
import type { Skater, Team } from './types';

const skaterOf = (player: Player, pos: SlotPosition, team: Team): Skater => {
  const a = player.attributes;
  const g = player.goalieAttributes;
  const o = player.overall;
  return {
    id: player.id,
    player,
    name: `${player.firstName} ${player.lastName}`,
    pos,
    team,
    off: a ? offenseOf(a) : o,
    def: a ? defenseOf(a) : o,
    shoot: a ? shootingOf(a) : o,
    pass: a ? handsOf(a) : o,
    faceoff: a ? 0.7 * a.defense.faceoffs + 0.3 * a.physique.strength : 40,
    hit: a ? a.physique.hitting : 40,
    block: a ? a.defense.shotBlocking : 40,
    discipline: a ? a.senses.discipline : 70,
    shootout: a
      ? (a.puckSkills.penaltyShot * 2 + a.puckSkills.stickhandling + a.scoring.wristshot) / 4
      : g
        ? (g.saving.penaltyShot + g.saving.breakaways) / 2
        : 30,
    save: g ? goaltendingOf(g) : 30,
    stamina: a ? 30 + (a.physique.endurance + a.physique.condition) / 10 : 60,
    inBox: false,
    onSince: 0,
    goals: 0,
    assists: 0,
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

/** Builds a team's game state from its roster and a complete lineup (see resolveLineup). */
export function prepareTeam(name: string, side: TeamSide, players: readonly Player[], lineup: Lineup): Team {
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

  const byId = new Map(players.map((p) => [String(p.id), p]));
  const dressed = new Map<string, Skater>();
  const at = (slot: LineupSlot, pos: SlotPosition): Skater => {
    const id = lineup[slot];
    const player = id === null ? undefined : byId.get(String(id));
    if (!player) throw new Error(`${name}: lineup slot ${slot} is empty; pass a resolved lineup`);
    const key = String(player.id);
    const known = dressed.get(key);
    if (known) return known;
    const skater = skaterOf(player, pos, team);
    dressed.set(key, skater);
    return skater;
  };
  for (const n of FORWARD_LINES)
    team.lines.push([at(`line${n}_c`, 'C'), at(`line${n}_lw`, 'LW'), at(`line${n}_rw`, 'RW')]);
  for (const n of [1, 2, 3] as const)
    team.pairs.push([at(`defense${n}_ld`, 'LD'), at(`defense${n}_rd`, 'RD')]);
  team.goalie = at('starter_g', 'G');
  team.bench = [...dressed.values()].filter((s) => s.pos !== 'G');
  for (const n of [1, 2] as const) {
    team.pp.push([
      at(`pp${n}_c`, 'C'),
      at(`pp${n}_lw`, 'LW'),
      at(`pp${n}_rw`, 'RW'),
      at(`pp${n}_ld`, 'LD'),
      at(`pp${n}_rd`, 'RD'),
    ]);
    team.pk.push([at(`pk${n}_f1`, 'C'), at(`pk${n}_f2`, 'LW'), at(`pk${n}_ld`, 'LD'), at(`pk${n}_rd`, 'RD')]);
  }
  return team;
}
