import { renderBoardMarkdown } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { referenceKeys, referenceWords } from './reference-words';

const team = (abbrev: string) => ({ id: abbrev.length, name: abbrev, abbrev });

describe('board references', () => {
  it('gathers each reference of a page once, from paragraphs, quotes and lists but not code', () => {
    const posts = [
      { blocks: renderBoardMarkdown('See #trade-12 and #game-4\n\n> #trade-12 again') },
      { blocks: renderBoardMarkdown('- #player-9\n\n```\n#player-10\n```') },
    ];
    expect(referenceKeys(posts)).toEqual(['trade-12', 'game-4', 'player-9']);
  });

  it('says a trade, a game and a player in a few live words', () => {
    expect(
      referenceWords({
        kind: 'trade',
        key: 'trade-12',
        id: 12,
        status: 'in_review',
        teams: [team('BOS'), team('OTT')],
      }),
    ).toBe('Trade #12 · BOS–OTT · in review');
    const game = {
      kind: 'game' as const,
      key: 'game-4',
      id: 4,
      home: { ...team('BOS'), score: 3 },
      away: { ...team('OTT'), score: 2 },
      date: '2026-10-14',
      gameType: 'regular' as const,
    };
    expect(referenceWords({ ...game, status: 'final', resultType: 'OT' })).toBe('OTT 2–3 BOS (OT)');
    expect(referenceWords({ ...game, status: 'final', resultType: 'REG' })).toBe('OTT 2–3 BOS');
    expect(
      referenceWords({
        ...game,
        status: 'scheduled',
        resultType: null,
        home: { ...game.home, score: null },
        away: { ...game.away, score: null },
      }),
    ).toBe('OTT at BOS · 2026-10-14');
    const player = {
      kind: 'player' as const,
      key: 'player-9',
      id: 9,
      firstName: 'Jo',
      lastName: 'Roy',
      position: 'G',
      overall: 80,
    };
    expect(referenceWords({ ...player, team: team('BOS') })).toBe('G Jo Roy · BOS');
    expect(referenceWords({ ...player, team: null })).toBe('G Jo Roy');
  });
});
