import { describe, expect, it } from 'vitest';
import { aiProposal } from './ai-proposal';
import { assetValue, tradeFairness } from './trade-decision';
import type { ValuedAsset } from './trade-decision';
import { league, player } from './valuation-fixtures';

const p = (id: number, overall: number, extra: Parameters<typeof player>[0] = {}): ValuedAsset => ({
  kind: 'player',
  label: `Player ${id}`,
  player: player({ id, name: `Player ${id}`, overall, potential: overall, ...extra }),
});

describe('an AI team proposes a trade', () => {
  it('a rebuilding team offers a veteran for a young player it values more, at an even price', () => {
    const veteran = p(1, 82, { age: 31, capHit: 6_000_000 });
    const prospect = p(2, 77, { age: 21, potential: 85, capHit: 2_000_000 });
    const proposal = aiProposal({
      league,
      direction: 'rebuilding',
      aiPlayers: [veteran],
      humanPlayers: [prospect],
    });
    expect(proposal).toEqual({ give: veteran, get: prospect });
  });

  it('swaps like for like: no defenceman for a forward', () => {
    const veteran = p(1, 82, { age: 31, capHit: 6_000_000, position: 'D' });
    const prospect = p(2, 76, { age: 21, potential: 84, capHit: 2_000_000 });
    expect(
      aiProposal({ league, direction: 'rebuilding', aiPlayers: [veteran], humanPlayers: [prospect] }),
    ).toBeNull();
  });

  it('proposes nothing that neutral eyes find lopsided, nor anything it would not accept itself', () => {
    const star = p(3, 90, { age: 24, capHit: 8_000_000 });
    const depth = p(4, 66);
    expect(
      aiProposal({ league, direction: 'contending', aiPlayers: [depth], humanPlayers: [star] }),
    ).toBeNull();
    expect(
      aiProposal({ league, direction: 'contending', aiPlayers: [star], humanPlayers: [depth] }),
    ).toBeNull();
  });

  it('proposes nothing that gives the human team more than it gets in neutral eyes, even if it looks even', () => {
    // A rebuilding team discounts a 32-year-old; neutral eyes still value him over a slightly weaker 29-year-old.
    const veteran = p(5, 80, { age: 32 });
    const younger = p(6, 79.5, { age: 29 });
    const own = assetValue(younger, league, 'rebuilding') / assetValue(veteran, league, 'rebuilding');
    const neutral = assetValue(younger, league, 'neutral') / assetValue(veteran, league, 'neutral');
    expect(own).toBeGreaterThan(1.05);
    expect(tradeFairness([veteran], [younger], league)).toBeGreaterThan(0.85);
    expect(neutral).toBeLessThan(1);
    expect(
      aiProposal({ league, direction: 'rebuilding', aiPlayers: [veteran], humanPlayers: [younger] }),
    ).toBeNull();
  });
});
