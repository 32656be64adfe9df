import { describe, expect, it } from 'vitest';
import { ID_MAX, idSchema } from './ids';

describe('idSchema', () => {
  it.each([
    [1, 1],
    ['1', 1],
    ['42', 42],
    [ID_MAX, ID_MAX],
    [String(ID_MAX), ID_MAX],
  ])('takes %j as the id %d', (input, id) => {
    expect(idSchema.parse(input)).toBe(id);
  });

  it.each([
    ID_MAX + 1,
    String(ID_MAX + 1),
    99999999999,
    '99999999999',
    0,
    '0',
    -1,
    '-1',
    1.5,
    '1.5',
    '0x1',
    '1e3',
    ' 1',
    '1 ',
    '+1',
    '',
    '١',
    [3],
    true,
    null,
    {},
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])('refuses %j with a message a person can act on', (input) => {
    const result = idSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(`must be a whole number from 1 to ${ID_MAX}`);
  });
});
