import type { RecordCategory } from '@rinkside/domain';

/** A record's value as the tables show it: 52, +38, .931, 1.94. */
export function recordValueText(category: Pick<RecordCategory, 'format' | 'key'>, value: number): string {
  if (category.format === 'percentage') return value.toFixed(3).replace(/^0/, '');
  if (category.format === 'average') return value.toFixed(2);
  if (category.key === 'plusMinus' && value > 0) return `+${value}`;
  return String(value);
}
