import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors';
import { isGzip, readLeagueFileBytes, recogniseLeagueFile } from './league-file-body';

const zengmFile = {
  version: 72,
  gameAttributes: { season: 2026, phase: 1 },
  teams: [],
  players: [{ pid: 0, tid: 0, ratings: [{ glk: 80, fcf: 10 }] }],
};
const json = Buffer.from(JSON.stringify(zengmFile));

/** A body in chunks of `size` bytes, as a request stream delivers it. */
async function* inChunks(bytes: Buffer, size: number) {
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}

const statusOf = async (work: Promise<unknown>): Promise<number | null> =>
  work.then(
    () => null,
    (error: unknown) => (error instanceof HttpError ? error.statusCode : -1),
  );

describe('reading a league file body', () => {
  it('takes plain JSON as it is', async () => {
    expect((await readLeagueFileBytes(inChunks(json, 64), 1_000_000)).equals(json)).toBe(true);
  });

  it('unpacks gzip by its first two bytes, even when they arrive in separate chunks', async () => {
    const packed = gzipSync(json);
    expect(isGzip(packed)).toBe(true);
    expect(isGzip(json)).toBe(false);
    expect((await readLeagueFileBytes(inChunks(packed, 1), 1_000_000)).equals(json)).toBe(true);
  });

  it('refuses a gzip file cut off in the middle with a 400', async () => {
    const packed = gzipSync(json);
    expect(
      await statusOf(readLeagueFileBytes(inChunks(packed.subarray(0, packed.length - 12), 16), 1_000_000)),
    ).toBe(400);
  });

  it('fails, not waits, when the request breaks off half-way through a gzip body', async () => {
    async function* broken() {
      yield gzipSync(json).subarray(0, 10);
      throw new Error('client went away');
    }
    await expect(readLeagueFileBytes(broken(), 1_000_000)).rejects.toThrow('client went away');
  });

  it('stops at the limit, counted unpacked, with a 413; a file at the limit is read', async () => {
    expect(await statusOf(readLeagueFileBytes(inChunks(gzipSync(json), 32), json.length - 1))).toBe(413);
    expect(await statusOf(readLeagueFileBytes(inChunks(json, 32), json.length - 1))).toBe(413);
    expect(await statusOf(readLeagueFileBytes(inChunks(json, 32), json.length))).toBeNull();
  });
});

describe('recognising a league file', () => {
  it('knows a ZenGM hockey export by its content', () => {
    expect(recogniseLeagueFile(json).format).toBe('zengm-hockey');
  });

  it('answers 400 for text that is not JSON, and for JSON that is no league file it reads', () => {
    const status = (bytes: Buffer) => {
      try {
        recogniseLeagueFile(bytes);
        return null;
      } catch (error) {
        return error instanceof HttpError ? error.statusCode : -1;
      }
    };
    expect(status(Buffer.from('{"version": 72, '))).toBe(400);
    expect(
      status(
        Buffer.from(
          JSON.stringify({ version: 72, players: [{ ratings: [{ jmp: 50 }] }], gameAttributes: {} }),
        ),
      ),
    ).toBe(400);
  });
});
