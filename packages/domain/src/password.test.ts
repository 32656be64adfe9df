import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords';
import {
  PASSWORD_STRENGTH_COLORS,
  PASSWORD_STRENGTH_LABELS,
  newPasswordSchema,
  passwordStrength,
} from './password';

describe('passwordStrength (SPEC §5)', () => {
  it.each([
    ['', 0],
    ['abcdef', 0],
    ['abcdefg', 1],
    ['Abc', 1],
    ['abc1', 1],
    ['ab!', 1],
    ['Abcdefg', 2],
    ['Abcdefg1', 3],
    ['Abcdefg1!', 4],
    ['A1!', 3],
  ] as const)('scores %j as %i', (password, score) => {
    expect(passwordStrength(password)).toBe(score);
  });

  it('has a label and a colour for each score', () => {
    expect(PASSWORD_STRENGTH_LABELS).toEqual(['Weak', 'Fair', 'Good', 'Strong', 'Very strong']);
    expect(PASSWORD_STRENGTH_COLORS).toEqual(['red', 'orange', 'yellow', 'lime', 'green']);
  });
});

describe('newPasswordSchema', () => {
  const problem = (password: string) => newPasswordSchema.safeParse(password).error?.issues[0]?.message;

  it('accepts a long, uncommon password', () => {
    expect(newPasswordSchema.safeParse('correct-horse-9').success).toBe(true);
  });

  it('keeps the minimum length', () => {
    expect(problem('Ab1!xyz')).toMatch(/at least 8 characters/);
  });

  it.each(['        ', '\t\t\t\t\t\t\t\t', ' \n  \u00a0   '])('refuses the all-whitespace %j', (password) => {
    expect(problem(password)).toMatch(/cannot be only spaces/);
  });

  it.each(['password', 'PASSWORD', 'Password1', '12345678', 'qwertyuiop', 'iloveyou'])(
    'refuses the common password %j whatever its case',
    (password) => {
      expect(problem(password)).toMatch(/too common/);
    },
  );

  it('says how to choose a better one', () => {
    expect(problem('password')).toMatch(/few unrelated words/);
  });
});

describe('COMMON_PASSWORDS', () => {
  it('holds a few hundred lower-case entries, each long enough to pass the length rule alone', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(200);
    for (const password of COMMON_PASSWORDS) {
      expect(password).toBe(password.toLowerCase());
      expect(password.length).toBeGreaterThanOrEqual(8);
    }
  });
});
