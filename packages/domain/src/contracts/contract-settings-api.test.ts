import { describe, expect, it } from 'vitest';
import { describeNotification } from '../notification-text';
import { contractSettingsIssues, parseContractSettings } from './contract-settings-api';
import { NHL_CONTRACT_SETTINGS as NHL } from './contract-settings';
import { transactionText } from './transaction-text';

describe("a commissioner's contract settings", () => {
  it('reads a valid set as it is', () => {
    expect(parseContractSettings({ ...NHL, activeRosterMax: 26 })).toEqual({
      ok: true,
      settings: { ...NHL, activeRosterMax: 26 },
    });
  });

  it('names each problem as the settings screen names the field', () => {
    const input = {
      ...NHL,
      maxContracts: 0,
      minimumSalaries: [{ startYear: 2026, amount: 'lots' }],
      capLimits: [],
    };
    expect(parseContractSettings(input)).toEqual({
      ok: false,
      message:
        'Cap by season needs at least 1 row. Minimum salary by season, row 1, amount must be a number. Contracts per organisation must be at least 1.',
    });
    expect(contractSettingsIssues(input).map((i) => [i.field, i.row, i.problem])).toEqual([
      ['capLimits', null, 'needs at least 1 row'],
      ['minimumSalaries', 0, 'must be a number'],
      ['maxContracts', null, 'must be at least 1'],
    ]);
    expect(contractSettingsIssues(input)[1]?.column).toBe('amount');
  });

  it("places a floor above the cap on its season's floor, and lets a floor equal to the cap be", () => {
    const capLimits = [
      { startYear: 2026, upperLimit: 90_000_000, floor: 90_000_000 },
      { startYear: 2027, upperLimit: 90_000_000, floor: 90_000_001 },
    ];
    expect(contractSettingsIssues({ ...NHL, capLimits })).toEqual([
      {
        field: 'capLimits',
        row: 1,
        column: 'floor',
        problem: "A season's cap floor cannot be above its upper limit.",
        message: "A season's cap floor cannot be above its upper limit.",
      },
    ]);
  });
});

describe('preseason cuts in words', () => {
  it('marks a logged move as the preseason’s', () => {
    expect(transactionText('sendDown', { preseason: true })).toBe('Sent to the minors (preseason cuts)');
    expect(transactionText('sendDown', {})).toBe('Sent to the minors');
  });

  it('tells the GM what changed on his team, leaving out what did not', () => {
    const payload = { leagueId: 4, teamId: 9, teamName: 'Halifax', activated: 1, sentDown: 2, calledUp: 0 };
    expect(
      describeNotification({ kind: 'preseason_roster', payload: { ...payload, generated: 0, released: 3 } }),
    ).toEqual({
      text: "Preseason: Halifax's roster was made legal for the new season: 1 back from injured reserve, 2 sent to the minors, 3 released.",
      href: '/league/4/team/9/cap',
    });
  });
});
