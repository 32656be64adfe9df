import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

// Below this, the headers and the compressor's framing cost about what compression saves.
export const COMPRESS_MIN_BYTES = 1024;

// Quality 5 of 11: a season's 180 KB of stats JSON goes to ~19 KB in ~3 ms; 9 saves 2 KB more for 16 ms,
// 11 another 3 KB for 200 ms. Answers change with every game, so compression time is paid often.
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/**
 * Up to this size an answer is compressed where it is sent, at once: well under a millisecond at these
 * levels, where handing it to libuv's thread pool and back costs two waits for a core on a busy machine,
 * each a tail of its own (docs/decisions/102). Larger answers still go to the pool.
 */
export const COMPRESS_AT_ONCE_MAX_BYTES = 64 * 1024;

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml)|application\/[\w.+-]+\+(json|xml)|image\/svg\+xml)/;

// Brotli first: at equal q-values the client takes either, and brotli is smaller.
const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding the request accepts, best first; none when it sends no Accept-Encoding. */
export function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (!header) return undefined;
  // `*` means any coding: answer as if the client had named gzip, which every client decodes.
  return negotiator.negotiate(header.toLowerCase().replaceAll('*', 'gzip')) ?? undefined;
}

const brotliOptions = (body: Buffer | string) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
});

export function compress(body: Buffer | string, encoding: Encoding): Promise<Buffer> {
  if (Buffer.byteLength(body) <= COMPRESS_AT_ONCE_MAX_BYTES)
    return Promise.resolve(compressInThisThread(body, encoding));
  if (encoding === 'gzip') return gzipAsync(body, { level: GZIP_LEVEL });
  return brotli(body, brotliOptions(body));
}

/** `compress` in the calling thread, at once. */
export function compressInThisThread(body: Buffer | string, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: GZIP_LEVEL });
  return brotliCompressSync(body, brotliOptions(body));
}

/** `compress` to brotli in the calling thread: for a thread of its own, such as the page thread's. */
export function brotliInThisThread(body: Uint8Array): Buffer {
  return compressInThisThread(Buffer.from(body.buffer, body.byteOffset, body.byteLength), 'br');
}

/** Adds Accept-Encoding to Vary: caches must keep the br, gzip and plain answers apart. */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (current === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/** Marks the reply as sent in `encoding` (or plainly, when undefined) and says it depends on Accept-Encoding. */
export function markEncoding(reply: FastifyReply, encoding: Encoding | undefined): void {
  varyOnEncoding(reply);
  if (!encoding) return;
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
}

function isCompressible(reply: FastifyReply, payload: unknown): payload is Buffer | string {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false; // streams: static files
  if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return false;
  if (reply.getHeader('content-encoding')) return false;
  if (/no-transform/i.test(String(reply.getHeader('cache-control') ?? ''))) return false;
  return COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''));
}

/**
 * Compresses every answer sent whole (JSON, generated SVG) past the threshold, as the request accepts.
 * Streams pass untouched: static files come precompressed from the build, and the live event stream
 * writes to the socket itself (it hijacks the reply), so each event still leaves at once.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isCompressible(reply, payload)) return payload;
    const encoding = acceptedEncoding(request);
    markEncoding(reply, encoding);
    return encoding ? compress(payload, encoding) : payload;
  });
}
