import { existsSync } from 'node:fs';
import {
  type ApplicationPrintRequest,
  buildResumeDocument,
  type ResumeDocument,
  twoPageSampleParts,
} from '@vita/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Browser, BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, isExecutable } from './chromium';
import { PrintPage, type RenderedApplicationPdf, type RenderedHtml, type RenderedPdf } from './print-page';

export type { RenderedApplicationPdf, RenderedHtml, RenderedPdf };

/** What an export needs from PDF rendering; the pool below, or a stand-in in service tests. */
export interface PdfRenderer {
  /** False when no Chromium or no print entry can be found (the web falls back to window.print). */
  available(): boolean;
  render(doc: ResumeDocument): Promise<RenderedPdf>;
}

/** A resume laid out by the print entry as HTML and CSS (the public share page). */
export interface HtmlRenderer {
  available(): boolean;
  renderHtml(doc: ResumeDocument): Promise<RenderedHtml>;
}

/** The Mappe's own pages (letter, Deckblatt, Anlagenverzeichnis), printed by the same pool. */
export interface ApplicationPdfRenderer {
  available(): boolean;
  renderApplicationPage(request: ApplicationPrintRequest): Promise<RenderedApplicationPdf>;
}

export class PdfUnavailableError extends Error {}
export class RenderTimeoutError extends Error {}
export class PoolBusyError extends Error {}

export type PdfPoolOptions = {
  chromiumPath: string;
  /** The print entry's file on disk (null: the web app is not built or not served). */
  printEntryFile: string | null;
  /** Its URL on this server; null while the server is not listening. */
  printUrl: () => string | null;
  size: number;
  renderTimeoutMs: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Told how long each export's render took, queueing included (metrics). */
  onRendered?: (seconds: number, outcome: 'ok' | 'error') => void;
};

/** What the pool holds right now (metrics). */
export type PoolSnapshot = { size: number; open: number; idle: number; waiting: number; launches: number };

type RunningBrowser = {
  browser: Browser;
  context: BrowserContext;
  connected: boolean;
  startedAt: number;
  /** Resolves when this Chromium has gone (crashed, killed or closed). */
  gone: Promise<void>;
};
type Slot = { page: PrintPage; owner: RunningBrowser };
/** A waiter gets a released slot, or null: the right to open a new one. */
type Waiter = { resolve: (slot: Slot | null) => void; reject: (error: Error) => void };

/** A browser that dies sooner than this after its launch is not relaunched in the background. */
const CRASH_LOOP_MS = 10_000;
/** Starting Chromium and loading the print entry; apart from the render timeout, which may be short. */
const OPEN_TIMEOUT_MS = 30_000;
/** After a tab died, how long to wait for its browser to be reported gone before trying again. */
const CRASH_SETTLE_MS = 10_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const healthy = (slot: Slot) => slot.owner.connected && !slot.page.gone;
/** Playwright's words for a tab or browser that went away ("… has been closed", "page was closed", "Target crashed"). */
const isTargetClosed = (error: unknown) =>
  error instanceof Error && /closed|crash|disconnected/i.test(error.message);

/** After a failed opening or launch with no dying browser to wait for: a short pause, then once more. */
const REOPEN_PAUSE_MS = 500;

/**
 * Printed once in each tab the warm-up opens: the first render and the first `page.pdf()` of a
 * tab cost several warm exports (the templates' code compiled, Chromium's PDF writer started),
 * which the first real export would otherwise pay.
 */
let warmUpDocument: ResumeDocument | null = null;
const warmUpDoc = () => {
  warmUpDocument ??= buildResumeDocument(twoPageSampleParts);
  return warmUpDocument;
};

/**
 * A small pool of Chromium tabs that keep the print entry loaded (DESIGN.md §2, §5). Chromium is
 * launched at the first export or by `warm()`; at most `size` tabs exist, further exports queue.
 * A tab is replaced after an error or a timeout; when Chromium dies (`disconnected`) it is
 * launched again and an export caught in the crash is retried once on the new browser.
 */
export class PdfPool implements PdfRenderer, ApplicationPdfRenderer, HtmlRenderer {
  private running: Promise<RunningBrowser> | null = null;
  private current: RunningBrowser | null = null;
  private readonly idle: Slot[] = [];
  /** Tabs open or being opened, idle or busy. */
  private open = 0;
  private readonly waiting: Waiter[] = [];
  private closed = false;
  /** The last attempt to open a tab failed and none has opened since (readiness). */
  private failing = false;
  /** Settles when the warm-up at start has ended, done or failed (nothing to wait for without one). */
  private startWarmUp: Promise<void> = Promise.resolve();
  readonly stats = { launches: 0, pagesOpened: 0, pagesReplaced: 0, timeouts: 0, warmUpPrints: 0 };

  constructor(private readonly options: PdfPoolOptions) {}

  available(): boolean {
    const { printEntryFile, chromiumPath } = this.options;
    return (
      !this.closed &&
      printEntryFile !== null &&
      this.options.printUrl() !== null &&
      existsSync(printEntryFile) &&
      isExecutable(chromiumPath)
    );
  }

  /**
   * Whether an export could print now, without trying one: Chromium and the print entry are there,
   * and the last attempt to open a tab (if any) worked. Cheap enough for a readiness probe.
   */
  printState(): 'ok' | 'unavailable' | 'failing' {
    if (!this.available()) return 'unavailable';
    return this.failing ? 'failing' : 'ok';
  }

  snapshot(): PoolSnapshot {
    return {
      size: this.options.size,
      open: this.open,
      idle: this.idle.length,
      waiting: this.waiting.length,
      launches: this.stats.launches,
    };
  }

  /** The running Chromium, if any (tests close it to play a crash). */
  currentBrowser(): Browser | null {
    return this.current?.browser ?? null;
  }

  render(doc: ResumeDocument): Promise<RenderedPdf> {
    return this.measured((page) => page.render(doc));
  }

  /** The resume's pages as markup and CSS, in the same tabs as its PDF. */
  renderHtml(doc: ResumeDocument): Promise<RenderedHtml> {
    return this.measured((page) => page.renderHtml(doc));
  }

  /** One page kind of the Mappe, with the same tabs, timeouts and crash handling as a resume. */
  renderApplicationPage(request: ApplicationPrintRequest): Promise<RenderedApplicationPdf> {
    return this.measured((page) => page.renderApplication(request));
  }

  private async measured<T>(work: (page: PrintPage) => Promise<T>): Promise<T> {
    if (!this.available()) throw new PdfUnavailableError('no Chromium or no print entry');
    const started = performance.now();
    const report = (outcome: 'ok' | 'error') =>
      this.options.onRendered?.((performance.now() - started) / 1000, outcome);
    try {
      const result = await this.renderWithRetry(work);
      report('ok');
      return result;
    } catch (error) {
      report('error');
      throw error;
    }
  }

  private async renderWithRetry<T>(work: (page: PrintPage) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const slot = await this.acquire();
      try {
        const result = await this.withTimeout(work(slot.page));
        this.release(slot);
        return result;
      } catch (error) {
        this.replace(slot);
        const crashed = !healthy(slot) || isTargetClosed(error);
        if (error instanceof RenderTimeoutError || !crashed || attempt >= 2) throw error;
        this.options.log.warn({ err: error }, 'PDF: Chromium went away during a render; retrying');
        // A tab that dies with its browser goes first: wait for the browser's end, so that the
        // retry starts a new Chromium instead of opening a tab in the dying one.
        await Promise.race([slot.owner.gone, delay(CRASH_SETTLE_MS)]);
      }
    }
  }

  /**
   * The warm-up when the server listens, in the background; `afterStartWarmUp()` tells when it has
   * ended, so that other start-up work can wait instead of competing with it for the CPU.
   */
  warmAtStart(onError: (error: unknown) => void): void {
    this.startWarmUp = this.warm().catch(onError);
  }

  afterStartWarmUp(): Promise<void> {
    return this.startWarmUp;
  }

  /**
   * Launches Chromium, opens `pages` tabs now and prints one sample resume in each, so that the
   * first exports need not wait.
   */
  async warm(pages = this.options.size): Promise<void> {
    if (!this.available()) return;
    const count = Math.min(pages, this.options.size);
    const slots = await Promise.allSettled(
      Array.from({ length: count }, async () => {
        const slot = await this.acquire();
        try {
          await this.withTimeout(slot.page.render(warmUpDoc()));
          this.stats.warmUpPrints += 1;
        } catch (error) {
          this.replace(slot);
          throw error;
        }
        return slot;
      }),
    );
    for (const slot of slots) if (slot.status === 'fulfilled') this.release(slot.value);
    const failed = slots.find((slot) => slot.status === 'rejected');
    if (failed) throw failed.reason;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.reject(new PdfUnavailableError('closing'));
    for (const slot of this.idle.splice(0)) slot.page.close();
    const running = this.running;
    this.running = null;
    this.current = null;
    if (running) await running.then((r) => r.browser.close()).catch(() => {});
  }

  private async acquire(): Promise<Slot> {
    if (this.closed) throw new PdfUnavailableError('closing');
    const idle = this.takeIdle();
    if (idle) return idle;
    if (this.open < this.options.size) {
      this.open += 1;
      return this.openSlot();
    }
    const handed = await this.waitTurn();
    if (handed && healthy(handed)) return handed;
    if (handed) handed.page.close();
    return this.openSlot();
  }

  private takeIdle(): Slot | undefined {
    for (let slot = this.idle.pop(); slot; slot = this.idle.pop()) {
      if (healthy(slot)) return slot;
      slot.page.close();
      this.open -= 1;
    }
    return undefined;
  }

  /** Opens a tab under a place already counted in `open`; gives the place up when that fails. */
  private async openSlot(): Promise<Slot> {
    for (let attempt = 1; ; attempt += 1) {
      let owner: RunningBrowser | null = null;
      try {
        owner = await this.browser();
        const url = this.options.printUrl();
        if (!url) throw new PdfUnavailableError('the server is not listening');
        const page = await PrintPage.open(owner.context, url, OPEN_TIMEOUT_MS);
        this.stats.pagesOpened += 1;
        this.failing = false;
        if (this.closed) {
          page.close();
          throw new PdfUnavailableError('closing');
        }
        return { page, owner };
      } catch (error) {
        // Opening (or launching) can fail because Chromium is going away or coming up again (a
        // crash, or a close under way that has not been reported yet): wait for the old one's end,
        // then once more — in a new one if it went. A pool that is closing answers at once.
        if (attempt < 2 && !this.closed) {
          this.options.log.warn({ err: error }, 'PDF: no tab could be opened; trying once more');
          const dying =
            owner !== null && (!owner.connected || !owner.browser.isConnected() || isTargetClosed(error));
          await (owner
            ? Promise.race([owner.gone, delay(dying ? CRASH_SETTLE_MS : REOPEN_PAUSE_MS)])
            : delay(REOPEN_PAUSE_MS));
          continue;
        }
        this.givePlaceUp();
        this.failing = true;
        throw error instanceof PdfUnavailableError ? error : new PdfUnavailableError(String(error));
      }
    }
  }

  private release(slot: Slot): void {
    if (this.closed || !healthy(slot)) {
      this.replace(slot);
      return;
    }
    const waiter = this.waiting.shift();
    if (waiter) waiter.resolve(slot);
    else this.idle.push(slot);
  }

  /** Closes a tab after an error or timeout; its place goes to the next waiter, who opens a new one. */
  private replace(slot: Slot): void {
    slot.page.close();
    this.stats.pagesReplaced += 1;
    this.givePlaceUp();
  }

  private givePlaceUp(): void {
    const waiter = this.waiting.shift();
    if (waiter) waiter.resolve(null);
    else this.open -= 1;
  }

  /** Waits for a tab; a wait as long as a render would take is given up (the server is overloaded). */
  private waitTurn(): Promise<Slot | null> {
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        resolve: (slot) => {
          clearTimeout(timer);
          resolve(slot);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      const timer = setTimeout(() => {
        const index = this.waiting.indexOf(waiter);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(new PoolBusyError('no tab became free in time'));
      }, this.options.renderTimeoutMs);
      this.waiting.push(waiter);
    });
  }

  private withTimeout<T>(work: Promise<T>): Promise<T> {
    // The render goes on in the tab after a timeout until the tab is closed: ignore its outcome.
    work.catch(() => {});
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        this.stats.timeouts += 1;
        reject(new RenderTimeoutError(`render took longer than ${this.options.renderTimeoutMs} ms`));
      }, this.options.renderTimeoutMs);
    });
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
  }

  private browser(): Promise<RunningBrowser> {
    if (this.current && !this.current.browser.isConnected()) this.onDisconnected(this.current);
    this.running ??= this.launch().catch((error: unknown) => {
      this.running = null;
      throw error;
    });
    return this.running;
  }

  private async launch(): Promise<RunningBrowser> {
    // Loaded on first use: Playwright is a large CommonJS package, and the server must be ready
    // before Chromium is needed.
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({
      executablePath: this.options.chromiumPath,
      args: CHROMIUM_ARGS,
      timeout: OPEN_TIMEOUT_MS,
    });
    const context = await browser.newContext({ viewport: { width: 794, height: 1123 } });
    let reportGone = () => {};
    const gone = new Promise<void>((resolve) => {
      reportGone = resolve;
    });
    const running: RunningBrowser = { browser, context, connected: true, startedAt: Date.now(), gone };
    browser.on('disconnected', () => {
      reportGone();
      this.onDisconnected(running);
    });
    this.stats.launches += 1;
    this.current = running;
    this.options.log.info({ launches: this.stats.launches }, 'PDF: Chromium started');
    if (this.closed) {
      await browser.close().catch(() => {});
      throw new PdfUnavailableError('closing');
    }
    return running;
  }

  private onDisconnected(running: RunningBrowser): void {
    running.connected = false;
    if (this.current !== running) return;
    this.current = null;
    this.running = null;
    for (const slot of this.idle.splice(0)) {
      if (slot.owner === running) {
        this.open -= 1;
        this.stats.pagesReplaced += 1;
      } else this.idle.push(slot);
    }
    if (this.closed) return;
    const lived = Date.now() - running.startedAt;
    this.options.log.warn({ livedMs: lived }, 'PDF: Chromium went away');
    if (lived >= CRASH_LOOP_MS) {
      this.warm(1).catch((error: unknown) =>
        this.options.log.error({ err: error }, 'PDF: Chromium could not be started again'),
      );
    }
  }
}
