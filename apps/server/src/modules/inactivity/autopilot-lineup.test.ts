import { type Lineup, LINEUP_SLOTS, type Player } from '@rinkside/domain';
import { autoLineup, createRng, generateRoster } from '@rinkside/sim';
import { describe, expect, it } from 'vitest';
import { autopilotLineup } from './autopilot-lineup';

const GAME_DAY = '2026-10-10';
const roster: Player[] = generateRoster(createRng(7), { firstId: 1 });
const saved: Lineup = autoLineup(roster);
const hurt = (p: Player): Player => ({
  ...p,
  injury: { type: 'Knee', injuredOn: '2026-10-01', returnDate: '2026-10-20', gamesOut: 5, dayToDay: false },
});
const named = (lineup: Lineup) => LINEUP_SLOTS.map((slot) => lineup[slot]).filter((id) => id !== null);

describe('a lineup on autopilot', () => {
  it('plays as saved when everyone in it can play', () => {
    expect(autopilotLineup(saved, roster, GAME_DAY)).toEqual({ lineup: saved, changed: [] });
  });

  it('replaces an injured centre with a healthy player and keeps everyone else where they were', () => {
    const out = Number(saved.line1_c);
    const players = roster.map((p) => (p.id === out ? hurt(p) : p));
    const { lineup, changed } = autopilotLineup(saved, players, GAME_DAY);
    expect(named(lineup)).not.toContain(out);
    expect(changed).toContain('line1_c');
    expect(lineup.line1_c).not.toBeNull();
    for (const slot of ['line1_lw', 'line1_rw', 'defense1_ld', 'starter_g'] as const)
      expect(lineup[slot]).toBe(saved[slot]);
    // Everyone dressed at even strength is a different player.
    const even = Object.entries(lineup).filter(([slot]) => /^(line|defense|starter|backup)/.test(slot));
    expect(new Set(even.map(([, id]) => id)).size).toBe(even.length);
  });

  it('lets a player whose injury is over by game day keep his place', () => {
    const out = Number(saved.line2_lw);
    const players = roster.map((p) => (p.id === out ? hurt(p) : p));
    expect(autopilotLineup(saved, players, '2026-10-20').changed).toEqual([]);
  });

  it('puts a goalie in an empty net and never a skater', () => {
    const { lineup } = autopilotLineup({ ...saved, starter_g: null }, roster, GAME_DAY);
    const goalie = roster.find((p) => p.id === lineup.starter_g);
    expect(goalie?.position).toBe('G');
    expect(lineup.starter_g).not.toBe(saved.backup_g);
  });

  it('fills slots naming players no longer on the team or named twice', () => {
    const { lineup, changed } = autopilotLineup(
      { ...saved, line3_c: 99_999, line4_c: saved.line1_c },
      roster,
      GAME_DAY,
    );
    expect(changed).toEqual(expect.arrayContaining(['line3_c', 'line4_c']));
    expect(named(lineup)).not.toContain(99_999);
    expect(lineup.line4_c).not.toBe(saved.line1_c);
    expect(lineup.line4_c).not.toBeNull();
  });
});
