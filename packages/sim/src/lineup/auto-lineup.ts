import {
  emptyLineup,
  naturalSlotPositions,
  type Lineup,
  type Player,
  type SlotPosition,
} from '@rinkside/domain';
import { defenseOf, offenseOf } from '../player/ratings';

const UNAVAILABLE = new Set(['injured', 'scratched', 'minors', 'prospect']);

/** Players who can dress: the active roster, or anyone healthy when it runs short. */
export function dressablePlayers(players: readonly Player[]): Player[] {
  const active = players.filter((p) => !UNAVAILABLE.has(p.status));
  const skaters = active.filter((p) => p.position !== 'G').length;
  const goalies = active.length - skaters;
  if (skaters >= 18 && goalies >= 2) return active;
  return players.filter((p) => p.status !== 'injured');
}

const byOverall = (a: Player, b: Player): number => b.overall - a.overall;
const offense = (p: Player): number => (p.attributes ? offenseOf(p.attributes) : p.overall);
const defense = (p: Player): number => (p.attributes ? defenseOf(p.attributes) : p.overall);
const plays = (p: Player, slot: SlotPosition): boolean => naturalSlotPositions(p).includes(slot);

/** Takes up to `count` players for a position: natural fits first, then the best of the rest. */
function takeFor(pool: Player[], slot: SlotPosition, count: number, group: (p: Player) => boolean): Player[] {
  const natural = pool.filter((p) => plays(p, slot)).sort(byOverall);
  const taken = natural.slice(0, count);
  if (taken.length < count) {
    const rest = pool.filter((p) => group(p) && !taken.includes(p)).sort(byOverall);
    taken.push(...rest.slice(0, count - taken.length));
  }
  for (const p of taken) pool.splice(pool.indexOf(p), 1);
  return taken;
}

/** Tops a group up from whoever is left. */
function fill(group: Player[], size: number, from: Player[]): void {
  while (group.length < size) {
    const next = from.shift();
    if (next === undefined) return;
    group.push(next);
  }
}

const isForward = (p: Player): boolean => p.position !== 'D' && p.position !== 'G';
const isSkater = (p: Player): boolean => p.position !== 'G';

/**
 * The coach's lineup from ratings and positions: 4 lines and 3 pairs by overall,
 * starter and backup by overall, PP units by offence, PK units by defence.
 */
export function autoLineup(players: readonly Player[]): Lineup {
  const lineup = emptyLineup();
  const pool = dressablePlayers(players);
  const goalies = pool.filter((p) => p.position === 'G').sort(byOverall);
  lineup.starter_g = goalies[0]?.id ?? null;
  lineup.backup_g = goalies[1]?.id ?? null;
  const skaters = pool.filter(isSkater);

  const centres = takeFor(skaters, 'C', 4, isForward);
  const left = takeFor(skaters, 'LW', 4, isForward);
  const right = takeFor(skaters, 'RW', 4, isForward);
  const ld = takeFor(skaters, 'LD', 3, (p) => p.position === 'D');
  const rd = takeFor(skaters, 'RD', 3, (p) => p.position === 'D');
  // Short of forwards or defencemen, the remaining skaters fill in.
  for (const group of [centres, left, right]) fill(group, 4, skaters);
  for (const group of [ld, rd]) fill(group, 3, skaters);

  for (let i = 0; i < 4; i++) {
    const n = (i + 1) as 1 | 2 | 3 | 4;
    lineup[`line${n}_lw`] = left[i]?.id ?? null;
    lineup[`line${n}_c`] = centres[i]?.id ?? null;
    lineup[`line${n}_rw`] = right[i]?.id ?? null;
  }
  for (let i = 0; i < 3; i++) {
    const n = (i + 1) as 1 | 2 | 3;
    lineup[`defense${n}_ld`] = ld[i]?.id ?? null;
    lineup[`defense${n}_rd`] = rd[i]?.id ?? null;
  }

  const forwards = [...centres, ...left, ...right];
  const defence = [...ld, ...rd];
  const ppC = [...centres].sort((a, b) => offense(b) - offense(a));
  const ppF = (c: Player | undefined) =>
    forwards.filter((p) => p !== c).sort((a, b) => offense(b) - offense(a));
  const ppD = [...defence].sort((a, b) => offense(b) - offense(a));
  const pp1Wings = ppF(ppC[0]);
  lineup.pp1_c = ppC[0]?.id ?? null;
  lineup.pp1_lw = pp1Wings[0]?.id ?? null;
  lineup.pp1_rw = pp1Wings[1]?.id ?? null;
  lineup.pp1_ld = ppD[0]?.id ?? null;
  lineup.pp1_rd = ppD[1]?.id ?? null;
  const pp2Wings = ppF(ppC[1]).filter((p) => p !== pp1Wings[0] && p !== pp1Wings[1] && p !== ppC[0]);
  lineup.pp2_c = ppC[1]?.id ?? null;
  lineup.pp2_lw = pp2Wings[0]?.id ?? null;
  lineup.pp2_rw = pp2Wings[1]?.id ?? null;
  lineup.pp2_ld = ppD[2]?.id ?? null;
  lineup.pp2_rd = ppD[3]?.id ?? null;

  const pkF = [...forwards].sort((a, b) => defense(b) - defense(a));
  const pkD = [...defence].sort((a, b) => defense(b) - defense(a));
  lineup.pk1_f1 = pkF[0]?.id ?? null;
  lineup.pk1_f2 = pkF[1]?.id ?? null;
  lineup.pk1_ld = pkD[0]?.id ?? null;
  lineup.pk1_rd = pkD[1]?.id ?? null;
  lineup.pk2_f1 = pkF[2]?.id ?? null;
  lineup.pk2_f2 = pkF[3]?.id ?? null;
  lineup.pk2_ld = pkD[2]?.id ?? null;
  lineup.pk2_rd = pkD[3]?.id ?? null;
  return lineup;
}
