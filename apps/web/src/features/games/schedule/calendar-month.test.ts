import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { monthWeeks, openingMonth } from './calendar-month';

describe('monthWeeks (SPEC §9: weeks start Monday)', () => {
  it('starts on the Monday before the 1st and ends on a Sunday', () => {
    // October 2026 starts on a Thursday.
    const weeks = monthWeeks(dayjs('2026-10-15'), dayjs('2026-10-07'));
    expect(weeks[0]?.[0]).toMatchObject({ iso: '2026-09-28', inMonth: false });
    expect(weeks[0]?.[3]).toMatchObject({ iso: '2026-10-01', inMonth: true });
    expect(weeks.at(-1)?.at(-1)).toMatchObject({ iso: '2026-11-01', inMonth: false });
    expect(
      weeks
        .flat()
        .filter((d) => d.isToday)
        .map((d) => d.iso),
    ).toEqual(['2026-10-07']);
  });

  it('has no leading days when the 1st is a Monday', () => {
    expect(monthWeeks(dayjs('2026-06-01'), dayjs('2020-01-01'))[0]?.[0]?.iso).toBe('2026-06-01');
  });
});

describe("openingMonth: the month a season's calendar opens on", () => {
  const season = ['2026-10-03', '2027-01-20', '2026-11-12', '2027-04-30'];

  it("is today's month while the season has games around it", () => {
    expect(openingMonth(season, '2026-12-25')).toBe('2026-12');
  });

  it('is the first month with games for a season still ahead', () => {
    expect(openingMonth(season, '2026-07-01')).toBe('2026-10');
  });

  it('is the last month with games for a season already over', () => {
    expect(openingMonth(season, '2027-11-23')).toBe('2027-04');
  });

  it("is today's month for a season without games", () => {
    expect(openingMonth([], '2027-11-23')).toBe('2027-11');
  });
});
