import { emptyLineup } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { normalizeLineupResponse } from './normalize-lineup';

const flat = { line1_lw: 11, line1_c: 12, line1_rw: 13, defense1_ld: 21, starter_g: 31, pp1_c: 12 };
const expected = { ...emptyLineup(), ...flat };

const nested = {
  forwards: { line1: [11, 12, 13], line2: [14, null, 16] },
  defense: { pair1: [21, 22] },
  goaltenders: { starter: 31, backup: null },
};

describe('normalizeLineupResponse (SPEC §3 lineup shapes)', () => {
  it('reads the server answer { teamId, editable, lineup }', () => {
    const result = normalizeLineupResponse({ teamId: 3, editable: false, lineup: flat });
    expect(result).toEqual({ lineup: expected, editable: false });
  });

  it('reads an object under assignments', () => {
    expect(normalizeLineupResponse({ assignments: flat }).lineup).toEqual(expected);
  });

  it('reads assignments or lineup given as a JSON string', () => {
    expect(normalizeLineupResponse({ assignments: JSON.stringify(flat) }).lineup).toEqual(expected);
    expect(normalizeLineupResponse({ lineup: JSON.stringify(flat) }).lineup).toEqual(expected);
  });

  it('reads a slot map given directly, or as a whole JSON string', () => {
    expect(normalizeLineupResponse(flat).lineup).toEqual(expected);
    expect(normalizeLineupResponse(JSON.stringify(flat)).lineup).toEqual(expected);
  });

  it('reads nested forwards / defense / goaltenders, directly or under assignments', () => {
    const want = {
      ...emptyLineup(),
      line1_lw: 11,
      line1_c: 12,
      line1_rw: 13,
      line2_lw: 14,
      line2_rw: 16,
      defense1_ld: 21,
      defense1_rd: 22,
      starter_g: 31,
    };
    expect(normalizeLineupResponse(nested).lineup).toEqual(want);
    expect(normalizeLineupResponse({ assignments: nested }).lineup).toEqual(want);
    expect(normalizeLineupResponse({ lineup: JSON.stringify(nested) }).lineup).toEqual(want);
  });

  it('ignores a token, hash arrays and unknown keys, and turns numeric strings into ids', () => {
    const result = normalizeLineupResponse({
      token: 'abc',
      hash: [1, 2],
      hash_2: [3],
      assignments: { line1_lw: '11', bogus_slot: 5, starter_g: { id: 3 } },
    });
    expect(result.lineup).toEqual({ ...emptyLineup(), line1_lw: 11 });
  });

  it('gives an empty lineup for nothing usable', () => {
    for (const payload of [undefined, null, '', 'not json', [], 42, { lineup: 'not json' }]) {
      expect(normalizeLineupResponse(payload).lineup).toEqual(emptyLineup());
    }
  });

  it('treats the lineup as editable unless the server says otherwise', () => {
    expect(normalizeLineupResponse({ lineup: flat }).editable).toBe(true);
    expect(normalizeLineupResponse({ editable: false, lineup: flat }).editable).toBe(false);
  });
});
