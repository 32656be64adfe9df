// The pool's worker threads start as plain Node.js, which reads no TypeScript, whatever the main thread was
// started with (`node --import tsx`, the tsx CLI, vitest): tsx compiles the engine's sources here, in this thread.
import { tsImport } from 'tsx/esm/api';

const { playOneGame } = await tsImport('./play-one-game.ts', import.meta.url);

export { playOneGame };
