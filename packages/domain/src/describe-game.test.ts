import { describe, expect, it } from 'vitest';
import {
  describeEvent,
  describeGame,
  gameNamesOf,
  type GameEventRecord,
  type GameRecord,
} from './describe-game';
import type { GoalieGameStats, SkaterGameStats, TeamGameStats } from './simulation';

const team: TeamGameStats = {
  goals: 0,
  shots: 0,
  hits: 0,
  powerPlays: 0,
  ppGoals: 0,
  ppPercentage: 0,
  pim: 0,
  blocks: 0,
  missedShots: 0,
  giveaways: 0,
  takeaways: 0,
  faceoffsWon: 0,
  goalsByPeriod: [0, 0, 0],
  shotsByPeriod: [0, 0, 0],
};
const skater = (playerId: number | string, firstName: string, lastName: string): SkaterGameStats => ({
  playerId,
  firstName,
  lastName,
  jerseyNumber: 9,
  position: 'C',
  goals: 0,
  assists: 0,
  points: 0,
  shots: 0,
  hits: 0,
  pim: 0,
  plusMinus: 0,
  ppGoals: 0,
  icetime: 0,
  giveaways: 0,
  takeaways: 0,
  shotBlocks: 0,
  faceoffsWon: 0,
  faceoffsTaken: 0,
});
const goalie = (playerId: number, firstName: string, lastName: string): GoalieGameStats => ({
  playerId,
  firstName,
  lastName,
  jerseyNumber: 30,
  shotsAgainst: 0,
  saves: 0,
  goalsAgainst: 0,
  icetime: 0,
  decision: null,
  shutout: false,
  savePercentage: 1,
  gaa: 0,
});

/** A hand-made game: home Boston (ids 1, 2 and goalie 30), away Toronto (ids 'x7', 8 and goalie 31). */
function record(events: GameEventRecord[], decidedIn: GameRecord['decidedIn'] = 'REG'): GameRecord {
  return {
    teamNames: { home: 'Boston', away: 'Toronto' },
    events,
    date: '2026-10-10',
    homeScore: 3,
    awayScore: 2,
    decidedIn,
    statistics: { teamA: team, teamB: team },
    playerStats: {
      teamA: { '1': skater(1, 'Ann', 'Able'), '2': skater(2, 'Bo', 'Baker') },
      teamB: { x7: skater('x7', 'Cy', 'Cole'), '8': skater(8, 'Di', 'Dunn') },
    },
    goalieStats: { teamA: { '30': goalie(30, 'Gus', 'Gold') }, teamB: { '31': goalie(31, 'Hal', 'Hart') } },
    threeStars: [],
  };
}

const at = { stoppage: null, team: 'home' as const, period: 2, clock: 65 };
const text = (e: GameEventRecord, decidedIn: GameRecord['decidedIn'] = 'REG') =>
  describeEvent(e, gameNamesOf(record([e], decidedIn))).description;

describe('describeGame', () => {
  it('writes the time from the period and clock, and the final score with how it was decided', () => {
    const data = describeGame(record([{ type: 'GAME_END', ...at, homeScore: 3, awayScore: 2 }], 'OT'));
    expect(data.events[0]?.time).toBe('01:05 of P2');
    expect(data.events[0]?.description).toBe('Final: Boston 3 - Toronto 2 (OT)');
    expect(data.finalScore).toBe('Boston 3 - Toronto 2 (OT)');
  });

  it('names a deflection and the shot it redirected, and a save the goalie covers', () => {
    const shot = {
      type: 'SHOT' as const,
      ...at,
      stoppage: 'GOALIE_COVER' as const,
      shooter: 2,
      goalie: 31,
      shotType: 'deflected' as const,
      deflectedBy: 2,
      rebound: false,
      deflectedFrom: 1,
    };
    expect(text(shot)).toBe(
      'Deflection by Bo Baker on a Shot by Ann Able, Save by Hal Hart, who covers the puck',
    );
    const plain = {
      ...shot,
      stoppage: null,
      shotType: 'slap' as const,
      deflectedBy: null,
      deflectedFrom: null,
    };
    expect(text({ ...plain, rebound: true })).toBe('Rebound Shot by Bo Baker (slapper), Save by Hal Hart');
    expect(describeEvent(shot, gameNamesOf(record([shot])))).not.toHaveProperty('deflectedFrom');
  });

  it('tells a coincidental minor from a plain one and a major', () => {
    const minor = {
      type: 'PENALTY' as const,
      ...at,
      stoppage: 'PENALTY' as const,
      player: 'x7',
      infraction: 'Roughing',
      minutes: 2,
      severity: 'minor' as const,
      powerPlay: false,
      reducesStrength: true,
      coincidental: false,
    };
    expect(text(minor)).toBe('Penalty: Cy Cole, Roughing (2 min)');
    expect(text({ ...minor, coincidental: true })).toBe('Penalty: Cy Cole, Roughing (2 min, coincidental)');
    expect(text({ ...minor, infraction: 'Fighting', minutes: 5, severity: 'major' })).toBe(
      'Penalty: Cy Cole, Fighting (major, 5 min)',
    );
  });

  it('tells a miss at the empty net from one wide or out of play', () => {
    const miss = {
      type: 'MISSED_SHOT' as const,
      ...at,
      shooter: 8,
      shotType: 'wrist' as const,
      emptyNet: false,
    };
    expect(text(miss)).toBe('Missed Shot by Di Dunn, wide of the net');
    expect(text({ ...miss, stoppage: 'OTHER' })).toBe('Missed Shot by Di Dunn, out of play');
    expect(text({ ...miss, emptyNet: true })).toBe('Missed Shot by Di Dunn at the empty net');
  });

  it('names periods, overtimes and the shootout', () => {
    const start = (period: number) => ({ type: 'PERIOD_START' as const, ...at, period });
    expect(text(start(3))).toBe('Start of the 3rd period');
    expect(text(start(4), 'OT')).toBe('Start of the overtime');
    expect(text(start(5), 'OT')).toBe('Start of the overtime period 2');
    expect(text(start(5), 'SO')).toBe('Start of the shootout');
  });

  it('lists the skaters of a line change by last name, without the goalie', () => {
    const change = { type: 'LINE_CHANGE' as const, ...at, players: [1, 2, 30] };
    expect(text(change)).toBe('Line change for Boston: Able, Baker');
  });

  it('credits a goal with its assists and the score after it', () => {
    const goal = {
      type: 'GOAL' as const,
      ...at,
      stoppage: 'GOAL' as const,
      team: 'away' as const,
      scorer: 8,
      assists: ['x7'],
      goalie: null,
      shotType: 'wrist' as const,
      strength: 'EV' as const,
      emptyNet: true,
      homeScore: 2,
      awayScore: 2,
      endedPenalty: null,
    };
    expect(text(goal)).toBe(
      'Empty-net Goal! Di Dunn scores (wrister), assisted by Cy Cole. Boston 2, Toronto 2',
    );
    expect(text({ ...goal, assists: [], emptyNet: false, strength: 'PP' })).toBe(
      'Power-play Goal! Di Dunn scores (wrister), unassisted. Boston 2, Toronto 2',
    );
  });

  it('tells where a play happened and what the chance was worth, and nothing for games without places', () => {
    const names = gameNamesOf(record([]));
    const miss = {
      type: 'MISSED_SHOT' as const,
      ...at,
      shooter: 1,
      shotType: 'slap' as const,
      emptyNet: false,
      rebound: false,
      x: 41.5,
      y: -22,
      xg: 0.021,
      rush: false,
    };
    expect(describeEvent(miss, names)).toMatchObject({
      x: 41.5,
      y: -22,
      xg: 0.021,
      rush: false,
      rebound: false,
    });
    const block = {
      type: 'BLOCKED_SHOT' as const,
      ...at,
      shooter: 1,
      blocker: 8,
      shotType: 'wrist' as const,
      x: 50,
      y: 3,
    };
    expect(describeEvent(block, names)).toMatchObject({ shotType: 'wrist', x: 50, y: 3 });
    const hit = { type: 'HIT' as const, ...at, hitter: 2, hittee: 'x7', x: -60, y: 41 };
    expect(describeEvent(hit, names)).toMatchObject({ x: -60, y: 41 });
    // Stored before places: no key at all, not an undefined one (a stored game must read back the same).
    const { x: _x, y: _y, xg: _xg, rush: _rush, rebound: _rebound, ...placeless } = miss;
    const told = describeEvent(placeless, names);
    expect(['x', 'y', 'xg', 'rush', 'rebound'].filter((key) => key in told)).toEqual([]);
    expect(Object.keys(describeEvent({ type: 'HIT', ...at, hitter: 2, hittee: 'x7' }, names))).toEqual([
      'type',
      'stoppage',
      'team',
      'time',
      'period',
      'clock',
      'description',
      'hitter',
      'hittee',
    ]);
  });
});
