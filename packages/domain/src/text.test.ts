import { describe, expect, it } from 'vitest';
import { text } from './text';

describe('text', () => {
  const name = text('League name').trim().min(1, 'League name is required');

  it('takes ordinary text, accents and emoji included, and keeps the checks chained after it', () => {
    expect(name.parse('  Ligue de Québec 🏒 ')).toBe('Ligue de Québec 🏒');
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('League name is required');
  });

  it.each(['\u0000', 'North\u0000ern', 'Northern\u0000'])(
    'refuses %j, naming the field and the character',
    (value) => {
      const issues = name.safeParse(value).error?.issues ?? [];
      expect(issues.map((issue) => issue.message)).toEqual([
        'League name cannot contain a NUL character (\\u0000). Remove it and try again.',
      ]);
    },
  );
});
