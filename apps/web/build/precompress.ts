import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

// Text formats the browser fetches; images and fonts are compressed already, source maps only by devtools.
const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt']);
// Below this the headers cost about what compression saves (the server's threshold for JSON too).
export const PRECOMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Whether the build writes .br and .gz twins beside a file (its path inside the build) of this size. */
export function shouldPrecompress(path: string, bytes: number): boolean {
  // Dot folders (.vite/manifest.json) are for build tools, never served.
  if (path.split(/[\\/]/).some((part) => part.startsWith('.'))) return false;
  return TEXT_EXTENSIONS.has(extname(path).toLowerCase()) && bytes >= PRECOMPRESS_MIN_BYTES;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

export interface PrecompressedFile {
  path: string;
  bytes: number;
  br?: number;
  gz?: number;
}

/**
 * Writes `file.br` and `file.gz` beside each text file of the folder at the strongest settings: done
 * once per build, so brotli 11 (a second for the largest chunk) costs nothing per request. A twin no
 * smaller than its file is not written; the server then sends the file itself.
 */
export async function precompressFolder(dir: string): Promise<PrecompressedFile[]> {
  const candidates: { path: string; bytes: number }[] = [];
  for (const path of await filesUnder(dir)) {
    const { size } = await stat(path);
    if (shouldPrecompress(relative(dir, path), size)) candidates.push({ path, bytes: size });
  }
  return Promise.all(
    candidates.map(async ({ path, bytes }) => {
      const content = await readFile(path);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      const written: PrecompressedFile = { path: relative(dir, path), bytes };
      if (br.length < bytes) {
        await writeFile(`${path}.br`, br);
        written.br = br.length;
      }
      if (gz.length < bytes) {
        await writeFile(`${path}.gz`, gz);
        written.gz = gz.length;
      }
      return written;
    }),
  );
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** Vite plugin: precompresses the finished build (public files included) for the server to send as is. */
export function precompress(): Plugin {
  return {
    name: 'rinkside:precompress',
    apply: 'build',
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler(options) {
        if (!options.dir) return;
        const files = await precompressFolder(options.dir);
        const sum = (pick: (f: PrecompressedFile) => number) => files.reduce((n, f) => n + pick(f), 0);
        this.info(
          `precompressed ${files.length} files: ${kB(sum((f) => f.bytes))} → ` +
            `${kB(sum((f) => f.br ?? f.bytes))} br, ${kB(sum((f) => f.gz ?? f.bytes))} gzip`,
        );
      },
    },
  };
}
