import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { type GameRecord, type SimulationData, describeGame } from '@rinkside/domain';
import { type TextlessGame, described, descriptionCodec, namesOf, textless } from './game-record-text';
import { type PackedGame, eventsOf, packGame, unpackGame } from './play-by-play-packing';
import { NotPlainData, RecordReader, RecordWriter } from './game-record-binary';
import { ByteReader } from './byte-codec';

/**
 * How a game is stored (docs/decisions/021, 065): one format byte, then the game, deflated: packed by
 * columns (play-by-play-packing.ts) as JSON, or as tagged bytes (game-record-binary.ts). Every format
 * ever written stays readable.
 */
const FORMAT = {
  /** SimulationData exactly as the API answers it, event text included. */
  described: 1,
  /** A TextlessGame: the text that the domain writes is written again on reading. */
  textless: 2,
  /** A GameRecord as the engine returns it: describeGame writes its text on reading. */
  record: 3,
  /** A GameRecord as tagged bytes: what the engine returns, without JSON text (docs/decisions/065). */
  binary: 4,
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

// Tagged bytes deflate fast: level 1 halves them (13 KiB to 7 KiB a game) in a third of a millisecond.
const BINARY_DEFLATE_LEVEL = 1;

/** A played game as the engine records it, as the league stores it. */
export function encodeGameRecord(record: GameRecord): Uint8Array {
  eventsOf(record);
  const writer = new RecordWriter();
  try {
    writer.value(record);
  } catch (error) {
    // A value JSON would change (none the engine makes) is stored as JSON once was.
    if (error instanceof NotPlainData) return encode(FORMAT.record, packGame(record));
    throw error;
  }
  const deflated = deflateRawSync(writer.out.bytes(), { level: BINARY_DEFLATE_LEVEL });
  const bytes = new Uint8Array(deflated.length + 1);
  bytes[0] = FORMAT.binary;
  bytes.set(deflated, 1);
  return bytes;
}

/** The GameRecord a game stored as one reads back, text not yet written; null for other formats. */
export function decodeGameRecord(bytes: Uint8Array): GameRecord | null {
  if (bytes[0] === FORMAT.record) return unpackGame(unpack(bytes)) as GameRecord;
  if (bytes[0] !== FORMAT.binary) return null;
  const input = new ByteReader(inflateRawSync(bytes.subarray(1)));
  const record = new RecordReader(input).value();
  input.end();
  return record as GameRecord;
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
  if (format === FORMAT.binary || format === FORMAT.record)
    return describeGame(decodeGameRecord(bytes) as GameRecord);
  if (format === FORMAT.described) return unpackGame(unpack(bytes)) as SimulationData;
  throw new Error(`A stored game is in format ${String(format)}, which this server does not read`);
}
