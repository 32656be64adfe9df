import type { GameRecord } from '@rinkside/domain';
import { createRng, type GameInput, simulateGameRecord } from '@rinkside/sim';
import { encodeGameRecord } from '../game-record-codec';
import { type GameKeys, resultRows } from '../result-rows';

/**
 * One game as a worker thread receives it: plain data that survives a structured clone (no functions,
 * no class instances), so the same game plays the same in any thread.
 */
export interface GameToPlay {
  /** The teams as dressed for the game, its date and its type. */
  input: GameInput;
  /** The game's seed: the engine draws every number from it. */
  seed: string;
  /** Who replaced whom when the teams were dressed: the stored record names them. */
  replacements: NonNullable<GameRecord['replacements']>;
  /** The game's row, team and season ids, written on its stats rows. */
  keys: GameKeys;
}

/** A played game without its play-by-play: what storing it reads besides its bytes and rows. */
export type GameSummary = Omit<GameRecord, 'events'>;

/**
 * A game played and made ready to store, in the thread that played it (docs/decisions/073): its record
 * already encoded and its stats rows built, so only these cross back, not the play-by-play's events.
 */
export interface PlayedGame {
  summary: GameSummary;
  /** The record as `game_simulations` stores it. */
  record: Uint8Array;
  rows: ReturnType<typeof resultRows>;
}

/** Plays the game with the engine, from its seed, and packs it: what every thread runs, the main one included. */
export function playOneGame(game: GameToPlay): PlayedGame {
  const played = simulateGameRecord(game.input, { rng: createRng(game.seed) });
  played.replacements = game.replacements;
  const rows = resultRows(played, game.keys);
  const record = encodeGameRecord(played);
  const { events: _events, ...summary } = played;
  return { summary, record, rows };
}
