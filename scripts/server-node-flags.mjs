// The options the server's Node.js runs with, in one place: `npm start` (start.mjs), the server package's
// start, and the benches' server processes take them from here.

/**
 * A young generation larger than V8's default: storing a batch of games allocates briefly and much, and
 * collecting it in fewer, larger scavenges halves the time spent collecting (docs/decisions/065).
 */
export const YOUNG_GENERATION = '--max-semi-space-size=32';

/**
 * Each thread collects its own garbage (docs/decisions/103). Without it, V8 hands much of every heap's
 * collection to helper threads that all isolates share and that run at the main thread's priority, so the
 * batch and page threads' garbage (nice 10) took cores from the thread answering requests (nice 0).
 */
export const OWN_THREAD_GC = '--single-threaded-gc';

export const SERVER_NODE_FLAGS = [YOUNG_GENERATION, OWN_THREAD_GC];
