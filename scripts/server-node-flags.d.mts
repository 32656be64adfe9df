// Types for server-node-flags.mjs, which stays plain JavaScript so `npm start` runs it without a TypeScript loader.
export const YOUNG_GENERATION: string;
export const OWN_THREAD_GC: string;
export const SERVER_NODE_FLAGS: readonly string[];
