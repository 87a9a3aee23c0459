// Worker threads do not inherit tsx's loader in every set-up (Vitest, `node --import tsx`), so
// the worker registers it itself before loading its TypeScript. The built server runs a compiled
// parse-worker-entry.mjs instead.
import { register } from 'tsx/esm/api';

register();
await import('./parse-worker.ts');
