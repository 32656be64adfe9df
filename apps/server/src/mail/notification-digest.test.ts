import type { NotificationContent } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { dailyDigestDueAt } from '../modules/notifications/mail-digest';
import { notificationDigestMail } from './notification-digest';

const seat = { leagueId: 3, leagueName: 'Metro', teamId: 7, teamName: 'Boston <Bears>' };
const final: NotificationContent = {
  kind: 'game_final',
  payload: {
    leagueId: 3,
    gameId: 12,
    home: { teamId: 7, teamName: 'Boston <Bears>', score: 3 },
    away: { teamId: 2, teamName: 'Denver Peaks', score: 4 },
    decidedIn: 'overtime',
  },
};
const injured: NotificationContent = {
  kind: 'player_injured',
  payload: {
    leagueId: 3,
    teamId: 7,
    playerId: 40,
    playerName: 'Ola Berg',
    injury: 'Knee',
    returnDate: '2026-11-30',
  },
};

const mail = (notifications: NotificationContent[], digest: 'immediately' | 'daily' = 'immediately') =>
  notificationDigestMail({
    to: 'ann@example.com',
    username: 'ann',
    digest,
    notifications,
    publicUrl: 'https://rinkside.example.com/',
  });

describe('notificationDigestMail', () => {
  it('groups the lines like the preferences screen, in its order, each as the bell words it', () => {
    const { text, subject, to } = mail([injured, final, { kind: 'gm_assigned', payload: seat }]);
    expect(to).toBe('ann@example.com');
    expect(subject).toBe('Rinkside: 3 notifications');
    const headings = text.split('\n').filter((line) => /^(League & seats|Games|Players|Season)$/.test(line));
    expect(headings).toEqual(['League & seats', 'Games', 'Players']);
    expect(text).toContain(
      '- Final: Denver Peaks 4, Boston <Bears> 3 (OT).\n  https://rinkside.example.com/league/3/game/viewer?gameId=12',
    );
    expect(text).toContain('- Ola Berg is injured (Knee) and out until 2026-11-30.');
    expect(text.indexOf('Ola Berg')).toBeGreaterThan(text.indexOf('Final:'));
  });

  it('names a daily digest and its count, and links to the app and to the notification settings', () => {
    const { text, subject } = mail([final], 'daily');
    expect(subject).toBe('Your Rinkside daily digest: 1 notification');
    expect(text).toContain('daily digest of what happened in your leagues (1 notification)');
    expect(text).toContain('Open Rinkside: https://rinkside.example.com/dashboard');
    expect(text).toMatch(/unsubscribe[^\n]*\nhttps:\/\/rinkside\.example\.com\/settings\/notifications$/);
  });

  it('escapes names in the HTML part and links each line', () => {
    const { html } = mail([final]);
    expect(html).toContain(
      '<a href="https://rinkside.example.com/league/3/game/viewer?gameId=12">Final: Denver Peaks 4, Boston &lt;Bears&gt; 3 (OT).</a>',
    );
    expect(html).not.toContain('<Bears>');
    expect(html).toContain('href="https://rinkside.example.com/settings/notifications"');
  });
});

describe('dailyDigestDueAt', () => {
  it('is the next 07:00 UTC after the notification', () => {
    expect(dailyDigestDueAt(new Date('2026-11-23T06:59:00Z')).toISOString()).toBe('2026-11-23T07:00:00.000Z');
    expect(dailyDigestDueAt(new Date('2026-11-23T07:00:00Z')).toISOString()).toBe('2026-11-24T07:00:00.000Z');
    expect(dailyDigestDueAt(new Date('2026-11-30T23:30:00Z')).toISOString()).toBe('2026-12-01T07:00:00.000Z');
  });
});
