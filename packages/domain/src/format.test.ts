import { describe, expect, it } from 'vitest';
import {
  formatCapHit,
  formatFaceoffPercent,
  formatGaa,
  formatIceTime,
  formatPenaltyKillPercent,
  formatPlusMinus,
  formatPowerPlayPercent,
  formatRelativeDate,
  formatSavePercent,
  formatSavePercentage,
  goalsAgainstAverage,
  positionColor,
  ratingBand,
} from './format';

describe('SPEC §9 formats', () => {
  it('shows ice time as minutes:seconds', () => {
    expect(formatIceTime(0)).toBe('0:00');
    expect(formatIceTime(65)).toBe('1:05');
    expect(formatIceTime(1145)).toBe('19:05');
    expect(formatIceTime(3725)).toBe('62:05');
  });

  it('shows save percentage with three decimals and GAA with two', () => {
    expect(formatSavePercentage(0.9123)).toBe('.912');
    expect(formatSavePercentage(1)).toBe('1.000');
    expect(formatSavePercentage(0, 0)).toBe('-');
    expect(formatSavePercent(0.9123)).toBe('91.2%');
    expect(formatGaa(2.456)).toBe('2.46');
    expect(goalsAgainstAverage(3, 3600)).toBe(3);
    expect(goalsAgainstAverage(0, 0)).toBe(0);
  });

  it('shows PP%, PK% and FO% with a dash when there were none', () => {
    expect(formatPowerPlayPercent(1, 4)).toBe('25.0%');
    expect(formatPowerPlayPercent(0, 0)).toBe('-');
    expect(formatPenaltyKillPercent(1, 5)).toBe('80.0%');
    expect(formatPenaltyKillPercent(0, 0)).toBe('-');
    expect(formatFaceoffPercent(7, 12)).toBe('58.3%');
    expect(formatFaceoffPercent(0, 0)).toBe('-');
  });

  it('shows cap hits as $X.XM or $XK', () => {
    expect(formatCapHit(10_750_000)).toBe('$10.8M');
    expect(formatCapHit(1_000_000)).toBe('$1.0M');
    expect(formatCapHit(750_000)).toBe('$750K');
    expect(formatCapHit(0)).toBe('$0');
  });

  it('signs plus/minus', () => {
    expect(formatPlusMinus(3)).toBe('+3');
    expect(formatPlusMinus(0)).toBe('0');
    expect(formatPlusMinus(-2)).toBe('-2');
  });

  it('bands ratings at 90, 80, 70 and 60', () => {
    expect([95, 90, 89, 80, 79, 70, 69, 60, 59].map(ratingBand)).toEqual([
      'elite',
      'elite',
      'great',
      'great',
      'good',
      'good',
      'fair',
      'fair',
      'poor',
    ]);
  });

  it('colours positions', () => {
    expect(['C', 'LW', 'RW', 'W', 'D', 'LD', 'G'].map(positionColor)).toEqual([
      'red',
      'green',
      'blue',
      'green',
      'yellow',
      'yellow',
      'violet',
    ]);
  });

  it('dates messages relative to now', () => {
    const now = new Date(2026, 10, 21, 15, 0);
    expect(formatRelativeDate(new Date(2026, 10, 20, 9, 0), now)).toBe('Yesterday');
    expect(formatRelativeDate(new Date(2026, 10, 17, 9, 0), now)).toBe('4 days ago');
    expect(formatRelativeDate(new Date(2026, 10, 21, 9, 5), now)).toMatch(/09:05|9:05/);
    expect(formatRelativeDate(new Date(2026, 9, 1, 9, 0), now)).toBe(
      new Date(2026, 9, 1, 9, 0).toLocaleDateString(),
    );
  });
});
