import { describe, expect, it } from 'vitest';
import { aiTradeRulesWords } from './ai-trade-rules-words';

describe('how AI teams trade, in words', () => {
  it('states each rule with its figure', () => {
    expect(aiTradeRulesWords()).toEqual([
      'An AI team accepts a trade when what it gets is worth at least 1.05 times what it gives in its own eyes, and at least as much in neutral eyes; a near miss gets a counter asking for one more asset.',
      'It makes at most 2 trades with one team in 30 days, and does not take back within 30 days a player or pick it traded away.',
      'It fills at most half of its room under the cap with overpaid contracts in one trade, and never gives up more than 2 draft picks in one trade.',
    ]);
  });
});
