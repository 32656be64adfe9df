import { describe, expect, it } from 'vitest';
import {
  forgotPasswordRequestSchema,
  resetPasswordFormSchema,
  resetPasswordRequestSchema,
} from './password-reset';

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('forgotPasswordRequestSchema', () => {
  it('normalises the address as registration does', () => {
    expect(forgotPasswordRequestSchema.parse({ email: '  Ann@Example.COM ' })).toEqual({
      email: 'ann@example.com',
    });
  });

  it.each(['', 'not-an-email', `${'a'.repeat(250)}@example.com`])('refuses %j', (email) => {
    expect(fieldErrors(forgotPasswordRequestSchema.safeParse({ email }))).toEqual(['email']);
  });
});

describe('resetPasswordRequestSchema', () => {
  it('accepts a token and a password that registration would accept', () => {
    expect(resetPasswordRequestSchema.safeParse({ token: 'abc', password: 'Blue-line-42' }).success).toBe(
      true,
    );
  });

  it.each([
    ['short', /at least 8 characters/],
    ['password', /too common/],
    ['          ', /only spaces/],
  ])('refuses the password %j by the registration rule', (password, message) => {
    const result = resetPasswordRequestSchema.safeParse({ token: 'abc', password });
    expect(fieldErrors(result)).toEqual(['password']);
    expect(result.error?.issues[0]?.message).toMatch(message);
  });

  it('refuses a missing or oversized token', () => {
    expect(
      fieldErrors(resetPasswordRequestSchema.safeParse({ token: '', password: 'Blue-line-42' })),
    ).toEqual(['token']);
    expect(
      fieldErrors(resetPasswordRequestSchema.safeParse({ token: 'x'.repeat(201), password: 'Blue-line-42' })),
    ).toEqual(['token']);
  });
});

describe('resetPasswordFormSchema', () => {
  it('accepts the same good password twice', () => {
    const form = { password: 'Blue-line-42', confirmPassword: 'Blue-line-42' };
    expect(resetPasswordFormSchema.parse(form)).toEqual(form);
  });

  it('says when the two passwords differ, at the confirmation', () => {
    const result = resetPasswordFormSchema.safeParse({
      password: 'Blue-line-42',
      confirmPassword: 'Blue-line-43',
    });
    expect(fieldErrors(result)).toEqual(['confirmPassword']);
    expect(result.error?.issues[0]?.message).toBe('The two passwords do not match');
  });

  it('asks for the confirmation when it is empty, without also calling it a mismatch', () => {
    const result = resetPasswordFormSchema.safeParse({ password: 'Blue-line-42', confirmPassword: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Type the new password again']);
  });

  it('holds the new password to the registration rule', () => {
    const result = resetPasswordFormSchema.safeParse({ password: 'short', confirmPassword: 'short' });
    expect(fieldErrors(result)).toEqual(['password']);
  });
});
