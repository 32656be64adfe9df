import { describe, expect, it } from 'vitest';
import { EVEN_STRENGTH_SLOTS, emptyLineup, type Lineup, type LineupSlot } from './lineup';
import {
  automaticallyFixableSlots,
  isHurtOn,
  lineupReadiness,
  type ReadinessPlayer,
} from './lineup-readiness';

// A full, legal lineup: each even-strength slot holds a player born for it (ids 1-20).
const positionOf = (slot: LineupSlot) => {
  const suffix = slot.slice(slot.indexOf('_') + 1);
  return suffix === 'g' ? 'G' : suffix.toUpperCase();
};
const roster: ReadinessPlayer[] = EVEN_STRENGTH_SLOTS.map((slot, i) => ({
  id: i + 1,
  firstName: 'Player',
  lastName: `${i + 1}`,
  position: positionOf(slot) === 'G' ? 'G' : ['LD', 'RD'].includes(positionOf(slot)) ? 'D' : positionOf(slot),
  naturalPosition: positionOf(slot),
  status: 'active',
  injury: null,
}));
const fullLineup = (): Lineup => {
  const lineup = emptyLineup();
  EVEN_STRENGTH_SLOTS.forEach((slot, i) => (lineup[slot] = i + 1));
  return lineup;
};
const check = (lineup: Lineup, players = roster, goaliePlanSet = true) =>
  lineupReadiness({ lineup, players, gameDay: '2026-11-20', goaliePlanSet });
const withPlayer = (id: number, change: Partial<ReadinessPlayer>) =>
  roster.map((p) => (p.id === id ? { ...p, ...change } : p));
const knee = (returnDate: string) => ({
  type: 'Knee',
  injuredOn: '2026-11-18',
  returnDate,
  gamesOut: 5,
  dayToDay: false,
});

describe('lineup readiness', () => {
  it('calls a full, legal lineup of fit players with a goalie plan ready, with nothing to say', () => {
    expect(check(fullLineup())).toEqual({ ready: true, problems: [] });
  });

  it('flags a player hurt past game day in his slot, in words a person reads, fixable on the desk', () => {
    const { ready, problems } = check(fullLineup(), withPlayer(1, { injury: knee('2026-11-30') }));
    expect(ready).toBe(false);
    expect(problems).toEqual([
      {
        code: 'player_injured',
        severity: 'problem',
        slot: 'line1_lw',
        playerId: 1,
        message: 'Player 1 (Line 1 LW) is injured (Knee) until Nov 30.',
        fix: 'auto',
      },
    ]);
  });

  it('counts an injury over by game day as over', () => {
    expect(check(fullLineup(), withPlayer(1, { injury: knee('2026-11-20') })).ready).toBe(true);
    expect(isHurtOn({ status: 'active', injury: knee('2026-11-21') }, '2026-11-20')).toBe(true);
    expect(isHurtOn({ status: 'injured', injury: null }, '2026-11-20')).toBe(true);
  });

  it('flags a player sent to the minors, and one no longer on the team', () => {
    const lineup = { ...fullLineup(), line2_c: 99 };
    const { problems } = check(lineup, withPlayer(2, { status: 'minors' }));
    expect(problems.map((p) => [p.code, p.slot, p.message])).toEqual([
      ['player_unavailable', 'line1_c', 'Player 2 (Line 1 C) is in the minors.'],
      ['player_unavailable', 'line2_c', 'Line 2 C names a player who is no longer on the team.'],
    ]);
  });

  it('flags each empty slot, a missing goalie by name of his role', () => {
    const { ready, problems } = check({ ...fullLineup(), line4_rw: null, backup_g: null });
    expect(ready).toBe(false);
    expect(problems.map((p) => [p.code, p.message])).toEqual([
      ['slot_empty', 'Line 4 RW is empty.'],
      ['slot_empty', 'No backup goalie is named.'],
    ]);
  });

  it('flags the second place of a player named twice, not the first', () => {
    const { problems } = check({ ...fullLineup(), line3_c: 2 });
    expect(problems).toEqual([
      expect.objectContaining({ code: 'player_twice', slot: 'line3_c', fix: 'auto', severity: 'problem' }),
    ]);
  });

  it('refuses a goalie skating and a skater in net, sending the GM to the lines', () => {
    const goalieOut = check({ ...fullLineup(), line1_lw: 19, starter_g: 1 });
    expect(goalieOut.problems.map((p) => [p.code, p.slot, p.fix])).toEqual([
      ['wrong_position', 'line1_lw', 'lines'],
      ['wrong_position', 'starter_g', 'lines'],
    ]);
    expect(goalieOut.ready).toBe(false);
  });

  it('notes a skater off his natural position without holding the team back', () => {
    // Player 2 is a centre, put on the left wing of line 1 in place of player 1.
    const { ready, problems } = check({ ...fullLineup(), line1_lw: 2, line1_c: 1 });
    expect(ready).toBe(true);
    expect(problems.map((p) => [p.code, p.severity, p.slot])).toEqual([
      ['off_position', 'note', 'line1_lw'],
      ['off_position', 'note', 'line1_c'],
    ]);
  });

  it('holds the team back for a defenceman at forward while a forward sits out, fixable on the desk', () => {
    // Player 13 (LD) plays Line 1 C in place of centre 2, who is fit and not dressed.
    const { ready, problems } = check({ ...fullLineup(), line1_c: 13, defense1_ld: null });
    expect(ready).toBe(false);
    expect(problems.filter((p) => p.code === 'out_of_group')).toEqual([
      {
        code: 'out_of_group',
        severity: 'problem',
        slot: 'line1_c',
        playerId: 13,
        message: 'Player 13 (D) is a defenceman at Line 1 C while Player 2 (C), a forward, sits out.',
        fix: 'auto',
      },
    ]);
  });

  it('only notes a defenceman at forward when no forward is fit to take his place', () => {
    // Centre 2, the only forward not dressed, is hurt: the team has nobody better.
    const players = withPlayer(2, { injury: knee('2026-12-01') });
    const { ready, problems } = check({ ...fullLineup(), line1_c: 13, defense1_ld: null }, players);
    expect(problems.find((p) => p.code === 'out_of_group')).toMatchObject({
      severity: 'note',
      fix: 'lines',
      message: 'Player 13 (D) is a defenceman at Line 1 C: no forward is free to play there.',
    });
    expect(problems.filter((p) => p.severity === 'problem').map((p) => p.code)).toEqual(['slot_empty']);
    expect(ready).toBe(false);
  });

  it('holds the team back for a forward on defence while a defenceman sits out', () => {
    // Forward 1 (LW) plays Pair 1 LD; defenceman 13 is fit and free.
    const { problems } = check({ ...fullLineup(), defense1_ld: 1, line1_lw: null });
    expect(problems.map((p) => [p.code, p.severity, p.slot])).toContainEqual([
      'out_of_group',
      'problem',
      'defense1_ld',
    ]);
  });

  it('notes a goalie plan never saved, without holding the team back', () => {
    const { ready, problems } = check(fullLineup(), roster, false);
    expect(ready).toBe(true);
    expect(problems.map((p) => p.code)).toEqual(['goalie_plan_default']);
  });

  it('lets Fix lineup touch only the slots it can mend', () => {
    const thirdGoalie = { ...(roster[18] as ReadinessPlayer), id: 21 };
    const lineup = { ...fullLineup(), line1_lw: 21, line4_rw: null };
    const players = [...withPlayer(5, { injury: knee('2026-12-01') }), thirdGoalie];
    const readiness = check(lineup, players, false);
    expect(readiness.problems.map((p) => p.code)).toContain('wrong_position');
    expect(automaticallyFixableSlots(readiness)).toEqual(['line2_c', 'line4_rw']);
  });
});
