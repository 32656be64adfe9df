import { describe, expect, it } from 'vitest';
import type { DecidedIn } from '../game-result';
import { countedGames, headToHeadPercentages, type HeadToHeadGame } from './head-to-head';
import { seasonRecord } from './season-record.fixture';
import { rankTeams } from './tie-breakers';

let day = 0;
/** A game on the next day; the score names the winner, as standings count a shootout. */
const game = (
  home: number,
  away: number,
  homeScore: number,
  awayScore: number,
  decidedIn: DecidedIn = 'regulation',
) =>
  ({
    homeTeamId: home,
    awayTeamId: away,
    homeScore,
    awayScore,
    decidedIn,
    startAt: `2025-01-${String(++day).padStart(2, '0')}T00:00:00.000Z`,
  }) satisfies HeadToHeadGame;

describe('head-to-head (NHL Tie-Breaking Procedure, rule 5)', () => {
  it('breaks a tie left after total wins by points in the games between the teams', () => {
    // Team 1 won twice in regulation and lost once in overtime (5 points); team 2 took 4.
    const games = [game(1, 2, 3, 1), game(2, 1, 2, 3), game(1, 2, 2, 3, 'overtime'), game(2, 1, 4, 1)];
    const ranked = rankTeams([seasonRecord(2), seasonRecord(1, { goalsFor: 200 })], games);
    expect(ranked.map((r) => [r.team.teamId, r.aheadOfNextBy])).toEqual([
      [1, 'headToHead'],
      [2, null],
    ]);
  });

  it('leaves out the first game in the city that hosted the extra game of an odd series', () => {
    const first = game(2, 1, 5, 0); // team 2 hosted twice; its first home game is not counted
    const games = [first, game(1, 2, 2, 3), game(2, 1, 1, 4)];
    expect(countedGames(1, 2, games)).toEqual(games.slice(1));
    // Counting every game team 2 would lead 4 points to 2; without the odd game they are level.
    expect(headToHeadPercentages([{ teamId: 1 }, { teamId: 2 }], games)).toEqual(
      new Map([
        [1, 0.5],
        [2, 0.5],
      ]),
    );
  });

  it('reads the order of play from the start time, not the order of the list', () => {
    const later = game(2, 1, 1, 4);
    const other = game(1, 2, 2, 3);
    const earlier = { ...game(2, 1, 5, 0), startAt: '2024-12-01T00:00:00.000Z' };
    const counted = countedGames(1, 2, [later, other, earlier]);
    expect(counted).toHaveLength(2);
    expect(counted).not.toContain(earlier);
  });

  it('counts a loss after regulation as one point', () => {
    expect(
      headToHeadPercentages([{ teamId: 1 }, { teamId: 2 }], [game(1, 2, 2, 3, 'shootout'), game(2, 1, 2, 1)]),
    ).toEqual(
      new Map([
        [1, 0.25],
        [2, 1],
      ]),
    );
  });

  it('compares three tied teams by their share of the points among all three', () => {
    // 3 beat 1 and 2 twice each; 1 beat 2 twice; 2 took one overtime point off 1.
    const games = [
      game(3, 1, 2, 1),
      game(1, 3, 1, 2),
      game(3, 2, 2, 1),
      game(2, 3, 1, 2),
      game(1, 2, 2, 1),
      game(2, 1, 1, 2, 'overtime'),
    ];
    const ranked = rankTeams([seasonRecord(1), seasonRecord(2), seasonRecord(3)], games);
    expect(ranked.map((r) => [r.team.teamId, r.aheadOfNextBy])).toEqual([
      [3, 'headToHead'],
      [1, 'headToHead'],
      [2, null],
    ]);
  });

  it('starts over for the two teams still level after a three-way head-to-head', () => {
    // Among all three, 3 takes 6 of 8 points, 1 and 2 take 4 of 8 each; between themselves 1 took
    // 4 of 4 points. Team 2's better goal differential would rank it first without the restart.
    const games = [
      game(1, 2, 3, 1),
      game(2, 1, 2, 3, 'overtime'),
      game(2, 3, 3, 1),
      game(3, 2, 3, 2, 'overtime'),
      game(3, 1, 3, 1),
      game(1, 3, 1, 3),
    ];
    const shares = headToHeadPercentages([{ teamId: 1 }, { teamId: 2 }, { teamId: 3 }], games);
    expect([shares.get(1), shares.get(2), shares.get(3)]).toEqual([0.5, 0.5, 0.75]);
    const ranked = rankTeams([seasonRecord(1), seasonRecord(2, { goalsFor: 260 }), seasonRecord(3)], games);
    expect(ranked.map((r) => [r.team.teamId, r.aheadOfNextBy])).toEqual([
      [3, 'headToHead'],
      [1, 'headToHead'],
      [2, null],
    ]);
  });

  it('decides nothing when a tied team has not played the others', () => {
    const games = [game(1, 2, 5, 0), game(2, 1, 0, 5)];
    expect(headToHeadPercentages([{ teamId: 1 }, { teamId: 2 }, { teamId: 3 }], games)).toEqual(
      new Map([
        [1, 0],
        [2, 0],
        [3, 0],
      ]),
    );
    // Team 1 beat team 2 twice, yet with team 3 in the tie its goal differential decides.
    const ranked = rankTeams([seasonRecord(3), seasonRecord(2), seasonRecord(1, { goalsFor: 240 })], games);
    expect(ranked.map((r) => [r.team.teamId, r.aheadOfNextBy])).toEqual([
      [2, 'teamId'],
      [3, 'goalDifferential'],
      [1, null],
    ]);
  });
});
