import { describe, expect, it } from 'vitest';
import type { PlayerDraft } from './draft-api';
import { draftedShortWords, draftedWords, pickInRound } from './drafted-words';

const drafted = (overrides: Partial<PlayerDraft> = {}): PlayerDraft => ({
  seasonId: 4,
  year: 2027,
  round: 2,
  pickInRound: 3,
  overall: 35,
  team: { id: 11, name: 'Boston Bruins', abbreviation: 'BOS' },
  ...overrides,
});

describe('draftedWords', () => {
  it('names the year, round, pick in the round, overall and the team', () => {
    expect(draftedWords(drafted())).toBe('Drafted 2027 · round 2, pick 3 (35th overall) · Boston Bruins');
    expect(draftedWords(drafted({ round: 1, pickInRound: 1, overall: 1 }))).toBe(
      'Drafted 2027 · round 1, pick 1 (1st overall) · Boston Bruins',
    );
    expect(draftedWords(drafted({ overall: 12 }))).toContain('(12th overall)');
    expect(draftedWords(drafted({ overall: 22 }))).toContain('(22nd overall)');
  });

  it('says it short for a cap sheet row', () => {
    expect(draftedShortWords(drafted())).toBe('Drafted by BOS, 2027 R2 #35');
  });
});

describe('pickInRound', () => {
  // Rounds of four picks; round 2's picks listed out of order, round 1's numbers all lower.
  const board = [7, 5, 8, 6]
    .map((overall) => ({ round: 2, overall }))
    .concat([1, 2, 3, 4].map((overall) => ({ round: 1, overall })));

  it("counts from the round's first pick, whatever the order the picks are listed in", () => {
    expect(pickInRound({ round: 2, overall: 5 }, board)).toBe(1);
    expect(pickInRound({ round: 2, overall: 7 }, board)).toBe(3);
    expect(pickInRound({ round: 1, overall: 4 }, board)).toBe(4);
  });

  it("ignores the other rounds' picks", () => {
    expect(
      pickInRound(
        { round: 2, overall: 8 },
        board.filter((p) => p.round === 2),
      ),
    ).toBe(4);
    expect(pickInRound({ round: 2, overall: 8 }, board)).toBe(4);
  });
});
