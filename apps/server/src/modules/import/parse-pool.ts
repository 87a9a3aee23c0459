import { Worker } from 'node:worker_threads';
import { HttpError } from '../../http/errors';
import { ImportError } from './import-errors';
import type { DocumentKind, Imported } from './read-document';

export type ParseRequest = { id: number; kind: DocumentKind; data: Uint8Array };
export type ParseReply =
  | { id: number; ok: true; result: Imported }
  | { id: number; ok: false; status: number; message: string };
/** A new worker's first message: its readers are loaded, the time limit may start. */
export const WORKER_READY = 'ready';

export type ParsePoolOptions = {
  /** Worker threads reading at the same time (the machine's cores are shared with the server). */
  size: number;
  /** A file still being read after this long is given up: its worker is terminated. */
  timeoutMs: number;
  /** Loading a new worker's readers (pdf.js, mammoth) is not counted in the file's time. */
  startTimeoutMs?: number;
  /** Uploads waiting for a free worker; beyond this the server is too busy (503). */
  maxWaiting: number;
};

const WORKER_URL = new URL('./parse-worker-entry.mjs', import.meta.url);
/** How a file that breaks its reader is named in the German message. */
const KIND_NAMES: Record<DocumentKind, string> = { pdf: 'PDF', docx: 'Word-Dokument', linkedin: 'ZIP-Datei' };

type Job = {
  kind: DocumentKind;
  data: Buffer;
  resolve: (value: Imported) => void;
  reject: (error: Error) => void;
};

/**
 * Reads PDF, Word and ZIP uploads in a few worker threads, one file per worker at a time, so that a big
 * or malicious file never stalls the requests of others. Idle workers are kept for the next file.
 */
export class ParsePool {
  private readonly idle: Worker[] = [];
  private readonly waiting: Job[] = [];
  private busy = 0;
  private nextId = 1;

  constructor(private readonly options: ParsePoolOptions) {}

  read(kind: DocumentKind, data: Buffer): Promise<Imported> {
    return new Promise((resolve, reject) => {
      if (this.busy >= this.options.size && this.waiting.length >= this.options.maxWaiting)
        return reject(ImportError.busy());
      this.waiting.push({ kind, data, resolve, reject });
      this.pump();
    });
  }

  /**
   * Starts one reader ahead of the first upload (after listen): loading pdf.js and mammoth takes
   * seconds on a busy machine, which the first user should not wait for.
   */
  async warm(): Promise<void> {
    if (this.idle.length > 0 || this.busy > 0) return;
    this.idle.push(await this.startWorker());
  }

  /** Ends every worker (on shutdown); files being read fail. */
  async close(): Promise<void> {
    await Promise.all(this.idle.splice(0).map((worker) => worker.terminate()));
  }

  private pump(): void {
    while (this.busy < this.options.size && this.waiting.length > 0) {
      const job = this.waiting.shift() as Job;
      this.busy += 1;
      const idle = this.idle.pop();
      (idle ? Promise.resolve(idle) : this.startWorker())
        .then(
          (worker) => this.run(worker, job),
          () => job.reject(ImportError.busy()),
        )
        .finally(() => {
          this.busy -= 1;
          this.pump();
        });
    }
  }

  private startWorker(): Promise<Worker> {
    const worker = new Worker(WORKER_URL);
    worker.unref();
    return new Promise((resolve, reject) => {
      const fail = () => {
        clearTimeout(timer);
        void worker.terminate();
        reject(new Error('the import worker did not start'));
      };
      const timer = setTimeout(fail, this.options.startTimeoutMs ?? 60_000);
      worker.once('error', fail);
      worker.once('exit', fail);
      worker.once('message', (message: unknown) => {
        clearTimeout(timer);
        worker.off('error', fail);
        worker.off('exit', fail);
        if (message === WORKER_READY) resolve(worker);
        else fail();
      });
    });
  }

  private run(worker: Worker, job: Job): Promise<void> {
    const id = this.nextId++;
    return new Promise<void>((settled) => {
      const finish = (keepWorker: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onFailure);
        worker.off('exit', onFailure);
        if (keepWorker) this.idle.push(worker);
        else void worker.terminate();
        settled();
      };
      const onMessage = (reply: ParseReply) => {
        if (reply.id !== id) return;
        finish(true);
        if (reply.ok) job.resolve(reply.result);
        else if (reply.status > 0) job.reject(new HttpError(reply.status, reply.message));
        else job.reject(ImportError.brokenFile(KIND_NAMES[job.kind]));
      };
      const onFailure = () => {
        finish(false);
        job.reject(ImportError.brokenFile(KIND_NAMES[job.kind]));
      };
      const timer = setTimeout(() => {
        finish(false);
        job.reject(ImportError.tooSlow());
      }, this.options.timeoutMs);
      worker.on('message', onMessage);
      worker.on('error', onFailure);
      worker.on('exit', onFailure);
      const data = new Uint8Array(job.data);
      worker.postMessage({ id, kind: job.kind, data } satisfies ParseRequest, [data.buffer]);
    });
  }
}

let shared: ParsePool | undefined;

/** The server's one pool: two readers, 20 s per file, a few uploads waiting. */
export function sharedParsePool(): ParsePool {
  shared ??= new ParsePool({ size: 2, timeoutMs: 20_000, maxWaiting: 8 });
  return shared;
}
