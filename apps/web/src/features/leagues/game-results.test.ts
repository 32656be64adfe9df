import type { GameListItem } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { parseScore, resultHeadline, streak, teamResults, teamStatus } from './game-results';

const game = (id: number, home: number, away: number, score: string | null, date: string): GameListItem => ({
  gameId: id,
  home: `Team ${home}`,
  away: `Team ${away}`,
  homeTeamId: home,
  awayTeamId: away,
  homeAbbreviation: `T${home}`,
  awayAbbreviation: `T${away}`,
  date,
  isSimulated: score !== null,
  score,
  simulationData: null,
});

describe('game results', () => {
  it('reads scores with overtime and shootout suffixes', () => {
    expect(parseScore('4 - 2')).toEqual({ home: 4, away: 2, suffix: null });
    expect(parseScore('2 - 3 (SO)')).toEqual({ home: 2, away: 3, suffix: 'SO' });
    expect(parseScore(null)).toBeNull();
  });

  it('derives outcomes, newest first, and the streak', () => {
    const games = [
      game(1, 1, 2, '4 - 2', '2026-10-07T23:00:00Z'),
      game(2, 3, 1, '3 - 2 (OT)', '2026-10-09T23:00:00Z'),
      game(3, 1, 3, '1 - 5', '2026-10-11T23:00:00Z'),
      game(4, 2, 3, '1 - 0', '2026-10-12T23:00:00Z'),
      game(5, 1, 2, null, '2026-10-14T23:00:00Z'),
    ];
    const results = teamResults(games, 1);
    expect(results.map((r) => r.outcome)).toEqual(['L', 'OTL', 'W']);
    expect(streak(results)).toBe('L1');
    expect(streak([])).toBeNull();
    expect(resultHeadline(games[1] as GameListItem)).toBe('Team 3 beat Team 1 3-2 (OT)');
  });

  it('names the status from points percentage', () => {
    expect(teamStatus(0, 0)).toBe('Preseason');
    expect(teamStatus(0.66, 20)).toBe('Contender');
    expect(teamStatus(0.45, 20)).toBe('Bubble');
    expect(teamStatus(0.3, 20)).toBe('Rebuilding');
  });
});
