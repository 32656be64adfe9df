import { describe, expect, it } from 'vitest';
import { NHL_CONTRACT_SETTINGS } from '../contracts/contract-settings';
import type { ImportedLeagueSettings } from './league-import-plan';
import {
  importedChampion,
  importedContractSettings,
  importedDraftRounds,
  injuryReturnDay,
  organisationShortfall,
  remainingGamesPerTeam,
  zengmFileSize,
} from './zengm-import-rules';
import { zengmLeague, zengmPlayer, zengmStatsRow, zengmTeam } from './zengm-test-league';

const settings = (values: Partial<ImportedLeagueSettings> = {}): ImportedLeagueSettings => ({
  salaryCap: 105_000_000,
  minPayroll: 60_000_000,
  minContract: 700_000,
  maxContract: 21_000_000,
  maxContractYears: 5,
  gamesPerTeam: 84,
  draftRounds: 4,
  ...values,
});

describe('importedContractSettings', () => {
  it("carries ZenGM's cap, floor, least salary, largest contract and longest term", () => {
    const carried = importedContractSettings(settings(), 2026);
    expect(carried?.capLimits).toEqual([{ startYear: 2026, upperLimit: 105_000_000, floor: 60_000_000 }]);
    expect(carried?.minimumSalaries).toEqual([{ startYear: 2026, amount: 700_000 }]);
    expect(carried?.maxCapHitShare).toBe(0.2);
    expect(carried?.maxYearsReSigning).toBe(5);
    expect(carried?.maxYearsNewTeam).toBe(5);
    expect(carried?.capGrowthPercent).toBe(0);
    // What ZenGM has no word for stays the NHL's.
    expect(carried?.activeRosterMax).toBe(NHL_CONTRACT_SETTINGS.activeRosterMax);
  });

  it('keeps the largest contract within the cap and the term within ten years', () => {
    const carried = importedContractSettings(
      settings({ maxContract: 500_000_000, maxContractYears: 15 }),
      2026,
    );
    expect(carried?.maxCapHitShare).toBe(1);
    expect(carried?.maxYearsNewTeam).toBe(10);
  });

  it("falls back to the NHL's settings without a cap or with a floor above it", () => {
    expect(importedContractSettings(settings({ salaryCap: null }), 2026)).toBeNull();
    expect(importedContractSettings(settings({ minPayroll: 106_000_000 }), 2026)).toBeNull();
    expect(importedContractSettings(settings({ minPayroll: 105_000_000 }), 2026)).not.toBeNull();
  });
});

describe('importedDraftRounds', () => {
  it("keeps ZenGM's rounds within 1 to 10", () => {
    expect(importedDraftRounds(settings({ draftRounds: 4 }))).toBe(4);
    expect(importedDraftRounds(settings({ draftRounds: 12 }))).toBe(10);
    expect(importedDraftRounds(settings({ draftRounds: 0 }))).toBe(1);
    expect(importedDraftRounds(settings({ draftRounds: null }))).toBeNull();
  });

  it('reads a hand-edited fractional count as the nearest whole round', () => {
    expect(importedDraftRounds(settings({ draftRounds: 2.6 }))).toBe(3);
    expect(importedDraftRounds(settings({ draftRounds: 2.4 }))).toBe(2);
  });
});

describe('remainingGamesPerTeam', () => {
  it("is the season's length less the games played on average", () => {
    expect(remainingGamesPerTeam({ gamesPerTeam: 84, teams: 32, played: [28, 28, 30, 26] })).toBe(56);
    expect(remainingGamesPerTeam({ gamesPerTeam: 84, teams: 32, played: [29, 29] })).toBe(55);
  });

  it('plays an odd number of teams an even number of games', () => {
    expect(remainingGamesPerTeam({ gamesPerTeam: 84, teams: 31, played: [29] })).toBe(56);
    expect(remainingGamesPerTeam({ gamesPerTeam: 84, teams: 31, played: [28] })).toBe(56);
  });

  it('is the whole season before any game, and at least two games at its end', () => {
    expect(remainingGamesPerTeam({ gamesPerTeam: null, teams: 32, played: [] })).toBe(82);
    expect(remainingGamesPerTeam({ gamesPerTeam: 82, teams: 32, played: [82, 82] })).toBe(2);
  });
});

describe('injuryReturnDay', () => {
  const days = ['2026-11-02', '2026-11-04', '2026-11-05', '2026-11-08'];
  it('is the day of the game after the ones he misses', () => {
    expect(injuryReturnDay({ teamGameDays: days, gamesOut: 2, leagueDay: '2026-11-01' })).toBe('2026-11-05');
    expect(injuryReturnDay({ teamGameDays: days, gamesOut: 1, leagueDay: '2026-11-01' })).toBe('2026-11-04');
  });

  it("is the day after his team's last game when he misses them all", () => {
    expect(injuryReturnDay({ teamGameDays: days, gamesOut: 4, leagueDay: '2026-11-01' })).toBe('2026-11-09');
    expect(injuryReturnDay({ teamGameDays: days, gamesOut: 9, leagueDay: '2026-11-01' })).toBe('2026-11-09');
  });

  it('counts two days a game without a schedule', () => {
    expect(injuryReturnDay({ teamGameDays: [], gamesOut: 3, leagueDay: '2026-11-01' })).toBe('2026-11-08');
  });
});

describe('importedChampion', () => {
  it('is the one team that won the most rounds', () => {
    const records = [
      { sourceTeamId: 1, playoffRoundsWon: 2 },
      { sourceTeamId: 2, playoffRoundsWon: 4 },
      { sourceTeamId: 3, playoffRoundsWon: -1 },
    ];
    expect(importedChampion(records)).toBe(2);
  });

  it('names none when the leaders tie or no round was won', () => {
    expect(
      importedChampion([
        { sourceTeamId: 1, playoffRoundsWon: 3 },
        { sourceTeamId: 2, playoffRoundsWon: 3 },
      ]),
    ).toBeNull();
    expect(
      importedChampion([
        { sourceTeamId: 1, playoffRoundsWon: 0 },
        { sourceTeamId: 2, playoffRoundsWon: -1 },
      ]),
    ).toBeNull();
  });
});

describe('zengmFileSize', () => {
  it('counts the players and every season with a record, the current one included', () => {
    const file = zengmLeague({
      teams: [
        zengmTeam(0, { seasons: [{ season: 2024, won: 1, lost: 1, tied: 0, otl: 0, playoffRoundsWon: -1 }] }),
      ],
      players: [
        zengmPlayer(1, 0, {
          stats: [zengmStatsRow({ season: 2023, tid: 0 }), zengmStatsRow({ season: 2024, tid: 0 })],
        }),
        zengmPlayer(2, 0),
      ],
    });
    expect(zengmFileSize(file)).toEqual({ players: 2, seasons: 3 });
  });
});

describe('organisationShortfall', () => {
  it('names a minor leaguer for each place a position is short of its depth', () => {
    const depth = { C: 2, LW: 1, RW: 1, D: 3, G: 2 };
    expect(organisationShortfall(['C', 'D', 'G', 'G', 'LW'], depth)).toEqual(['C', 'RW', 'D', 'D']);
  });

  it('names none where a position has its depth or more', () => {
    const depth = { C: 1, LW: 1, RW: 1, D: 1, G: 1 };
    expect(organisationShortfall(['C', 'C', 'LW', 'RW', 'D', 'G'], depth)).toEqual([]);
  });
});
