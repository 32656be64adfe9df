import { describe, expect, it } from 'vitest';
import {
  ageIn,
  contractFrom,
  draftRecordFrom,
  importedPlayerFrom,
  injuryFrom,
  statLineFrom,
} from './zengm-players';
import { zengmStatsRowSchema } from './zengm-file-schema';
import { assignPositions } from './zengm-positions';
import { zengmPlayer, zengmRatingsRow, zengmStatsRow, zengmTeam } from './zengm-test-league';

describe('contracts', () => {
  it('turn thousands of dollars into dollars and the last season into seasons left, this one counted', () => {
    expect(contractFrom({ amount: 12990, exp: 2028 }, 2026)).toEqual({
      capHit: 12_990_000,
      yearsLeft: 3,
      type: 'standard',
    });
    expect(contractFrom({ amount: 700, exp: 2026 }, 2026).yearsLeft).toBe(1);
    expect(contractFrom({ amount: 700, exp: 2027 }, 2026).yearsLeft).toBe(2);
  });

  it('keep a rookie deal entry-level and never leave fewer than one season', () => {
    expect(contractFrom({ amount: 925, exp: 2027, rookie: true }, 2026).type).toBe('entry-level');
    expect(contractFrom({ amount: 925, exp: 2024 }, 2026).yearsLeft).toBe(1);
  });

  it('are carried for rostered players only: a free agent signs again in Rinkside', () => {
    const position = { position: 'C' as const, handedness: 'L' as const, naturalPosition: 'C' };
    expect(importedPlayerFrom(zengmPlayer(1, 0), position, 2026)?.contract?.capHit).toBe(1_500_000);
    expect(importedPlayerFrom(zengmPlayer(2, -1), position, 2026)?.contract).toBeNull();
  });
});

describe('age', () => {
  it('is the season less the year of birth', () => {
    expect(ageIn(2026, 2004)).toBe(22);
    expect(ageIn(2027, 2004)).toBe(23);
  });
  it("stays within Rinkside's 16 to 50", () => {
    expect(ageIn(2026, 2012)).toBe(16);
    expect(ageIn(2026, 1960)).toBe(50);
  });
});

describe('injuries', () => {
  it('carry the games still to miss, day-to-day at three games or fewer', () => {
    expect(injuryFrom({ type: 'Healthy', gamesRemaining: 0 })).toBeNull();
    expect(injuryFrom({ type: 'Strained Calf', gamesRemaining: 3 })).toEqual({
      type: 'Strained Calf',
      gamesRemaining: 3,
      dayToDay: true,
    });
    expect(injuryFrom({ type: 'Sprained Knee', gamesRemaining: 4 })?.dayToDay).toBe(false);
  });
});

describe('draft records', () => {
  it("name Rinkside's draft year, the one after the ZenGM season it closes", () => {
    expect(draftRecordFrom({ round: 1, pick: 11, tid: 17, originalTid: 5, year: 2023 })).toEqual({
      year: 2024,
      round: 1,
      pickInRound: 11,
      sourceTeamId: 17,
      originalSourceTeamId: 5,
    });
  });
  it('are null for an undrafted player', () => {
    expect(draftRecordFrom({ round: 0, pick: 0, tid: -1, originalTid: -1, year: 2026 })).toBeNull();
  });
  it("put a draft prospect into Rinkside's coming draft", () => {
    const position = { position: 'D' as const, handedness: 'L' as const, naturalPosition: 'LD' };
    const prospect = zengmPlayer(3, -2, {
      draft: { round: 0, pick: 0, tid: -1, originalTid: -1, year: 2026 },
    });
    expect(importedPlayerFrom(prospect, position, 2026)?.place).toEqual({
      kind: 'draft-prospect',
      draftYear: 2027,
    });
    expect(importedPlayerFrom(zengmPlayer(4, -3), position, 2026)).toBeNull();
  });
});

describe('season lines', () => {
  it('sum goals and assists from their parts and keep the season and team', () => {
    const line = statLineFrom(
      zengmStatsRow({
        season: 2025,
        tid: 3,
        gp: 80,
        evG: 20,
        ppG: 8,
        shG: 2,
        evA: 25,
        ppA: 10,
        shA: 1,
        pm: -4,
        s: 210,
      }),
      2026,
    );
    expect(line).toMatchObject({
      startYear: 2025,
      seasonType: 'regular',
      sourceTeamId: 3,
      currentSeason: false,
      goals: 30,
      assists: 36,
      points: 66,
      plusMinus: -4,
      shots: 210,
      goalie: null,
    });
  });
  it('count a stat JSON wrote as null, or left out, as nothing', () => {
    const row = zengmStatsRowSchema.parse({ season: 2026, tid: 0, pm: null, evG: 3 });
    expect(statLineFrom(row, 2026)).toMatchObject({ plusMinus: 0, goals: 3, shots: 0 });
  });

  it("make a goalie's line, with shots against as goals against plus saves", () => {
    const line = statLineFrom(
      zengmStatsRow({
        season: 2026,
        tid: 0,
        playoffs: true,
        gp: 24,
        gpGoalie: 24,
        gW: 15,
        gL: 8,
        gOTL: 1,
        ga: 76,
        sv: 621,
        so: 2,
      }),
      2026,
    );
    expect(line.currentSeason).toBe(true);
    expect(line.seasonType).toBe('playoffs');
    expect(line.goalie).toMatchObject({
      gamesPlayed: 24,
      wins: 15,
      losses: 8,
      otLosses: 1,
      shotsAgainst: 697,
      shutouts: 2,
    });
  });
});

describe('positions', () => {
  const winger = (pid: number, tid: number) => zengmPlayer(pid, tid, { ratings: [zengmRatingsRow('W')] });
  const defenceman = (pid: number, tid: number) => zengmPlayer(pid, tid, { ratings: [zengmRatingsRow('D')] });

  it("deal a team's wingers left and right down its depth chart, and its defence pairs a left and a right shot", () => {
    const players = [
      winger(10, 0),
      winger(11, 0),
      winger(12, 0),
      winger(13, 0),
      defenceman(20, 0),
      defenceman(21, 0),
    ];
    const team = zengmTeam(0, { depth: { F: [12, 10, 13, 11], D: [21, 20] } });
    const positions = assignPositions(players, [team]);
    expect([12, 10, 13, 11].map((pid) => positions.get(pid)?.position)).toEqual(['LW', 'RW', 'LW', 'RW']);
    expect(positions.get(12)?.handedness).toBe('L');
    expect(positions.get(10)?.handedness).toBe('R');
    expect([21, 20].map((pid) => positions.get(pid)?.naturalPosition)).toEqual(['LD', 'RD']);
  });

  it('deal players on no team in id order', () => {
    const positions = assignPositions([winger(31, -1), winger(30, -1)], []);
    expect(positions.get(30)?.position).toBe('LW');
    expect(positions.get(31)?.position).toBe('RW');
  });

  it('list a centre at wing too when ZenGM rates him within two points there', () => {
    const near = zengmPlayer(40, -1, {
      ratings: [zengmRatingsRow('C', {}, { ovr: 60, ovrs: { C: 60, W: 58 } })],
    });
    const far = zengmPlayer(41, -1, {
      ratings: [zengmRatingsRow('C', {}, { ovr: 60, ovrs: { C: 60, W: 57 } })],
    });
    const positions = assignPositions([near, far], []);
    expect(positions.get(40)?.naturalPosition).toMatch(/^C,(LW|RW)$/);
    expect(positions.get(41)?.naturalPosition).toBe('C');
  });

  it('keep goalies in goal and read the latest ratings row', () => {
    const convert = zengmPlayer(50, -1, {
      ratings: [zengmRatingsRow('C', {}, { season: 2025 }), zengmRatingsRow('G', { glk: 70 })],
    });
    expect(assignPositions([convert], []).get(50)).toMatchObject({ position: 'G', naturalPosition: 'G' });
  });
});
