import type { FastifyReply } from 'fastify';
import { untilClientGone } from './client-gone';
import { COMPRESS_MIN_BYTES, type Encoding, acceptedEncoding, compress, markEncoding } from './compression';

/**
 * JSON already turned into bytes (checked against its schema when it was made), kept for many requests:
 * each compressed form is made on first demand and kept beside it, so a hot answer is compressed once.
 */
export class PreparedJson {
  readonly #encoded = new Map<Encoding, Promise<Buffer>>();

  /** `brotli`: its brotli form, when it was made with it (in the page thread, docs/decisions/099). */
  constructor(
    readonly bytes: Buffer,
    brotli?: Buffer,
  ) {
    if (brotli) this.#encoded.set('br', Promise.resolve(brotli));
  }

  static of(value: unknown): PreparedJson {
    return new PreparedJson(Buffer.from(JSON.stringify(value)));
  }

  /** Whether its form in `encoding` is made (or being made) already. */
  has(encoding: Encoding): boolean {
    return this.#encoded.has(encoding);
  }

  encoded(encoding: Encoding): Promise<Buffer> {
    let bytes = this.#encoded.get(encoding);
    if (!bytes) {
      bytes = compress(this.bytes, encoding);
      // A failed compression is not kept: the next request tries again.
      bytes.catch(() => this.#encoded.delete(encoding));
      this.#encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/**
 * Sends prepared JSON as it is: Fastify sends bytes with a JSON content type without serializing
 * again, and the compression hook leaves alone an answer that already has its Content-Encoding.
 */
export async function sendJsonText(reply: FastifyReply, json: PreparedJson): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8');
  if (json.bytes.length < COMPRESS_MIN_BYTES) return reply.send(json.bytes);
  const encoding = acceptedEncoding(reply.request);
  markEncoding(reply, encoding);
  return reply.send(encoding ? await json.encoded(encoding) : json.bytes);
}

/** Sends prepared JSON once it is ready, unless the client has gone before (docs/decisions/061). */
export async function sendJsonWhenReady(
  reply: FastifyReply,
  json: Promise<PreparedJson>,
): Promise<FastifyReply> {
  return sendJsonText(reply, await untilClientGone(reply, json));
}
