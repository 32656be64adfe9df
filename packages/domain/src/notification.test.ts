import { describe, expect, it } from 'vitest';
import { notificationContentSchema, notificationPreferencesSchema } from './notification';
import { notificationPreferencesRequestSchema } from './notification-request';
import { describeNotification } from './notification-text';

const seat = { leagueId: 3, leagueName: 'Metro', teamId: 7, teamName: 'Boston Bears' };

describe('notification schema', () => {
  it('accepts each kind with its own payload', () => {
    expect(notificationContentSchema.safeParse({ kind: 'gm_assigned', payload: seat }).success).toBe(true);
    expect(
      notificationContentSchema.safeParse({
        kind: 'application_received',
        payload: { ...seat, applicationId: 4, applicant: 'gm_anna' },
      }).success,
    ).toBe(true);
  });

  it('refuses a payload that belongs to another kind or an unknown kind', () => {
    expect(notificationContentSchema.safeParse({ kind: 'application_received', payload: seat }).success).toBe(
      false,
    );
    expect(notificationContentSchema.safeParse({ kind: 'trade_offer', payload: seat }).success).toBe(false);
  });

  it('preferences name every kind; a request may change a few but not invent one', () => {
    expect(notificationPreferencesSchema.safeParse({ game_final: 'off' }).success).toBe(false);
    expect(notificationPreferencesRequestSchema.safeParse({ game_final: 'off' }).success).toBe(true);
    expect(notificationPreferencesRequestSchema.safeParse({ game_final: 'loud' }).success).toBe(false);
    expect(notificationPreferencesRequestSchema.safeParse({ trade_offer: 'off' }).success).toBe(false);
    expect(notificationPreferencesRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe('describeNotification', () => {
  it('words a final away team first and marks overtime, linking to the viewer', () => {
    const wording = describeNotification({
      kind: 'game_final',
      payload: {
        leagueId: 3,
        gameId: 12,
        home: { teamId: 1, teamName: 'Boston Bears', score: 3 },
        away: { teamId: 2, teamName: 'Denver Peaks', score: 4 },
        decidedIn: 'overtime',
      },
    });
    expect(wording).toEqual({
      text: 'Final: Denver Peaks 4, Boston Bears 3 (OT).',
      href: '/league/3/game/viewer?gameId=12',
    });
  });

  it('sends an application to the commissioner tools and an acceptance to the team', () => {
    expect(
      describeNotification({
        kind: 'application_received',
        payload: { ...seat, applicationId: 4, applicant: 'gm_anna' },
      }),
    ).toEqual({ text: 'gm_anna applied to be GM of Boston Bears in Metro.', href: '/league/3/commish' });
    expect(describeNotification({ kind: 'application_accepted', payload: seat }).href).toBe(
      '/league/3/team/7',
    );
    expect(describeNotification({ kind: 'application_declined', payload: seat }).href).toBe('/recruitments');
  });

  it('names the injury and its return date, and the champion when the season ends', () => {
    const player = { leagueId: 3, teamId: 7, playerId: 40, playerName: 'Ola Berg' };
    expect(
      describeNotification({
        kind: 'player_injured',
        payload: { ...player, injury: 'Knee', returnDate: '2026-11-30' },
      }).text,
    ).toBe('Ola Berg is injured (Knee) and out until 2026-11-30.');
    expect(describeNotification({ kind: 'player_back', payload: player }).text).toContain('Ola Berg');
    const over = { leagueId: 3, leagueName: 'Metro', seasonId: 2, phase: 'offseason' } as const;
    expect(
      describeNotification({
        kind: 'phase_changed',
        payload: { ...over, champion: { teamId: 7, teamName: 'Boston Bears' } },
      }).text,
    ).toBe('The season is over in Metro: Boston Bears won the championship.');
    expect(describeNotification({ kind: 'phase_changed', payload: { ...over, champion: null } }).text).toBe(
      'The season is over in Metro.',
    );
    expect(
      describeNotification({
        kind: 'phase_changed',
        payload: { ...over, phase: 'playoffs', champion: null },
      }),
    ).toEqual({ text: 'The playoffs have begun in Metro.', href: '/league/3/playoffs' });
  });

  it('tells a GM his payroll under the floor holds the season, by how much, and leads to his cap sheet', () => {
    const seat = { leagueId: 3, leagueName: 'Metro', teamId: 7, teamName: 'Boston Bears' };
    expect(
      describeNotification({
        kind: 'opening_held',
        payload: { ...seat, payroll: 70_000_000, floor: 72_500_000 },
      }),
    ).toEqual({
      text: 'The regular season in Metro waits for Boston Bears: your payroll of $70.0M is $2.5M under the floor of $72.5M.',
      href: '/league/3/team/7/cap',
    });
  });

  it('tells what a trade changed in the lineup, and where the GM looks at it', () => {
    const repaired = {
      leagueId: 3,
      tradeId: 9,
      teamId: 7,
      teamName: 'Boston Bears',
      otherTeamName: 'Metro Owls',
      event: 'lineup_repaired',
    } as const;
    expect(
      describeNotification({
        kind: 'trade_update',
        payload: { ...repaired, reason: 'Adam Wood (C) replaced by Devin Baird (LW) at Line 1 C' },
      }),
    ).toEqual({
      text: "A trade with Metro Owls changed Boston Bears's lineup: Adam Wood (C) replaced by Devin Baird (LW) at Line 1 C.",
      href: '/league/3/team/7/lines',
    });
    expect(describeNotification({ kind: 'trade_update', payload: { ...repaired, reason: null } }).text).toBe(
      "A trade with Metro Owls took players from Boston Bears's lineup: it was filled from your spares.",
    );
  });
});
