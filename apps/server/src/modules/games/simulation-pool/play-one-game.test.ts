import { createRng, generateLeague, simulateGameRecord } from '@rinkside/sim';
import { describe, expect, it } from 'vitest';
import { decodeGameRecord } from '../game-record-codec';
import { resultRows } from '../result-rows';
import { type GameToPlay, playOneGame } from './play-one-game';

const [home = [], away = []] = generateLeague(createRng('play-one-game'), { teams: 2 });

const game: GameToPlay = {
  input: {
    home: { name: 'Home', players: home },
    away: { name: 'Away', players: away },
    date: '2026-01-10T19:00:00.000Z',
    gameType: 'regular',
  },
  seed: 'packed',
  replacements: [{ team: 'home', slot: 'line1_c', out: 1, in: 2, reason: 'injured' }],
  keys: { gameId: 7, seasonId: 3, gameType: 'regular', homeTeamId: 11, awayTeamId: 12 },
};

describe('a game played and packed for storing', () => {
  const played = playOneGame(game);
  const record = simulateGameRecord(game.input, { rng: createRng(game.seed) });
  record.replacements = game.replacements;

  it('stores the record the engine played, with who replaced whom at dressing', () => {
    expect(decodeGameRecord(played.record)).toEqual(record);
  });

  it("builds the game's stats rows from its play-by-play, keyed by its row, teams and season", () => {
    expect(played.rows).toEqual(resultRows(record, game.keys));
    expect(played.rows.teams.map((row) => [row.game_id, row.team_id, row.season_id])).toEqual([
      [7, 11, 3],
      [7, 12, 3],
    ]);
  });

  it('answers the rest of the record without its events', () => {
    const { events, ...rest } = record;
    expect(events.length).toBeGreaterThan(100);
    expect(played.summary).toEqual(rest);
    expect('events' in played.summary).toBe(false);
  });
});
