import { setFlagsFromString } from 'node:v8';

/**
 * How far the main thread's old generation may grow past what the last full collection kept before the
 * next one starts (docs/decisions/101): 100 lets it double. V8 left to itself grew it by about a fifth under
 * load, so the server paused 10–30 ms for a full collection every 2–3 s, and the reads in flight waited.
 */
export const HEAP_GROWING_PERCENT = 100;

/** Sets the growth for this process; read by V8 at each full collection, so it holds from the next one. */
export function setHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
