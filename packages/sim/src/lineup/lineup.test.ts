import {
  EVEN_STRENGTH_SLOTS,
  LINEUP_SLOTS,
  compareForSlot,
  lineupFromNested,
  lineupSchema,
  type Player,
} from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { generateRoster } from '../player/generate-roster';
import { createRng } from '../rng';
import { autoLineup } from './auto-lineup';
import { simulateGame } from '../game/simulate-game';
import { resolveLineup } from './resolve-lineup';

const roster = generateRoster(createRng(11), { firstId: 100 });
const byId = new Map<unknown, Player>(roster.map((p) => [p.id, p]));
const opponent = { name: 'Away', players: generateRoster(createRng(12), { firstId: 1000, depth: false }) };

describe('autoLineup', () => {
  const lineup = autoLineup(roster);

  it('fills every slot, dresses 18 different skaters and 2 goalies from the active roster', () => {
    expect(lineupSchema.parse(lineup)).toEqual(lineup);
    for (const slot of LINEUP_SLOTS) expect(lineup[slot]).not.toBeNull();
    const dressed = EVEN_STRENGTH_SLOTS.map((s) => lineup[s]);
    expect(new Set(dressed).size).toBe(20);
    expect(dressed.every((id) => byId.get(id)?.status === 'active')).toBe(true);
    expect(byId.get(lineup.starter_g)?.position).toBe('G');
  });

  it('puts better players on higher lines and the best goalie in net', () => {
    const ovr = (id: unknown) => byId.get(id)?.overall ?? 0;
    const line = (n: 1 | 4) =>
      ovr(lineup[`line${n}_lw`]) + ovr(lineup[`line${n}_c`]) + ovr(lineup[`line${n}_rw`]);
    expect(line(1)).toBeGreaterThan(line(4));
    expect(ovr(lineup.starter_g)).toBeGreaterThanOrEqual(ovr(lineup.backup_g));
    expect(byId.get(lineup.line1_c)?.naturalPosition).toContain('C');
  });
});

describe('resolveLineup', () => {
  it("keeps the GM's valid choices and fills empty, unknown, injured or duplicate slots", () => {
    const injured = roster.find((p) => p.position === 'D');
    const winger = roster.find((p) => p.position === 'LW' && p.status === 'active');
    if (!injured || !winger) throw new Error('roster without a D or a LW');
    const players = roster.map((p) => (p === injured ? { ...p, status: 'injured' as const } : p));
    const lineup = resolveLineup(players, {
      line3_lw: winger.id,
      line4_lw: winger.id, // already dressed on line 3: dropped
      defense1_ld: injured.id, // injured: replaced
      line1_c: 99_999, // unknown id: replaced
      starter_g: winger.id, // a skater in net: replaced
    });
    expect(lineup.line3_lw).toBe(winger.id);
    expect(lineup.line4_lw).not.toBe(winger.id);
    expect(lineup.defense1_ld).not.toBe(injured.id);
    expect(byId.get(lineup.line1_c)).toBeDefined();
    expect(byId.get(lineup.starter_g)?.position).toBe('G');
    const dressed = EVEN_STRENGTH_SLOTS.map((s) => lineup[s]);
    expect(new Set(dressed).size).toBe(dressed.length);
  });

  it('dresses a player the GM put in two even-strength slots once, in the first; the next best fills the other', () => {
    const auto = autoLineup(roster);
    const star = auto.line1_lw;
    const third = auto.line3_lw;
    // SPEC §4 lets the editor put him on line 1 and line 3: he plays line 1, the coach's man plays line 3.
    const twice = resolveLineup(roster, { ...auto, line3_lw: star });
    expect(twice.line1_lw).toBe(star);
    expect(twice.line3_lw).toBe(third);
    // The coach's man for that slot is already dressed elsewhere: the best fitting skater left fills it.
    const moved = { ...auto, line2_lw: third, line3_lw: star };
    const named = new Set(EVEN_STRENGTH_SLOTS.map((slot) => moved[slot]));
    const bestLeft = roster
      .filter((p) => p.status === 'active' && p.position !== 'G' && !named.has(p.id))
      .sort(compareForSlot('line3_lw'))[0];
    const filled = resolveLineup(roster, moved);
    expect([filled.line1_lw, filled.line2_lw]).toEqual([star, third]);
    expect(filled.line3_lw).toBe(bestLeft?.id);
    // In a game he takes one shift at a time, and the man filling the slot plays.
    const data = simulateGame(
      { home: { name: 'Home', players: roster, lineup: { ...auto, line3_lw: star } }, away: opponent },
      { rng: createRng(3) },
    );
    for (const e of data.events)
      if (e.type === 'LINE_CHANGE') expect(new Set(e.players).size).toBe(e.players.length);
    expect(data.playerStats.teamA[String(third)]?.icetime).toBeGreaterThan(0);
  });

  it('fills a forward place with a forward left over, not a better-rated defenceman', () => {
    const auto = autoLineup(roster);
    // The coach's centre for line 1 is put on line 4's left wing: line 1's centre is left empty.
    const input = { ...auto, line4_lw: auto.line1_c, line1_c: null };
    const dressed = new Set(EVEN_STRENGTH_SLOTS.map((slot) => input[slot]));
    const spareD = roster.find((p) => p.position === 'D' && !dressed.has(p.id));
    const spareF = roster.filter((p) => !['D', 'G'].includes(p.position) && !dressed.has(p.id));
    if (!spareD || spareF.length === 0) throw new Error('roster without a spare forward and defenceman');
    const players = roster.map((p) => (p === spareD ? { ...p, overall: 99 } : p));
    const chosen = resolveLineup(players, input).line1_c;
    const centre = players.find((p) => p.id === chosen);
    expect(centre?.position).not.toBe('D');
    expect(spareF.map((p) => p.id)).toContain(centre?.id);
  });

  it('converts the nested server form (SPEC §3) to slots', () => {
    const lineup = lineupFromNested({
      forwards: { line1: [1, 2, 3] },
      defense: { pair2: [4, 5] },
      goaltenders: { starter: 6, backup: null },
    });
    expect([lineup.line1_lw, lineup.line1_c, lineup.line1_rw]).toEqual([1, 2, 3]);
    expect([lineup.defense2_ld, lineup.defense2_rd, lineup.starter_g, lineup.backup_g]).toEqual([
      4,
      5,
      6,
      null,
    ]);
    expect(lineup.line2_c).toBeNull();
  });
});
