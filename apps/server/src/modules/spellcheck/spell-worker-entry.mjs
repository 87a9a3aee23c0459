// Worker threads do not inherit tsx's loader in every set-up (Vitest, `node --import tsx`), so
// the worker registers it itself before loading its TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./spell-worker.ts');
