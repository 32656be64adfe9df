import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, type NotificationKind } from './notification';
import {
  groupNotifications,
  notificationKindAbout,
  notificationKindGroup,
  notificationKindLabel,
  notificationKindsByGroup,
} from './notification-groups';
import { notificationPreferencesRequestSchema } from './notification-request';

describe('notification groups', () => {
  it('places every kind in exactly one group, in the order of the preferences screen', () => {
    const groups = notificationKindsByGroup();
    expect(groups.map((g) => g.group).slice(0, 4)).toEqual(['league', 'games', 'players', 'season']);
    expect(groups.flatMap((g) => g.kinds).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    expect(notificationKindGroup('player_back')).toBe('players');
  });

  it('names a kind it has no entry for from its id, under Other', () => {
    const later = 'trade_offer_received' as NotificationKind;
    expect(notificationKindGroup(later)).toBe('other');
    expect(notificationKindLabel(later)).toBe('Trade offer received');
  });

  it('groups notifications keeping their order within each group', () => {
    const seat = { leagueId: 1, leagueName: 'L', teamId: 2, teamName: 'T' };
    const player = { leagueId: 1, teamId: 2, playerId: 3, playerName: 'P' };
    const grouped = groupNotifications([
      { kind: 'player_back', payload: player },
      { kind: 'gm_removed', payload: seat },
      { kind: 'player_injured', payload: { ...player, injury: 'Knee', returnDate: '2026-12-01' } },
    ]);
    expect(grouped.map((g) => [g.group, g.notifications.map((n) => n.kind)])).toEqual([
      ['league', ['gm_removed']],
      ['players', ['player_back', 'player_injured']],
    ]);
  });

  it('a preferences request may change only the digest, and not to an unknown one', () => {
    expect(notificationPreferencesRequestSchema.safeParse({ digest: 'daily' }).success).toBe(true);
    expect(notificationPreferencesRequestSchema.safeParse({ digest: 'weekly' }).success).toBe(false);
  });

  it('explains every kind in one line for the settings screen', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const about = notificationKindAbout(kind);
      expect(about.length, kind).toBeGreaterThan(20);
      expect(about.length, kind).toBeLessThan(120);
      expect(about, kind).not.toContain('\n');
    }
  });
});
