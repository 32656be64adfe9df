import { describe, expect, it } from 'vitest';
import { rankProspects, scoutingProgress, scoutProjection } from './scouting';

describe('scoutingProgress', () => {
  const season = { midSeason: '2027-01-15', seasonEnd: '2027-04-15' };

  it('is 0 up to the middle of the season, 1 from its last day, linear between', () => {
    expect(scoutingProgress({ ...season, today: '2026-10-10' })).toBe(0);
    expect(scoutingProgress({ ...season, today: '2027-01-15' })).toBe(0);
    // 45 of the 90 days.
    expect(scoutingProgress({ ...season, today: '2027-03-01' })).toBeCloseTo(0.5, 9);
    expect(scoutingProgress({ ...season, today: '2027-04-15' })).toBe(1);
    expect(scoutingProgress({ ...season, today: '2027-06-27' })).toBe(1);
  });
});

describe('scoutProjection', () => {
  it('leans by 8 × bias at the first look, with a range of ±8', () => {
    expect(scoutProjection(70, 1, 0)).toEqual({ low: 70, high: 86, mid: 78 });
    expect(scoutProjection(70, -0.5, 0)).toEqual({ low: 58, high: 74, mid: 66 });
  });

  it('sharpens to 2 × bias and ±3 on draft day', () => {
    expect(scoutProjection(70, 1, 1)).toEqual({ low: 69, high: 75, mid: 72 });
    expect(scoutProjection(70, -1, 1)).toEqual({ low: 65, high: 71, mid: 68 });
  });

  it('is halfway between at half progress', () => {
    // shift 1 × 8 × 0.5 + 1 × 2 × 0.5 = 5; half-width 8 − 2.5 = 5.5 → 6.
    expect(scoutProjection(60, 1, 0.5)).toEqual({ low: 59, high: 71, mid: 65 });
  });

  it('stays within 20..99', () => {
    expect(scoutProjection(97, 1, 0)).toEqual({ low: 91, high: 99, mid: 99 });
    expect(scoutProjection(22, -1, 0)).toEqual({ low: 20, high: 28, mid: 20 });
  });
});

describe('rankProspects', () => {
  const prospect = (id: number, mid: number, overall: number) => ({
    id,
    overall,
    position: 'C' as const,
    projected: { mid },
  });

  it('ranks by projected middle, highest first', () => {
    const ranked = rankProspects([prospect(1, 60, 50), prospect(2, 75, 40), prospect(3, 68, 45)]);
    expect(ranked.map((p) => [p.id, p.rank])).toEqual([
      [2, 1],
      [3, 2],
      [1, 3],
    ]);
  });

  it('breaks a tie by higher current overall, whatever the ids', () => {
    const ranked = rankProspects([prospect(1, 70, 44), prospect(2, 70, 48)]);
    expect(ranked.map((p) => p.id)).toEqual([2, 1]);
  });

  it('breaks a full tie by lower id, and keeps the other fields', () => {
    const ranked = rankProspects([
      { ...prospect(9, 70, 45), name: 'Later' },
      { ...prospect(4, 70, 45), name: 'Earlier' },
    ]);
    expect(ranked).toEqual([
      { id: 4, overall: 45, position: 'C', projected: { mid: 70 }, name: 'Earlier', rank: 1 },
      { id: 9, overall: 45, position: 'C', projected: { mid: 70 }, name: 'Later', rank: 2 },
    ]);
  });

  it('compares a defenceman and a goalie by their projection above a regular of their own position', () => {
    const ranked = rankProspects([
      { ...prospect(1, 72, 50), position: 'G' as const },
      { ...prospect(2, 68, 50), position: 'LW' as const },
      { ...prospect(3, 70, 50), position: 'D' as const },
    ]);
    // On a forward's scale: the goalie 66, the winger 68, the defenceman 68 (then by overall, id).
    expect(ranked.map((p) => p.id)).toEqual([2, 3, 1]);
  });
});
