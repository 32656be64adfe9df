// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressFolder, shouldPrecompress } from './precompress';

describe('which built files get precompressed twins', () => {
  it.each(['assets/index-B5rD1adM.js', 'assets/mantine-BAaiLa3G.css', 'index.html', 'crest.svg', 'a.json'])(
    'text the browser fetches: %s',
    (path) => {
      expect(shouldPrecompress(path, PRECOMPRESS_MIN_BYTES)).toBe(true);
      expect(shouldPrecompress(path, PRECOMPRESS_MIN_BYTES - 1)).toBe(false);
    },
  );

  it.each(['assets/index-B5rD1adM.js.map', 'assets/logo-Cx1.png', 'assets/inter-D3.woff2', 'a.js.br'])(
    'not files already compressed or only for devtools: %s',
    (path) => expect(shouldPrecompress(path, 100_000)).toBe(false),
  );

  it("not the build tools' own dot folders", () => {
    expect(shouldPrecompress('.vite/manifest.json', 100_000)).toBe(false);
  });
});

describe('precompressing a build folder', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip twins that decode to the file, and leaves the rest alone', async () => {
    dir = mkdtempSync(join(tmpdir(), 'rinkside-precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = Buffer.from('export const shot = () => "on goal";\n'.repeat(200));
    writeFileSync(join(dir, 'assets/index-B5rD1adM.js'), script);
    writeFileSync(join(dir, 'assets/index-B5rD1adM.js.map'), script);
    writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // Random bytes do not compress: a twin larger than its file would only cost more to send.
    const noise = randomBytes(4096);
    writeFileSync(join(dir, 'noise.txt'), noise);

    const files = await precompressFolder(dir);

    const twin = (name: string) => join(dir, name);
    expect(brotliDecompressSync(readFileSync(twin('assets/index-B5rD1adM.js.br')))).toEqual(script);
    expect(gunzipSync(readFileSync(twin('assets/index-B5rD1adM.js.gz')))).toEqual(script);
    for (const skipped of ['assets/index-B5rD1adM.js.map', 'favicon.svg', 'noise.txt']) {
      expect(existsSync(twin(`${skipped}.br`)), skipped).toBe(false);
      expect(existsSync(twin(`${skipped}.gz`)), skipped).toBe(false);
    }
    const scriptReport = files.find((f) => f.path === join('assets', 'index-B5rD1adM.js'));
    expect(scriptReport?.br).toBeLessThan(script.length / 10);
    expect(files.find((f) => f.path === 'noise.txt')).toEqual({ path: 'noise.txt', bytes: noise.length });
  });
});
