import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { type GameRecord, type SimulationData, describeGame } from '@rinkside/domain';
import { type TextlessGame, described, descriptionCodec, namesOf, textless } from './game-record-text';
import { type PackedGame, eventsOf, packGame, unpackGame } from './play-by-play-packing';

/**
 * How a game is stored (docs/decisions/021): one format byte, then the game packed by columns
 * (play-by-play-packing.ts) as JSON, deflated. Every format ever written stays readable.
 */
const FORMAT = {
  /** SimulationData exactly as the API answers it, event text included. */
  described: 1,
  /** A TextlessGame: the text that the domain writes is written again on reading. */
  textless: 2,
  /** A GameRecord as the engine returns it: describeGame writes its text on reading. */
  record: 3,
} as const;

// Level 3: 6.2 KiB a game in about half the time of zlib's default 6, which gives 5.4 KiB
// (docs/decisions/021); a game is compressed once and read many times.
const DEFLATE_LEVEL = 3;

function encode(format: number, packed: PackedGame): Uint8Array {
  const deflated = deflateRawSync(JSON.stringify(packed), { level: DEFLATE_LEVEL });
  const bytes = new Uint8Array(deflated.length + 1);
  bytes[0] = format;
  bytes.set(deflated, 1);
  return bytes;
}

const unpack = (bytes: Uint8Array): PackedGame =>
  JSON.parse(inflateRawSync(bytes.subarray(1)).toString('utf8')) as PackedGame;

/** A played game as the engine records it, as the league stores it. */
export function encodeGameRecord(record: GameRecord): Uint8Array {
  eventsOf(record);
  return encode(FORMAT.record, packGame(record));
}

/** A played game as the API answers it, as the league stores it. */
export function encodeSimulation(data: SimulationData): Uint8Array {
  eventsOf(data);
  const game = textless(data);
  if (!game) return encode(FORMAT.described, packGame(data));
  return encode(FORMAT.textless, packGame(game, { description: descriptionCodec(namesOf(game)) }));
}

/** The SimulationData a stored game answers, the same as before it was stored. */
export function decodeGame(bytes: Uint8Array): SimulationData {
  const format = bytes[0];
  if (format === FORMAT.textless) {
    const game = unpackGame(unpack(bytes), (top) => ({ description: descriptionCodec(namesOf(top)) }));
    return described(game as TextlessGame);
  }
  if (format === FORMAT.record) return describeGame(unpackGame(unpack(bytes)) as GameRecord);
  if (format === FORMAT.described) return unpackGame(unpack(bytes)) as SimulationData;
  throw new Error(`A stored game is in format ${String(format)}, which this server does not read`);
}
