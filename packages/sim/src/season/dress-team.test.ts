import {
  DEFAULT_GOALIE_PLAN,
  EVEN_STRENGTH_SLOTS,
  LINEUP_SLOTS,
  defaultDepthChart,
  type Injury,
  type Lineup,
  type Player,
} from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { autoLineup } from '../lineup/auto-lineup';
import { generateRoster } from '../player/generate-roster';
import { createRng } from '../rng';
import { dressTeam, type DressTeamInput } from './dress-team';
import { newSeasonSoFar } from './goalie-rotation';

const roster = generateRoster(createRng(21), { firstId: 1 });
const saved: Lineup = autoLineup(roster);
const chart = defaultDepthChart(roster.map((p) => ({ ...p, id: Number(p.id) })));
const GAME_DAY = '2026-10-19';
const knee: Injury = {
  type: 'Knee',
  injuredOn: '2026-10-10',
  returnDate: '2026-10-25',
  gamesOut: 6,
  dayToDay: false,
};
const hurt = (...ids: unknown[]): Player[] =>
  roster.map((p) => (ids.includes(p.id) ? { ...p, injury: knee } : p));

const input = (over: Partial<DressTeamInput> = {}): DressTeamInput => ({
  team: 'home',
  players: roster,
  lineup: saved,
  depthChart: chart,
  goaliePlan: { starterShare: 1, restOnBackToBack: false },
  season: newSeasonSoFar(),
  gameDate: GAME_DAY,
  ...over,
});
/** An rng that never lets an extra in (every draw is the last fraction before 1). */
const noExtras = () => ({ next: () => 0.999 });
const dressedIds = (lineup: Lineup) => EVEN_STRENGTH_SLOTS.map((slot) => lineup[slot]);

describe('dressTeam: replacements', () => {
  it('plays the saved lineup as it stands when everyone is fit', () => {
    const dressed = dressTeam(input(), noExtras());
    expect(dressed.lineup).toEqual(saved);
    expect(dressed.replacements).toEqual([]);
    expect(dressed.starter).toBe(saved.starter_g);
  });

  it("fills a hurt player's slot with the next fit man in the depth chart, without touching the saved lineup", () => {
    const out = saved.line1_lw;
    const dressedBefore = new Set(dressedIds(saved));
    const [extra, other] = roster
      .filter(
        (p) => p.status === 'active' && p.position !== 'G' && p.position !== 'D' && !dressedBefore.has(p.id),
      )
      .sort((a, b) => a.overall - b.overall);
    // The GM ranks a dressed fourth-line centre, then his weaker extra, second and third at LW.
    const depthChart = { ...chart, LW: [Number(out), Number(saved.line4_c), Number(extra?.id)] };
    const before = { ...saved };
    const dressed = dressTeam(input({ players: hurt(out), depthChart }), noExtras());
    expect(saved).toEqual(before);
    expect(dressed.replacements).toEqual([
      { team: 'home', slot: 'line1_lw', out, in: extra?.id, reason: 'injured' },
    ]);
    expect(dressed.lineup.line1_lw).toBe(extra?.id);
    expect(dressed.lineup.line4_c).toBe(saved.line4_c);
    expect(other?.overall).toBeGreaterThanOrEqual(extra?.overall ?? 99);
    expect(dressed.players.map((p) => p.id)).not.toContain(out);
    expect(new Set(dressedIds(dressed.lineup)).size).toBe(20);
  });

  it('takes the best fit player at the position when there is no depth chart', () => {
    const out = saved.defense1_rd;
    const dressed = dressTeam(input({ players: hurt(out), depthChart: null }), noExtras());
    const dressedBefore = new Set(dressedIds(saved));
    const best = roster
      .filter((p) => p.status === 'active' && p.naturalPosition.includes('RD') && !dressedBefore.has(p.id))
      .sort((a, b) => b.overall - a.overall)[0];
    expect(dressed.lineup.defense1_rd).toBe(best?.id);
  });

  it('never dresses a man twice when several are hurt, and his special-teams places go to his replacement', () => {
    const out = [saved.line1_c, saved.line2_c, saved.line1_rw, saved.defense2_ld];
    const dressed = dressTeam(input({ players: hurt(...out) }), noExtras());
    expect(new Set(dressedIds(dressed.lineup)).size).toBe(20);
    for (const slot of LINEUP_SLOTS) expect(out).not.toContain(dressed.lineup[slot]);
    expect(dressed.replacements.map((r) => r.slot)).toEqual([
      'line1_c',
      'line1_rw',
      'line2_c',
      'defense2_ld',
    ]);
    const pp1C = saved.pp1_c;
    if (pp1C === saved.line1_c) expect(dressed.lineup.pp1_c).toBe(dressed.lineup.line1_c);
  });

  it('names a scratched or departed player with his reason', () => {
    const players = roster
      .filter((p) => p.id !== saved.line3_lw)
      .map((p) => (p.id === saved.line3_rw ? { ...p, status: 'scratched' as const } : p));
    const dressed = dressTeam(input({ players }), noExtras());
    expect(dressed.replacements.map((r) => [r.slot, r.reason])).toEqual([
      ['line3_lw', 'unavailable'],
      ['line3_rw', 'scratched'],
    ]);
  });

  it('starts the backup for a hurt starter and dresses the third goalie behind him', () => {
    const dressed = dressTeam(input({ players: hurt(saved.starter_g) }), noExtras());
    expect(dressed.lineup.starter_g).toBe(saved.backup_g);
    const third = roster.find(
      (p) =>
        p.position === 'G' && p.status === 'active' && p.id !== saved.starter_g && p.id !== saved.backup_g,
    );
    expect(dressed.lineup.backup_g).toBe(third?.id);
    expect(dressed.replacements).toEqual([
      { team: 'home', slot: 'starter_g', out: saved.starter_g, in: saved.backup_g, reason: 'injured' },
    ]);
  });

  it('fills slots the GM left empty without calling them replacements, and lists players back from injury', () => {
    const back = { ...knee, returnDate: GAME_DAY };
    const players = roster.map((p) => (p.id === saved.line2_lw ? { ...p, injury: back } : p));
    const dressed = dressTeam(input({ players, lineup: { line2_lw: saved.line2_lw } }), noExtras());
    expect(dressed.lineup.line2_lw).toBe(saved.line2_lw);
    expect(dressed.replacements).toEqual([]);
    expect(dressed.healed).toEqual([saved.line2_lw]);
    for (const slot of LINEUP_SLOTS) expect(dressed.lineup[slot]).not.toBeNull();
  });
});

describe('dressTeam: healthy extras', () => {
  it('gives the 13th forward and the 7th defenceman some games, in place of bottom-line players', () => {
    const dressedBefore = new Set(dressedIds(saved));
    const extras = roster.filter(
      (p) => p.status === 'active' && p.position !== 'G' && !dressedBefore.has(p.id),
    );
    const games = new Map<unknown, number>();
    const rng = createRng(5);
    for (let game = 0; game < 400; game++) {
      const dressed = dressTeam(input({ goaliePlan: DEFAULT_GOALIE_PLAN }), rng);
      for (const r of dressed.replacements.filter((r) => r.reason === 'rested' && r.slot !== 'starter_g')) {
        expect(r.slot).toMatch(/^(line4_|defense3_)/);
        games.set(r.in, (games.get(r.in) ?? 0) + 1);
      }
    }
    const best = (d: boolean) =>
      extras.filter((p) => (p.position === 'D') === d).sort((a, b) => b.overall - a.overall)[0]?.id;
    for (const id of [best(false), best(true)]) {
      const share = (games.get(id) ?? 0) / 400;
      expect(share).toBeGreaterThan(0.1);
      expect(share).toBeLessThan(0.2);
    }
  });
});
