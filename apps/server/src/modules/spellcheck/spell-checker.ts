import { Worker } from 'node:worker_threads';
import type { SpellcheckLang } from '@vita/shared';
import type { SpellJob, SpellJobResult, SpellReplyMessage, WorkerMemory } from './spell-protocol';

export type SpellCheckerOptions = {
  /** A suggestion search running longer is stopped by ending the worker (it restarts on demand). */
  suggestTimeoutMs: number;
  /** The same for a check (bounded by the input limits; this only guards against the unexpected). */
  checkTimeoutMs: number;
  /** Loading the WebAssembly module and both dictionaries. */
  startTimeoutMs: number;
  /** Jobs that may wait; beyond it checks are refused (busy) and suggestions skipped. */
  maxQueuedJobs: number;
  /** Suggestion lists kept (per language and word), oldest dropped first. */
  cacheSize: number;
};

export const DEFAULT_SPELL_CHECKER_OPTIONS: SpellCheckerOptions = {
  suggestTimeoutMs: 3_000,
  checkTimeoutMs: 15_000,
  startTimeoutMs: 30_000,
  maxQueuedJobs: 200,
  cacheSize: 5_000,
};

export type Suggestions = { suggestions: string[]; complete: boolean };

/** Too much work is waiting already; the caller should try again shortly. */
export class SpellCheckerBusyError extends Error {}
/** The worker failed to start, crashed or ran out of time. */
export class SpellCheckerFailedError extends Error {}

type Kind = SpellJob['kind'];
type Pending = {
  job: SpellJob;
  urgent: boolean;
  timeoutMs: number;
  resolve: (result: SpellJobResult[Kind]) => void;
  reject: (error: Error) => void;
};

const WORKER_URL = new URL('./spell-worker-entry.mjs', import.meta.url);

/**
 * Hunspell in one worker thread, started at first use and kept. Jobs run one at a time: checks
 * before suggestions. A job over its time limit ends the worker, so a pathological word can never
 * hold the spell checker (or, since it runs off the main thread, anything else) for long.
 */
export class SpellChecker {
  private worker: Promise<Worker> | null = null;
  /** The started worker, once `worker` has resolved. */
  private current: Worker | null = null;
  private readonly queue: Pending[] = [];
  private running: Pending | null = null;
  private nextId = 1;
  private readonly cache = new Map<string, Suggestions>();
  private readonly searching = new Map<string, Promise<Suggestions>>();
  /** Time the last start took to load the module and the dictionaries, in ms. */
  loadMs: number | null = null;
  /** Workers ended because a job ran out of time or the worker failed. */
  restarts = 0;

  constructor(private readonly options: SpellCheckerOptions = DEFAULT_SPELL_CHECKER_OPTIONS) {}

  /** Loads the dictionaries now (server start) instead of on the first request. */
  async start(): Promise<void> {
    await this.workerReady();
  }

  check(lang: SpellcheckLang, words: string[]): Promise<boolean[]> {
    if (words.length === 0) return Promise.resolve([]);
    return this.enqueue({ kind: 'check', lang, words }, true) as Promise<boolean[]>;
  }

  /**
   * Suggestions for a misspelled word, from the cache or a search that waits its turn. Resolves
   * `null` when they are not ready within `waitMs`; the search goes on and fills the cache.
   */
  async suggest(lang: SpellcheckLang, word: string, waitMs: number): Promise<Suggestions | null> {
    const key = `${lang}\u0000${word}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    let search = this.searching.get(key);
    if (!search) {
      if (this.queue.length >= this.options.maxQueuedJobs) return null;
      search = this.search(key, lang, word).finally(() => this.searching.delete(key));
      this.searching.set(key, search);
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    try {
      return await Promise.race([search, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  memory(): Promise<WorkerMemory> {
    return this.enqueue({ kind: 'memory' }, true) as Promise<WorkerMemory>;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.current = null;
    for (const pending of this.queue.splice(0)) pending.reject(new SpellCheckerFailedError('closed'));
    if (worker) await (await worker.catch(() => null))?.terminate();
  }

  /** Never rejects: a search may go on after everyone stopped waiting for it. */
  private async search(key: string, lang: SpellcheckLang, word: string): Promise<Suggestions> {
    let found: Suggestions;
    try {
      const suggestions = (await this.enqueue({ kind: 'suggest', lang, word }, false)) as string[];
      found = { suggestions, complete: true };
    } catch (error) {
      found = { suggestions: [], complete: false };
      if (error instanceof SpellCheckerBusyError) return found;
      // The give-up is remembered too: asking again would only end the worker again.
    }
    this.cache.set(key, found);
    if (this.cache.size > this.options.cacheSize) {
      const oldest = this.cache.keys().next();
      if (!oldest.done) this.cache.delete(oldest.value);
    }
    return found;
  }

  private enqueue(job: SpellJob, urgent: boolean): Promise<SpellJobResult[Kind]> {
    if (this.queue.length >= this.options.maxQueuedJobs) {
      return Promise.reject(new SpellCheckerBusyError('too many spell-check jobs waiting'));
    }
    const timeoutMs = job.kind === 'suggest' ? this.options.suggestTimeoutMs : this.options.checkTimeoutMs;
    return new Promise((resolve, reject) => {
      const pending = { job, urgent, timeoutMs, resolve, reject };
      const firstLater = urgent ? this.queue.findIndex((p) => !p.urgent) : -1;
      if (firstLater === -1) this.queue.push(pending);
      else this.queue.splice(firstLater, 0, pending);
      void this.pump();
    });
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    const pending = this.queue.shift();
    if (!pending) return;
    this.running = pending;
    try {
      const worker = await this.workerReady();
      pending.resolve(await this.runOn(worker, pending));
    } catch (error) {
      pending.reject(error instanceof Error ? error : new SpellCheckerFailedError(String(error)));
    } finally {
      this.running = null;
      void this.pump();
    }
  }

  private runOn(worker: Worker, pending: Pending): Promise<SpellJobResult[Kind]> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
      };
      const onMessage = (message: SpellReplyMessage) => {
        if (message.type === 'ready' || message.id !== id) return;
        done();
        if (message.type === 'result') resolve(message.result);
        else reject(new SpellCheckerFailedError(message.message));
      };
      const onExit = () => {
        done();
        reject(new SpellCheckerFailedError('the spell-check worker stopped'));
      };
      const timer = setTimeout(() => {
        done();
        this.discardWorker(worker);
        reject(new SpellCheckerFailedError(`${pending.job.kind} took longer than ${pending.timeoutMs} ms`));
      }, pending.timeoutMs);
      worker.on('message', onMessage);
      worker.on('exit', onExit);
      worker.postMessage({ ...pending.job, id });
    });
  }

  private workerReady(): Promise<Worker> {
    this.worker ??= this.startWorker();
    return this.worker;
  }

  private startWorker(): Promise<Worker> {
    const started = performance.now();
    const worker = new Worker(WORKER_URL);
    worker.unref();
    const ready = new Promise<Worker>((resolve, reject) => {
      const fail = (error: Error) => {
        clearTimeout(timer);
        reject(new SpellCheckerFailedError(`the spell-check worker did not start: ${error.message}`));
      };
      const timer = setTimeout(() => fail(new Error('timeout')), this.options.startTimeoutMs);
      worker.once('error', fail);
      worker.once('exit', (code) => fail(new Error(`exit ${code}`)));
      worker.once('message', (message: SpellReplyMessage) => {
        clearTimeout(timer);
        worker.removeAllListeners('error');
        worker.removeAllListeners('exit');
        if (message.type !== 'ready') return fail(new Error('unexpected first message'));
        this.loadMs = performance.now() - started;
        this.current = worker;
        // A crash later (e.g. out of memory) drops the worker; the next job starts a new one.
        worker.on('error', () => this.discardWorker(worker));
        worker.on('exit', () => this.discardWorker(worker));
        resolve(worker);
      });
    });
    ready.catch(() => {
      void worker.terminate();
      if (this.worker === ready) this.worker = null;
    });
    return ready;
  }

  private discardWorker(worker: Worker) {
    if (this.current === worker) {
      this.current = null;
      this.worker = null;
      this.restarts += 1;
    }
    void worker.terminate();
  }
}

let shared: SpellChecker | undefined;

/** The process's one spell checker: the dictionaries are loaded once and kept in memory. */
export function sharedSpellChecker(): SpellChecker {
  shared ??= new SpellChecker();
  return shared;
}
