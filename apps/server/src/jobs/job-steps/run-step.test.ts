import { describe, expect, it } from 'vitest';
import { CONCURRENT_CHANGE } from '../../db/errors';
import { conflict } from '../../http/errors';
import { metAnotherChange } from './run-step';

const withCode = (code: string) => Object.assign(new Error('database said no'), { code });

describe('metAnotherChange', () => {
  it('takes a deadlock, a serialization failure and a stale SQLite snapshot for a meeting, not a failure', () => {
    for (const code of ['40P01', '40001', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY'])
      expect(metAnotherChange(withCode(code)), code).toBe(true);
  });

  it('takes the conflict a transaction met twice for one too', () => {
    expect(metAnotherChange(conflict(CONCURRENT_CHANGE))).toBe(true);
  });

  it("counts any other error, another 409 included, as the step's failure", () => {
    expect(metAnotherChange(conflict('This draft has already started.'))).toBe(false);
    expect(metAnotherChange(withCode('23505'))).toBe(false);
    expect(metAnotherChange(new Error('lineup slot line1_c is empty'))).toBe(false);
  });
});
