import { describe, expect, it } from 'vitest';
import { playoffBracketSchema } from './bracket-schema';
import { seasonRecord } from './season-record.fixture';
import { seedPlayoffs } from './seed-playoffs';
import { playoffSettingsSchema } from './settings';

const standings = Array.from({ length: 8 }, (_, i) => seasonRecord(i + 1, { wins: 60 - i }));
const bracket = seedPlayoffs({
  standings,
  headToHead: [],
  settings: playoffSettingsSchema.parse({ teamCount: 8, format: 'league-seeded' }),
});
const stored = () => JSON.parse(JSON.stringify(bracket)) as Record<string, unknown>;

describe('playoffBracketSchema', () => {
  it('reads back a seeded bracket exactly as it was stored', () => {
    expect(bracket.rounds.length).toBe(3);
    expect(playoffBracketSchema.parse(stored())).toEqual(bracket);
  });

  it('refuses a series side of an unknown kind, a series length the league cannot set, and a missing part', () => {
    const badSlot = stored();
    const [firstRound] = badSlot.rounds as { series: { lowSeed: unknown }[] }[];
    const [firstSeries] = firstRound?.series ?? [];
    if (firstSeries) firstSeries.lowSeed = { kind: 'bye' };
    expect(playoffBracketSchema.safeParse(badSlot).success).toBe(false);
    const badLength = stored();
    const [round] = badLength.rounds as { seriesLength: number }[];
    if (round) round.seriesLength = 4;
    expect(playoffBracketSchema.safeParse(badLength).success).toBe(false);
    const { byRecord: _byRecord, ...withoutRecord } = stored();
    expect(playoffBracketSchema.safeParse(withoutRecord).success).toBe(false);
  });
});
