import { depthChartIdsSchema, lineupInputSchema } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readJsonColumn, readJsonColumnOr, StoredJsonError } from './json-column';

describe('a JSON column read by its schema', () => {
  it('reads what matches the schema', () => {
    expect(readJsonColumn(lineupInputSchema, '{"line1_c":12,"starter_g":null}', 'lineup')).toEqual({
      line1_c: 12,
      starter_g: null,
    });
    expect(readJsonColumn(z.array(z.number()), '[3,1]', 'queue')).toEqual([3, 1]);
  });

  it('refuses text that is not JSON, or not of the schema, naming the column and the field', () => {
    expect(() => readJsonColumn(lineupInputSchema, '{"line1_c":', 'lineup of team 4')).toThrow(
      'The stored lineup of team 4 does not read: the text is not JSON.',
    );
    expect(() => readJsonColumn(depthChartIdsSchema, '{"C":"12"}', 'depth chart of team 4')).toThrow(
      StoredJsonError,
    );
    expect(() => readJsonColumn(lineupInputSchema, '{"line1_c":true}', 'lineup')).toThrow(/line1_c: /);
  });

  it('gives the stand-in only where one is safe', () => {
    expect(readJsonColumnOr(lineupInputSchema, 'nonsense', {})).toEqual({});
    expect(readJsonColumnOr(lineupInputSchema, '{"line2_lw":5}', {})).toEqual({ line2_lw: 5 });
  });
});
