import { describe, expect, it } from 'vitest';
import { changeEmailRequestSchema, changePasswordRequestSchema } from './account-settings';

describe('changePasswordRequestSchema', () => {
  it('holds the new password to the sign-up rule and only asks the current one to be given', () => {
    expect(
      changePasswordRequestSchema.safeParse({ currentPassword: 'x', newPassword: 'Blue-line-77' }).success,
    ).toBe(true);
    const weak = changePasswordRequestSchema.safeParse({ currentPassword: 'x', newPassword: 'password123' });
    expect(weak.error?.issues.map((i) => [i.path[0], i.message.slice(0, 26)])).toEqual([
      ['newPassword', 'That password is too commo'],
    ]);
    const missing = changePasswordRequestSchema.safeParse({
      currentPassword: '',
      newPassword: 'Blue-line-77',
    });
    expect(missing.error?.issues[0]?.message).toBe('Current password is required');
  });
});

describe('changeEmailRequestSchema', () => {
  it('stores the address trimmed and lower-cased, as sign-up does', () => {
    const parsed = changeEmailRequestSchema.parse({ email: '  New.GM@Example.COM ', password: 'pw' });
    expect(parsed.email).toBe('new.gm@example.com');
  });

  it('refuses what is not an address, and a missing password', () => {
    const parsed = changeEmailRequestSchema.safeParse({ email: 'not-an-address', password: '' });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      'Email must be a valid e-mail address',
      'Password is required',
    ]);
  });
});
