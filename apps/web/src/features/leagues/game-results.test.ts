import type { GameListItem, GameResult } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { resultHeadline, streak, teamResults, teamStatus } from './game-results';

/** A game item as the server sends it. The SPEC's score text is left out: the web must not need it. */
const game = (
  id: number,
  home: number,
  away: number,
  result: GameResult | null,
  date: string,
): GameListItem => ({
  gameId: id,
  home: `Team ${home}`,
  away: `Team ${away}`,
  homeTeamId: home,
  awayTeamId: away,
  homeAbbreviation: `T${home}`,
  awayAbbreviation: `T${away}`,
  date,
  isSimulated: result !== null,
  homeScore: result?.homeScore ?? null,
  awayScore: result?.awayScore ?? null,
  decidedIn: result?.decidedIn ?? null,
  score: null,
  simulationData: null,
});
const final = (homeScore: number, awayScore: number, decidedIn: GameResult['decidedIn'] = 'regulation') => ({
  homeScore,
  awayScore,
  decidedIn,
});

describe('game results', () => {
  it('derives outcomes from the result fields, newest first, and the streak', () => {
    const games = [
      game(1, 1, 2, final(4, 2), '2026-10-07T23:00:00Z'),
      game(2, 3, 1, final(3, 2, 'overtime'), '2026-10-09T23:00:00Z'),
      game(3, 1, 3, final(1, 5), '2026-10-11T23:00:00Z'),
      game(4, 2, 3, final(1, 0), '2026-10-12T23:00:00Z'),
      game(5, 1, 2, null, '2026-10-14T23:00:00Z'),
    ];
    const results = teamResults(games, 1);
    expect(results.map((r) => r.outcome)).toEqual(['L', 'OTL', 'W']);
    expect(streak(results)).toBe('L1');
    expect(streak([])).toBeNull();
    expect(resultHeadline(games[1] as GameListItem)).toBe('Team 3 beat Team 1 3-2 (OT)');
    expect(resultHeadline(games[4] as GameListItem)).toBeNull();
  });

  it('makes a shootout loss an OTL that keeps an OTL streak going', () => {
    const games = [
      game(1, 1, 2, final(2, 3, 'shootout'), '2026-10-07T23:00:00Z'),
      game(2, 2, 1, final(4, 3, 'overtime'), '2026-10-09T23:00:00Z'),
    ];
    const results = teamResults(games, 1);
    expect(results.map((r) => [r.outcome, r.goalsFor, r.goalsAgainst, r.decidedIn])).toEqual([
      ['OTL', 3, 4, 'overtime'],
      ['OTL', 2, 3, 'shootout'],
    ]);
    expect(streak(results)).toBe('OTL2');
  });

  it('names the status from points percentage', () => {
    expect(teamStatus(0, 0)).toBe('Preseason');
    expect(teamStatus(0.66, 20)).toBe('Contender');
    expect(teamStatus(0.45, 20)).toBe('Bubble');
    expect(teamStatus(0.3, 20)).toBe('Rebuilding');
  });
});
