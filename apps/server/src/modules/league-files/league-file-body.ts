import { pipeline, Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { looksLikeZengmHockeyFile } from '@rinkside/domain';
import { HttpError, badRequest } from '../../http/errors';
import { looksLikeRinksideLeagueFile } from './rinkside-file-format';

// The body of POST /api/league/import (docs/decisions/083): gzip or plain JSON, told apart by the bytes
// themselves rather than the Content-Type a client may get wrong, read as a stream up to a limit, then
// recognised by what it holds. Nothing here writes; a bad file fails before the import starts.

/** Every gzip stream starts with these two bytes (RFC 1952 §2.3.1). */
const GZIP_MAGIC = [0x1f, 0x8b] as const;

export const isGzip = (head: Uint8Array): boolean => head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1];

const tooLarge = (maxBytes: number) =>
  new HttpError(
    413,
    `The league file is larger than this server reads (${Math.round(maxBytes / 1_000_000)} MB unpacked).`,
  );

/** The first chunks until two bytes are in hand, and the stream again from its start. */
async function peek(
  body: AsyncIterable<Uint8Array>,
): Promise<{ head: Buffer; whole: AsyncIterable<Uint8Array> }> {
  const iterator = body[Symbol.asyncIterator]();
  const seen: Buffer[] = [];
  let length = 0;
  while (length < GZIP_MAGIC.length) {
    const next = await iterator.next();
    if (next.done) break;
    const chunk = Buffer.from(next.value);
    seen.push(chunk);
    length += chunk.length;
  }
  async function* whole() {
    yield* seen;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head: Buffer.concat(seen), whole: whole() };
}

/** The file's bytes, unpacked when gzipped; 413 past `maxBytes` unpacked, 400 for a broken gzip. */
export async function readLeagueFileBytes(
  body: AsyncIterable<Uint8Array>,
  maxBytes: number,
): Promise<Buffer> {
  const { head, whole } = await peek(body);
  // pipeline, not pipe: a request that fails half-way fails the unpacking too, instead of leaving it waiting.
  const source = isGzip(head)
    ? pipeline(Readable.from(whole), createGunzip(), () => undefined)
    : Readable.from(whole);
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) {
        source.destroy();
        throw tooLarge(maxBytes);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (
      code.startsWith('Z_') ||
      code === 'ERR_INVALID_ARG_TYPE' ||
      /unexpected end of file/i.test(String(error))
    )
      throw badRequest(
        'The league file is not a complete gzip file: it may have been cut off while it was saved or sent.',
      );
    throw error;
  }
  return Buffer.concat(chunks, total);
}

export type LeagueFileFormat = 'zengm-hockey' | 'rinkside';

export interface LeagueFileDocument {
  format: LeagueFileFormat;
  document: unknown;
}

/** The parsed document and which league file it is; 400 when it is not JSON or not a file Rinkside reads. */
export function recogniseLeagueFile(bytes: Buffer): LeagueFileDocument {
  let document: unknown;
  try {
    document = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw badRequest(`The league file is not JSON: ${(error as Error).message}`);
  }
  // Rinkside's own file says what it is (docs/decisions/086); ZenGM's is known by its content.
  if (looksLikeRinksideLeagueFile(document)) return { format: 'rinkside', document };
  if (looksLikeZengmHockeyFile(document)) return { format: 'zengm-hockey', document };
  throw badRequest(
    'This is not a league file Rinkside reads: it expected a ZenGM hockey league export (its "Export League" file) or a Rinkside league file.',
  );
}
