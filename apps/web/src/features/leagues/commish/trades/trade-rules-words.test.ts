import { DEFAULT_TRADE_SETTINGS } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { reviewWords, tradeRulesWords } from './trade-rules-words';

describe('trade rules in words', () => {
  it('says how an agreed trade becomes final under each review', () => {
    expect(reviewWords(DEFAULT_TRADE_SETTINGS)).toBe(
      'Agreed trades are done at once; the commissioner may reverse one within 24 hours.',
    );
    expect(reviewWords({ ...DEFAULT_TRADE_SETTINGS, review: 'commissioner' })).toBe(
      'Agreed trades wait for the commissioner’s approval.',
    );
    expect(
      reviewWords({ ...DEFAULT_TRADE_SETTINGS, review: 'veto', reviewHours: 48, vetoVotePercent: 60 }),
    ).toBe('Agreed trades wait 48 hours, in which the commissioner or 60% of the other GMs can veto them.');
  });

  it('names the deadline once there is one, and the limit only when set', () => {
    expect(tradeRulesWords(DEFAULT_TRADE_SETTINGS, null)).toEqual([
      'Agreed trades are done at once; the commissioner may reverse one within 24 hours.',
      'Proposals expire after 48 hours without an answer.',
      'The trade deadline is set once the season has a schedule.',
    ]);
    expect(
      tradeRulesWords({ ...DEFAULT_TRADE_SETTINGS, maxTradesBetweenTeams: 2 }, '2027-02-28').slice(2),
    ).toEqual(['Trade deadline: 2027-02-28.', 'At most 2 trades between the same two teams a season.']);
  });
});
