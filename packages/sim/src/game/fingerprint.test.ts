import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { playGames, testLeague } from './test-games';

/**
 * The engine's fingerprint: a hash of the full output (every event, every stat) of a few games
 * played from fixed seeds and rosters. Any change to what the engine produces changes it, and so
 * does a change to the seeded player generator that makes the rosters.
 *
 * When this fails after a deliberate change to the engine (tuning, a new event, a fix), check that
 * the change was meant, then paste the new values here in the same commit, saying why in its
 * message. When it fails after a change that was not meant to touch the engine (a refactor, a speed
 * tweak, a dependency update), the change altered the games: find out why before updating it.
 */
const EXPECTED = {
  regular: {
    finals: [
      'Team 2 2 - Team 4 1 (OT)',
      'Team 6 5 - Team 4 4 (SO)',
      'Team 1 3 - Team 3 5',
      'Team 3 5 - Team 1 3',
      'Team 4 5 - Team 1 6',
      'Team 6 3 - Team 5 1',
      'Team 2 5 - Team 4 3',
      'Team 6 7 - Team 4 4',
    ],
    hash: '04aec5e679283c',
  },
  playoff: {
    finals: [
      'Team 4 1 - Team 5 2',
      'Team 1 4 - Team 3 1',
      'Team 4 4 - Team 5 2',
      'Team 3 3 - Team 2 7',
      'Team 3 2 - Team 5 1',
      'Team 6 4 - Team 1 5 (OT)',
      'Team 2 1 - Team 1 4',
      'Team 5 5 - Team 1 6 (OT)',
    ],
    hash: '049930a96bf3c7',
  },
};

/**
 * cyrb53, a 53-bit string hash: plenty to notice a change (not meant to resist forgery). The engine's
 * package compiles without Node's types, on purpose, so node:crypto is out of reach here.
 */
function hashOf(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

// Seeds chosen so the games include regulation, overtime and shootout endings.
const SEEDS = { regular: 'fingerprint-regular-27', playoff: 'fingerprint-playoff-1' };

function fingerprint(gameType: 'regular' | 'playoff') {
  const league = testLeague(2011, 6);
  const games: string[] = [];
  const finals: string[] = [];
  for (const game of playGames(createRng(SEEDS[gameType]), league, 8, gameType)) {
    const { homeTeam: _home, awayTeam: _away, ...data } = game;
    games.push(JSON.stringify(data));
    finals.push(data.finalScore);
  }
  return { finals, hash: hashOf(games.join('\n')) };
}

describe('the engine fingerprint', () => {
  it.each(['regular', 'playoff'] as const)('plays the same %s games from the same seeds', (gameType) => {
    // The final scores first: they say in words what changed when the hash alone would not.
    expect(fingerprint(gameType)).toEqual(EXPECTED[gameType]);
  });
});
