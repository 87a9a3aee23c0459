import type { ApplicationPrintRequest } from '@vita/shared';

/**
 * What the Mappe needs to render its letter, Deckblatt and Anlagenverzeichnis pages: the PDF
 * pool's `renderApplicationPage` (the print entry's __VITA_RENDER_APPLICATION__). Narrow on
 * purpose, so tests and the bench can pass a stand-in.
 */
export type PageRenderer = {
  renderApplicationPage(request: ApplicationPrintRequest): Promise<{ pdf: Buffer; pages: number }>;
};

/** The pool as a PageRenderer when it can render those pages; null when this build cannot. */
export function pageRendererOf(pool: object): PageRenderer | null {
  const candidate = pool as Partial<PageRenderer>;
  return typeof candidate.renderApplicationPage === 'function' ? (pool as PageRenderer) : null;
}
