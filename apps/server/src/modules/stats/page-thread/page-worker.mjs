// The page thread's entry (docs/decisions/099). A worker thread starts as plain Node.js, which reads no
// TypeScript, whatever the main thread was started with: tsx compiles the server's sources here.
import { tsImport } from 'tsx/esm/api';

await tsImport('./page-worker-main.ts', import.meta.url);
