import { createHash } from 'node:crypto';
import type { ApplicationPrintRequest, ResumeDocument } from '@vita/shared';
import {
  APPLICATION_RENDER_GLOBAL,
  PRINT_IMAGE_REF,
  type PrintResult,
  printResultSchema,
  type TabDocument,
} from '@vita/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { CHROMIUM_A4, exactA4 } from './exact-a4';

export type RenderedPdf = {
  pdf: Buffer;
  /** Pages of the print entry's pagination (the preview's pages). */
  pages: number;
};

/**
 * A resume as the print entry lays it out, for a page of its own: the markup of its pages and the
 * CSS they were laid out with. Media queries are resolved as in the print tab (their rules kept
 * when they matched, dropped when not), `@page` rules left out, and this server's origin removed
 * from every URL, so fonts load from the address that serves the page.
 */
export type RenderedHtml = { html: string; css: string; pages: number };

/** A Mappe page: `overflows` when its text outgrew the page and was clipped (a letter is one page). */
export type RenderedApplicationPdf = RenderedPdf & { overflows: boolean };

type PrintWindow = {
  __VITA_RENDER__?: (doc: ResumeDocument) => Promise<PrintResult>;
  __VITA_DOCUMENT__?: (payload: TabDocument) => ResumeDocument;
  __VITA_WARMED_UP__?: Promise<void>;
  [APPLICATION_RENDER_GLOBAL]?: (request: ApplicationPrintRequest) => Promise<PrintResult>;
};

/** One Chromium tab with the print entry loaded: renders one resume at a time, many in a row. */
/** The page size is set here, not by `@page`: see exact-a4.ts for why and what follows. */
const PDF_OPTIONS = {
  ...CHROMIUM_A4,
  printBackground: true,
  tagged: true,
  outline: true,
} as const;

/** A string this long that starts with `data:` is an image: sent to a tab once, then named by hash. */
const IMAGE_MIN_LENGTH = 512;
/** The images a tab keeps; past this many it forgets them all and is sent them again. */
const IMAGES_PER_TAB = 32;

/**
 * The document as JSON with each image the tab already holds replaced by its hash, and the images
 * it does not hold yet: a photo and a signature (together often 100 KB and more) cross the
 * DevTools protocol once per tab, not with every export.
 */
export function documentForTab(doc: unknown, known: Set<string>, reset = false): TabDocument {
  const images: Record<string, string> = {};
  const json = JSON.stringify(doc, (_key, value: unknown) => {
    if (typeof value !== 'string' || value.length < IMAGE_MIN_LENGTH || !value.startsWith('data:')) {
      return value;
    }
    const hash = createHash('sha256').update(value).digest('base64url');
    if (!known.has(hash)) {
      if (known.size >= IMAGES_PER_TAB) {
        known.clear();
        reset = true;
      }
      known.add(hash);
      images[hash] = value;
    }
    return PRINT_IMAGE_REF + hash;
  });
  return { json, images, reset };
}

export class PrintPage {
  /** Set when the tab crashed or was closed: it is not used again. */
  gone = false;

  /** Hashes of the images this tab holds (see documentForTab). */
  private readonly images = new Set<string>();
  /** After a failed call the tab's images are unknown: the next document sends them all again. */
  private resend = false;

  private constructor(private readonly page: Page) {
    const markGone = () => {
      this.gone = true;
    };
    page.on('crash', markGone);
    page.on('close', markGone);
  }

  static async open(context: BrowserContext, url: string, timeoutMs: number): Promise<PrintPage> {
    const page = await context.newPage();
    try {
      page.setDefaultTimeout(timeoutMs);
      // Pagination is measured with the CSS the PDF is printed with.
      await page.emulateMedia({ media: 'print' });
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForFunction(() => typeof (globalThis as PrintWindow).__VITA_RENDER__ === 'function');
      // Its hyphenation patterns and default fonts, so that the first export in it waits for none.
      await page.evaluate(() => (globalThis as PrintWindow).__VITA_WARMED_UP__);
      return new PrintPage(page);
    } catch (error) {
      await page.close().catch(() => {});
      throw error;
    }
  }

  async render(doc: ResumeDocument): Promise<RenderedPdf> {
    // Sent as one JSON string: Playwright's per-value serialisation of the document took about
    // three times as long. The page keeps the images it was sent (see documentForTab).
    const answer = await this.inTab(() =>
      this.page.evaluate((payload: TabDocument) => {
        const { __VITA_RENDER__: render, __VITA_DOCUMENT__: read } = globalThis as PrintWindow;
        if (!render || !read) throw new Error('the print entry is not loaded');
        return render(read(payload));
      }, this.payload(doc)),
    );
    const { pages } = printResultSchema.parse(answer);
    const pdf = exactA4(await this.page.pdf(PDF_OPTIONS));
    return { pdf, pages };
  }

  async renderHtml(doc: ResumeDocument): Promise<RenderedHtml> {
    const answer = await this.inTab(() =>
      this.page.evaluate(async (payload: TabDocument) => {
        const { __VITA_RENDER__: render, __VITA_DOCUMENT__: read } = globalThis as PrintWindow;
        if (!render || !read) throw new Error('the print entry is not loaded');
        const result = await render(read(payload));
        const root = document.getElementById('print-root');
        if (!root) throw new Error('#print-root is missing');
        // In document order, without a named helper: the server may run under a transform that
        // wraps named functions in a helper (`__name`) the page does not have.
        const rules: string[] = [];
        const stack: CSSRule[] = [];
        for (const sheet of Array.from(document.styleSheets).reverse())
          stack.push(...Array.from(sheet.cssRules).reverse());
        for (let rule = stack.pop(); rule; rule = stack.pop()) {
          if (rule instanceof CSSMediaRule) {
            if (matchMedia(rule.conditionText).matches) stack.push(...Array.from(rule.cssRules).reverse());
          } else if (rule instanceof CSSImportRule) {
            if (rule.styleSheet) stack.push(...Array.from(rule.styleSheet.cssRules).reverse());
          } else if (!(rule instanceof CSSPageRule)) rules.push(rule.cssText);
        }
        const origin = window.location.origin;
        return { ...result, html: root.innerHTML, css: rules.join('\n').replaceAll(origin, '') };
      }, this.payload(doc)),
    );
    const { pages } = printResultSchema.parse(answer);
    return { html: answer.html, css: answer.css, pages };
  }

  async renderApplication(request: ApplicationPrintRequest): Promise<RenderedApplicationPdf> {
    const answer = await this.page.evaluate(
      async ({ request, global }) => {
        const render = (
          globalThis as unknown as Record<string, PrintWindow[typeof APPLICATION_RENDER_GLOBAL]>
        )[global];
        if (!render) throw new Error('the print entry has no application renderer');
        const result = await render(request);
        return { ...result, overflows: document.querySelector('[data-vt-page][data-overflow]') !== null };
      },
      { request, global: APPLICATION_RENDER_GLOBAL },
    );
    const { pages } = printResultSchema.parse(answer);
    const pdf = exactA4(await this.page.pdf(PDF_OPTIONS));
    return { pdf, pages, overflows: answer.overflows };
  }

  private payload(doc: ResumeDocument): TabDocument {
    const reset = this.resend;
    if (reset) this.images.clear();
    this.resend = false;
    return documentForTab(doc, this.images, reset);
  }

  /** Runs a call in the tab; when it fails, the tab's images are sent again with the next one. */
  private async inTab<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      this.resend = true;
      throw error;
    }
  }

  /** Closing a hung tab must not hang its caller. */
  close(): void {
    void this.page.close({ runBeforeUnload: false }).catch(() => {});
  }
}
