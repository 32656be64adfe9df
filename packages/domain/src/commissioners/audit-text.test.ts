import { describe, expect, it } from 'vitest';
import { settingsChanges } from './audit-log';
import { auditSentence } from './audit-text';

describe('the audit log in words', () => {
  it('names each changed setting with its old and new value, and leaves the rest out', () => {
    const changes = settingsChanges({ review: 'none', reviewHours: 24 }, { review: 'veto', reviewHours: 24 });
    expect(changes).toEqual([{ field: 'review', from: 'none', to: 'veto' }]);
    expect(auditSentence({ action: 'settings_changed', details: { area: 'trade', changes } })).toBe(
      'changed the trade settings: Trade review from none to veto.',
    );
    const draft = settingsChanges({ rounds: 7 }, { rounds: 4 });
    expect(auditSentence({ action: 'settings_changed', details: { area: 'draft', changes: draft } })).toBe(
      'changed the draft settings: rounds from 7 to 4.',
    );
  });

  it('tells a field set for the first time from one cleared', () => {
    expect(settingsChanges({}, { deadline: '2027-02-01' })).toEqual([
      { field: 'deadline', from: 'none', to: '2027-02-01' },
    ]);
    expect(settingsChanges({ deadline: '2027-02-01' }, { deadline: null })).toEqual([
      { field: 'deadline', from: '2027-02-01', to: 'none' },
    ]);
  });

  it('says which trade was stopped and why', () => {
    expect(
      auditSentence({
        action: 'trade_vetoed',
        details: { tradeId: 4, teamNames: ['Boston', 'Montreal'], reason: 'Collusion.' },
      }),
    ).toBe('vetoed the trade between Boston and Montreal: Collusion.');
  });

  it('counts the games simulated ahead in words', () => {
    expect(auditSentence({ action: 'games_simulated', details: { through: '2026-11-03', played: 1 } })).toBe(
      'simulated 1 game ahead through 2026-11-03.',
    );
    expect(auditSentence({ action: 'games_simulated', details: { through: null, played: 12 } })).toBe(
      'simulated 12 games ahead.',
    );
  });

  it('tells a GM assigned from an application accepted', () => {
    const details = { teamId: 1, teamName: 'Boston', userId: 2, username: 'ada' };
    expect(auditSentence({ action: 'gm_assigned', details: { ...details, how: 'assigned' } })).toBe(
      'made ada the GM of Boston.',
    );
    expect(auditSentence({ action: 'gm_assigned', details: { ...details, how: 'application' } })).toBe(
      "accepted ada's application to run Boston.",
    );
  });

  it('names a webhook by its host, never its path', () => {
    expect(auditSentence({ action: 'webhook_added', details: { host: 'discord.com' } })).toBe(
      'added a webhook to discord.com.',
    );
    expect(auditSentence({ action: 'webhook_removed', details: { host: 'example.org:8443' } })).toBe(
      'removed the webhook to example.org:8443.',
    );
  });

  it('names each team a season started below the floor with, and by how much', () => {
    const teams = [
      { teamId: 1, teamName: 'Boston', short: 2_500_000 },
      { teamId: 2, teamName: 'Montreal', short: 300_000 },
    ];
    expect(
      auditSentence({ action: 'season_started_below_floor', details: { seasonName: '2026-27', teams } }),
    ).toBe(
      'started the 2026-27 regular season with Boston ($2.5M short) and Montreal ($300K short) below the salary floor.',
    );
  });

  it('names the job step a commissioner retried', () => {
    expect(auditSentence({ action: 'job_retried', details: { kind: 'waivers' } })).toBe(
      'retried the league\'s step "Ending waivers" after it failed.',
    );
  });

  it('names the draft pick taken back and each pick after it (decision 082)', () => {
    const pick = (overall: number, playerName: string) => ({ overall, playerId: overall + 100, playerName });
    expect(
      auditSentence({
        action: 'draft_picks_undone',
        details: { fromOverall: 5, picks: [pick(5, 'Ann One'), pick(6, 'Bo Two'), pick(7, 'Cal Three')] },
      }),
    ).toBe('took back draft pick 5 (Ann One) and the 2 picks after it (Bo Two, Cal Three).');
    expect(
      auditSentence({
        action: 'draft_picks_undone',
        details: { fromOverall: 6, picks: [pick(6, 'Bo Two'), pick(7, 'Cal Three')] },
      }),
    ).toBe('took back draft pick 6 (Bo Two) and the pick after it (Cal Three).');
    expect(
      auditSentence({
        action: 'draft_picks_undone',
        details: { fromOverall: 7, picks: [pick(7, 'Cal Three')] },
      }),
    ).toBe('took back draft pick 7 (Cal Three).');
  });
});
