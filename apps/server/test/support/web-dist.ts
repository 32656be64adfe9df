import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface WebDist {
  dir: string;
  /** A hashed script as the build writes it, with its brotli and gzip twins. */
  script: { url: string; bytes: Buffer; br: Buffer; gz: Buffer };
  remove(): void;
}

/** A small built web app in a folder of its own, shaped like apps/web/dist after `npm run build`. */
export function createWebDist(): WebDist {
  const dir = mkdtempSync(join(tmpdir(), 'rinkside-web-'));
  mkdirSync(join(dir, 'assets'));
  const bytes = Buffer.from(
    Array.from({ length: 200 }, (_, i) => `export const line${i} = 'Rinkside line ${i}';`).join('\n'),
  );
  // Written whole (not by the server), so a test can tell the twin served from one made on the fly.
  const br = brotliCompressSync(bytes);
  const gz = gzipSync(bytes);
  const name = 'assets/index-B5rD1adM.js';
  writeFileSync(join(dir, name), bytes);
  writeFileSync(join(dir, `${name}.br`), br);
  writeFileSync(join(dir, `${name}.gz`), gz);
  writeFileSync(join(dir, 'assets/index-BySXoUjW.css'), 'body{margin:0}');
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><script type="module" src="/${name}"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return {
    dir,
    script: { url: `/${name}`, bytes, br, gz },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
