import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The sample ZenGM hockey league kept beside the repository (../shared/data/zengm, described by its
// FORMAT.md): found beside this checkout, or where the project's machine keeps it, or where
// RINKSIDE_ZENGM_SAMPLE says. A checkout elsewhere without it skips the tests that need it, by name.
const CANDIDATES = [
  process.env.RINKSIDE_ZENGM_SAMPLE,
  fileURLToPath(new URL('../../../../../shared/data/zengm/hockey-league-a.json.gz', import.meta.url)),
  '/work/shared/data/zengm/hockey-league-a.json.gz',
];

export const ZENGM_SAMPLE_PATH = CANDIDATES.find((path) => path !== undefined && existsSync(path)) ?? null;

/** The sample's bytes (gzip), or null when no copy is at hand. */
export const ZENGM_SAMPLE: Buffer | null = ZENGM_SAMPLE_PATH ? readFileSync(ZENGM_SAMPLE_PATH) : null;
