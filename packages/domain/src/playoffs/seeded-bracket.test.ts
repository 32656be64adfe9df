import { describe, expect, it } from 'vitest';
import type { PlayoffBracket, SeriesSlot } from './bracket';
import { seasonRecord } from './season-record.fixture';
import { bracketOrder } from './seeded-bracket';
import { seedPlayoffs } from './seed-playoffs';
import { playoffSettingsSchema, type PlayoffSettingsInput } from './settings';
import type { SeasonRecord } from './tie-breakers';

/** A league of `count` teams without conferences, team n finishing with 60 − n wins. */
const league = (count: number, alignment: (n: number) => Partial<SeasonRecord> = () => ({})) =>
  Array.from({ length: count }, (_, i) => seasonRecord(i + 1, { wins: 60 - i, ...alignment(i + 1) }));

const seed = (standings: SeasonRecord[], settings: PlayoffSettingsInput = {}) =>
  seedPlayoffs({ standings, headToHead: [], settings: playoffSettingsSchema.parse(settings) });

const slotText = (slot: SeriesSlot) => (slot.kind === 'team' ? `#${slot.seed}` : slot.seriesId);
const rounds = (bracket: PlayoffBracket) =>
  bracket.rounds.map((r) => r.series.map((s) => `${slotText(s.highSeed)}-${slotText(s.lowSeed)}`));

describe('bracketOrder', () => {
  it('keeps the top two seeds apart until the last round', () => {
    expect(bracketOrder(2)).toEqual([1, 2]);
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });
});

describe('seedPlayoffs, seeded 1 v N', () => {
  it('seeds a 4-team league league-wide: every team in, semi-finals and a final', () => {
    const bracket = seed(league(4));
    expect(bracket.format).toBe('league-seeded');
    expect(rounds(bracket)).toEqual([['#1-#4', '#2-#3'], ['r1s1-r1s2']]);
    expect(bracket.teams.map((t) => [t.teamId, t.seed, t.conference])).toEqual([
      [1, 1, null],
      [2, 2, null],
      [3, 3, null],
      [4, 4, null],
    ]);
  });

  it('gives seeds 1 and 2 a bye with 6 teams', () => {
    const bracket = seed(league(10), { teamCount: 6 });
    expect(rounds(bracket)).toEqual([['#4-#5', '#3-#6'], ['#1-r1s1', '#2-r1s2'], ['r2s1-r2s2']]);
    expect(bracket.teams.map((t) => t.teamId)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('plays 24 teams in five rounds, the top eight waiting out the first', () => {
    const bracket = seed(league(32), { teamCount: 24 });
    expect(bracket.rounds.map((r) => r.series.length)).toEqual([8, 8, 4, 2, 1]);
    expect(rounds(bracket)[0]).toEqual([
      '#16-#17',
      '#9-#24',
      '#13-#20',
      '#12-#21',
      '#15-#18',
      '#10-#23',
      '#14-#19',
      '#11-#22',
    ]);
    expect(rounds(bracket)[1]?.slice(0, 2)).toEqual(['#1-r1s1', '#8-r1s2']);
    expect(bracket.rounds.map((r) => r.homeIce)).toEqual(['seed', 'seed', 'seed', 'record', 'record']);
  });

  it('seeds each conference 1 v N when the divisions do not fit, the champions meeting in the final', () => {
    // 12 teams, two conferences of six without divisions: 4 from each, 1 v 4 and 2 v 3.
    const standings = league(12, (n) => ({ conference: n % 2 ? 'North' : 'South' }));
    const bracket = seed(standings, { teamCount: 8 });
    expect(bracket.format).toBe('conference-seeded');
    expect(rounds(bracket)).toEqual([
      ['#1-#4', '#2-#3', '#1-#4', '#2-#3'],
      ['r1s1-r1s2', 'r1s3-r1s4'],
      ['r2s1-r2s2'],
    ]);
    expect(bracket.teams.filter((t) => t.conference === 'North').map((t) => t.teamId)).toEqual([1, 3, 5, 7]);
    expect(bracket.rounds[2]?.series[0]?.conference).toBeNull();
  });

  it('plays each round at its own series length, rounds past the list at its last', () => {
    const bracket = seed(league(8), { seriesLengths: [3, 5] });
    expect(bracket.rounds.map((r) => r.seriesLength)).toEqual([3, 5, 5]);
  });

  it('breaks a tie for the last spot by the tie-breakers (ROW)', () => {
    const standings = [
      ...league(3),
      seasonRecord(4, { wins: 30, regulationOvertimeWins: 25 }),
      seasonRecord(5, { wins: 30, regulationOvertimeWins: 26 }),
    ];
    expect(seed(standings, { teamCount: 4 }).teams.map((t) => t.teamId)).toEqual([1, 2, 3, 5]);
  });
});
