import { describe, expect, it } from 'vitest';
import { readCompareIds } from './compare-ids';

describe('readCompareIds', () => {
  it('reads two to four distinct ids in the order given', () => {
    expect(readCompareIds('12,4')).toEqual({ ok: true, ids: [12, 4] });
    expect(readCompareIds(' 3, 1 ,2,9')).toEqual({ ok: true, ids: [3, 1, 2, 9] });
  });

  it('refuses fewer than two, saying how many came', () => {
    for (const raw of [undefined, '', '7', '7,']) {
      const reading = readCompareIds(raw);
      expect(reading.ok).toBe(false);
      if (!reading.ok) expect(reading.message).toMatch(/at least 2 players/);
    }
  });

  it('refuses a fifth player but takes four', () => {
    expect(readCompareIds('1,2,3,4').ok).toBe(true);
    const reading = readCompareIds('1,2,3,4,5');
    expect(reading).toEqual({ ok: false, message: expect.stringMatching(/at most 4 players.*got 5/) });
  });

  it('refuses a player listed twice, naming him', () => {
    expect(readCompareIds('5,8,5')).toEqual({
      ok: false,
      message: expect.stringMatching(/Player 5 is listed twice/),
    });
  });

  it('refuses an id that is not a positive whole number, naming it', () => {
    for (const bad of ['abc', '0', '-3', '1.5', '01', '99999999999'])
      expect(readCompareIds(`2,${bad}`)).toEqual({
        ok: false,
        message: expect.stringContaining(`"${bad}" is not a player id`),
      });
  });
});
