// The batch thread's entry (docs/decisions/096). A worker thread starts as plain Node.js, which reads no
// TypeScript, whatever the main thread was started with: tsx compiles the server's sources here.
import { tsImport } from 'tsx/esm/api';

await tsImport('./batch-worker-main.ts', import.meta.url);
