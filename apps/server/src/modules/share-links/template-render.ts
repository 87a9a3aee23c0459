import type { ResumeDocument } from '@vita/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { HtmlRenderer, RenderedHtml } from '../export/pdf-pool';
import { RenderedPageCache } from './rendered-page-cache';

/** How long a visitor waits for a first rendering before the plain page is shown instead. */
export const TEMPLATE_WAIT_MS = 5000;

export type TemplateRender = (linkId: number, doc: ResumeDocument) => Promise<RenderedHtml | null>;

/**
 * The template's rendering of a shared resume, or null when it cannot be had now (no Chromium, no
 * print entry, a failed or slow render): the page then falls back to its plain layout and never
 * answers 5xx for it. A render that outlasts the wait goes on and fills the cache for the next
 * view; views of the same document at the same time share one render.
 */
export function templateRender(
  renderer: HtmlRenderer,
  log: Pick<FastifyBaseLogger, 'warn'>,
  options: { cache?: RenderedPageCache; waitMs?: number } = {},
): TemplateRender {
  const cache = options.cache ?? new RenderedPageCache();
  const waitMs = options.waitMs ?? TEMPLATE_WAIT_MS;
  const running = new Map<string, Promise<RenderedHtml | null>>();
  return async (linkId, doc) => {
    if (!renderer.available()) return null;
    const key = RenderedPageCache.keyOf(linkId, doc);
    const cached = cache.get(key);
    if (cached) return cached;
    let render = running.get(key);
    if (!render) {
      render = renderer
        .renderHtml(doc)
        .then(
          (rendered) => {
            cache.set(key, rendered);
            return rendered;
          },
          (error: unknown) => {
            log.warn({ err: error }, 'Share page: the template could not be rendered; plain page shown');
            return null;
          },
        )
        .finally(() => running.delete(key));
      running.set(key, render);
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    return Promise.race([render, late]).finally(() => clearTimeout(timer));
  };
}
