import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_AT_ONCE_MAX_BYTES, compress, type Encoding } from './compression';

/** A JSON answer of about `bytes` bytes. */
function answerOf(bytes: number): string {
  const item = JSON.stringify({ id: 1, name: 'Skater Name', goals: 12, assists: 30 });
  return `[${Array.from({ length: Math.ceil(bytes / (item.length + 1)) }, () => item).join(',')}]`.slice(
    0,
    bytes,
  );
}

/** 'now' when `work` settles before the event loop's next check phase (so without the thread pool). */
function settlesNow(work: Promise<unknown>): Promise<'now' | 'later'> {
  const later = new Promise<'later'>((resolve) => setImmediate(() => resolve('later')));
  return Promise.race([work.then(() => 'now' as const), later]);
}

const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;

describe('compress: where an answer is compressed (docs/decisions/102)', () => {
  it.each<Encoding>(['br', 'gzip'])(
    'compresses an answer up to the limit at once, in %s',
    async (encoding) => {
      const body = answerOf(COMPRESS_AT_ONCE_MAX_BYTES);
      expect(Buffer.byteLength(body)).toBe(COMPRESS_AT_ONCE_MAX_BYTES);
      const compressed = compress(body, encoding);
      expect(await settlesNow(compressed)).toBe('now');
      expect(decode[encoding](await compressed).toString('utf8')).toBe(body);
    },
  );

  it.each<Encoding>(['br', 'gzip'])('hands a larger answer to the thread pool, in %s', async (encoding) => {
    const body = answerOf(COMPRESS_AT_ONCE_MAX_BYTES + 1);
    const compressed = compress(body, encoding);
    expect(await settlesNow(compressed)).toBe('later');
    expect(decode[encoding](await compressed).toString('utf8')).toBe(body);
  });
});
