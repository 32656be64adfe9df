import { describe, expect, it } from 'vitest';
import { PASSWORD_STRENGTH_COLORS, PASSWORD_STRENGTH_LABELS, passwordStrength } from './password';

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
