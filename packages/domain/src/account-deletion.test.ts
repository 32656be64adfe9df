import { describe, expect, it } from 'vitest';
import { type CommissionedLeague, deleteAccountRequestSchema, planLeagueHandovers } from './account-deletion';

const gm = (userId: number) => ({ userId, username: `gm${userId}`, teamName: `Team ${userId}` });
const alone: CommissionedLeague = { id: 1, name: 'Solo League', gms: [] };
const shared: CommissionedLeague = { id: 2, name: 'Busy League', gms: [gm(7), gm(8)] };

describe('planLeagueHandovers', () => {
  it('closes a league that has no other GM, with no choice asked', () => {
    expect(planLeagueHandovers([alone], [])).toEqual({ ok: true, fates: [{ leagueId: 1, action: 'close' }] });
  });

  it('hands a league to the GM chosen', () => {
    expect(planLeagueHandovers([shared], [{ leagueId: 2, newCommissionerUserId: 8 }])).toEqual({
      ok: true,
      fates: [{ leagueId: 2, action: 'handover', toUserId: 8 }],
    });
  });

  it('closes a league with GMs when the user chooses so', () => {
    expect(planLeagueHandovers([shared], [{ leagueId: 2, newCommissionerUserId: null }])).toEqual({
      ok: true,
      fates: [{ leagueId: 2, action: 'close' }],
    });
  });

  it('asks for a choice, naming the league, when a league with GMs has none', () => {
    const plan = planLeagueHandovers([alone, shared], []);
    expect(plan).toMatchObject({ ok: false, reason: 'choice-needed' });
    expect(!plan.ok && plan.message).toMatch(/^Busy League has other GMs: choose one/);
  });

  it('refuses a new commissioner who is not a GM of that league', () => {
    const plan = planLeagueHandovers([shared], [{ leagueId: 2, newCommissionerUserId: 9 }]);
    expect(plan).toMatchObject({ ok: false, reason: 'not-a-gm' });
    expect(!plan.ok && plan.message).toMatch(/Busy League must be one of its GMs/);
  });

  it('refuses a GM chosen who has left a league now without GMs, rather than closing it', () => {
    const plan = planLeagueHandovers([alone], [{ leagueId: 1, newCommissionerUserId: 7 }]);
    expect(plan).toMatchObject({ ok: false, reason: 'not-a-gm' });
  });

  it('refuses a choice about a league the user does not run', () => {
    const plan = planLeagueHandovers([alone], [{ leagueId: 3, newCommissionerUserId: 7 }]);
    expect(plan).toMatchObject({ ok: false, reason: 'not-commissioned' });
  });

  it('has nothing to decide for a user who runs no league', () => {
    expect(planLeagueHandovers([], [])).toEqual({ ok: true, fates: [] });
  });
});

describe('deleteAccountRequestSchema', () => {
  it('needs the password', () => {
    const parsed = deleteAccountRequestSchema.safeParse({ password: '' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Enter your password to confirm');
  });

  it('takes ids as text or numbers and null for closing', () => {
    const parsed = deleteAccountRequestSchema.parse({
      password: 'x',
      handovers: [{ leagueId: '4', newCommissionerUserId: null }],
    });
    expect(parsed.handovers).toEqual([{ leagueId: 4, newCommissionerUserId: null }]);
  });
});
