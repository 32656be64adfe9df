import { describe, expect, it } from 'vitest';
import { leagueDateTime, stageWords } from './free-agency-words';

describe('free-agency words', () => {
  it('dates a moment in the league time zone', () => {
    expect(leagueDateTime('2027-06-24T04:00:00.000Z', 'America/Toronto')).toBe('Jun 24, 12:00 AM');
  });

  it('names the stage: the re-signing window, a round and its end, the open market', () => {
    expect(
      stageWords({ kind: 're-signing', until: '2027-06-24T04:00:00.000Z' }, 'America/Toronto').title,
    ).toBe('Re-signing window until Jun 24, 12:00 AM');
    expect(
      stageWords(
        { kind: 'round', round: 2, rounds: 3, endsAt: '2027-06-26T04:00:00.000Z' },
        'America/Toronto',
      ).title,
    ).toBe('Round 2 of 3 ends Jun 26, 12:00 AM');
    expect(stageWords({ kind: 'open' }, 'UTC').title).toBe('Free agents can be signed');
  });
});
