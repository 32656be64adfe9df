import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, type NotificationContent } from './notification';
import {
  defaultNotificationChannel,
  notificationKindClass,
  notificationNeedsAction,
  tradeNoLongerWaiting,
} from './notification-class';
import { describeNotification } from './notification-text';

// Every kind named, so a kind that changes class (or a new kind left unclassed) fails here.
const ACTION = [
  'application_received',
  'application_accepted',
  'gm_assigned',
  'lineup_attention',
  'inactivity_nudge',
  'autopilot_started',
  'waiver_claim_won',
  'trade_update',
  'trade_review',
  'draft_on_clock',
  'opening_held',
  'board_mention',
];
const NEWS_IN_THE_FEED = ['player_injured', 'player_back', 'phase_changed'];

const trade = (
  event: 'proposed' | 'countered' | 'accepted' | 'completed' | 'expired',
): NotificationContent => ({
  kind: 'trade_update',
  payload: {
    leagueId: 1,
    tradeId: 2,
    teamId: 3,
    teamName: 'Toronto',
    otherTeamName: 'Boston',
    event,
    reason: null,
  },
});

describe('notification classes', () => {
  it('names exactly the kinds that wait for the user as action, every other kind as news', () => {
    expect(NOTIFICATION_KINDS.filter((kind) => notificationKindClass(kind) === 'action').sort()).toEqual(
      [...ACTION].sort(),
    );
    expect(notificationKindClass('game_final')).toBe('news');
    expect(notificationKindClass('lineup_attention')).toBe('action');
  });

  it('a trade step needs action only when it asks for an answer', () => {
    expect(notificationNeedsAction(trade('proposed'))).toBe(true);
    expect(notificationNeedsAction(trade('countered'))).toBe(true);
    expect(notificationNeedsAction(trade('accepted'))).toBe(false);
    expect(notificationNeedsAction(trade('completed'))).toBe(false);
    expect(notificationNeedsAction(trade('expired'))).toBe(false);
  });

  it('a step that ends a trade’s wait settles the trade; a proposal or a counter does not', () => {
    expect(tradeNoLongerWaiting(trade('proposed'))).toBeNull();
    expect(tradeNoLongerWaiting(trade('countered'))).toBeNull();
    expect(tradeNoLongerWaiting(trade('accepted'))).toBe(2);
    expect(tradeNoLongerWaiting(trade('expired'))).toBe(2);
    const seat = { leagueId: 1, leagueName: 'Metro', teamId: 3, teamName: 'Toronto' };
    expect(tradeNoLongerWaiting({ kind: 'gm_removed', payload: seat })).toBeNull();
  });

  it('other kinds need action exactly when their kind is action', () => {
    const seat = { leagueId: 1, leagueName: 'Metro', teamId: 3, teamName: 'Toronto' };
    expect(
      notificationNeedsAction({
        kind: 'application_received',
        payload: { ...seat, applicationId: 1, applicant: 'a' },
      }),
    ).toBe(true);
    expect(notificationNeedsAction({ kind: 'gm_removed', payload: seat })).toBe(false);
    expect(notificationNeedsAction({ kind: 'gm_assigned', payload: seat })).toBe(true);
  });

  it('defaults: action kinds and news of the team alone in the app, news the league feed carries off', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const expected = NEWS_IN_THE_FEED.includes(kind) ? 'off' : 'app';
      expect(defaultNotificationChannel(kind), kind).toBe(expected);
    }
    for (const kind of ACTION) expect(defaultNotificationChannel(kind as never)).toBe('app');
  });

  it('words a grouped run of results as one line, and a single game as before', () => {
    const side = (teamId: number, teamName: string, score: number) => ({ teamId, teamName, score });
    const last = {
      leagueId: 1,
      gameId: 9,
      home: side(3, 'Toronto', 5),
      away: side(4, 'Boston', 2),
      decidedIn: 'regulation' as const,
    };
    const run = [
      { gameId: 7, opponentName: 'Ottawa', goalsFor: 4, goalsAgainst: 1, decidedIn: 'regulation' as const },
      { gameId: 8, opponentName: 'Montreal', goalsFor: 2, goalsAgainst: 3, decidedIn: 'overtime' as const },
      { gameId: 9, opponentName: 'Boston', goalsFor: 5, goalsAgainst: 2, decidedIn: 'regulation' as const },
    ];
    const team = { teamId: 3, teamName: 'Toronto' };
    expect(describeNotification({ kind: 'game_final', payload: { ...last, team, run } })).toEqual({
      text: 'Toronto played 3: W 4–1, L 2–3 OT, W 5–2.',
      href: '/league/1/team/3',
    });
    expect(describeNotification({ kind: 'game_final', payload: last }).text).toBe(
      'Final: Boston 2, Toronto 5.',
    );
  });
});
