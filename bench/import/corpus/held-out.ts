import { readCorpus } from './build';
import type { CorpusCv } from './types';

/** The held-out third: measured, never tuned against. */
export const HELD_OUT: CorpusCv[] = readCorpus(new URL('./held-out.json', import.meta.url));
