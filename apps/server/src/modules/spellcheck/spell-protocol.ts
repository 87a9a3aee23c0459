import type { SpellcheckLang } from '@vita/shared';

/** Messages between the spell checker (main thread) and its worker thread. */
export type SpellJob =
  | { kind: 'check'; lang: SpellcheckLang; words: string[] }
  | { kind: 'suggest'; lang: SpellcheckLang; word: string }
  | { kind: 'memory' };

export type WorkerMemory = {
  /** The worker isolate's memory outside the JS heap: mostly Hunspell's WebAssembly memory. */
  externalBytes: number;
  heapUsedBytes: number;
};

export type SpellJobResult = {
  check: boolean[];
  suggest: string[];
  memory: WorkerMemory;
};

export type SpellRequestMessage = SpellJob & { id: number };

export type SpellReplyMessage =
  | { type: 'ready'; loadMs: number }
  | { type: 'result'; id: number; result: SpellJobResult[SpellJob['kind']] }
  | { type: 'failed'; id: number; message: string };
