import { describe, expect, it } from 'vitest';
import { calendarDateSchema, dayOrDateTimeSchema } from './dates';

const problem = (schema: typeof calendarDateSchema, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('calendarDateSchema', () => {
  it.each(['1900-01-01', '2026-10-07', '2028-02-29', '2200-12-31'])('takes %s', (day) => {
    expect(calendarDateSchema.parse(day)).toBe(day);
  });

  it.each(['2026-02-30', '2027-02-29', '2026-13-01', '2026-04-31', '2026-00-10'])(
    'refuses %s as not a real date',
    (day) => {
      expect(problem(calendarDateSchema, day)).toBe(`${day} is not a real date`);
    },
  );

  it.each(['0000-01-01', '1899-12-31', '2201-01-01', '9999-12-31'])('refuses %s as out of range', (day) => {
    expect(problem(calendarDateSchema, day)).toBe('Use a date from 1900-01-01 to 2200-12-31');
  });

  it.each(['2026-1-7', '07/10/2026', '2026-10-07T19:00:00Z', '', '+02026-10-07'])(
    'refuses the form %j',
    (value) => {
      expect(problem(calendarDateSchema, value)).toBe('Use a date like 2026-10-07');
    },
  );
});

describe('dayOrDateTimeSchema', () => {
  it.each(['2026-10-07', '2026-10-07T19:00:00-04:00', '2026-10-07T23:00:00Z', '2200-12-31T23:59:59Z'])(
    'takes %s',
    (value) => {
      expect(dayOrDateTimeSchema.parse(value)).toBe(value);
    },
  );

  it.each(['0000-01-01', '9999-12-31', '0000-01-01T00:00:00Z', '9999-12-31T19:00:00-04:00'])(
    'refuses %s as out of range',
    (value) => {
      expect(problem(dayOrDateTimeSchema, value)).toBe('Use a date from 1900-01-01 to 2200-12-31');
    },
  );

  it('refuses a day that does not exist, alone or with a time', () => {
    expect(problem(dayOrDateTimeSchema, '2026-02-30')).toBe('2026-02-30 is not a real date');
    expect(problem(dayOrDateTimeSchema, '2026-02-30T19:00:00Z')).toMatch(/not a real date|date-time like/);
  });

  it('refuses a date-time without its offset', () => {
    expect(problem(dayOrDateTimeSchema, '2026-10-07T19:00:00')).toMatch(/date-time like/);
  });
});
