import { describe, expect, it } from 'vitest';
import { aiProposal } from './ai-proposal';
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
    const prospect = p(2, 76, { age: 21, potential: 84, capHit: 2_000_000 });
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
});
