import type { ApplicationPrintRequest } from '@vita/shared';

/**
 * What the Mappe needs to render its letter, Deckblatt and Anlagenverzeichnis pages: the PDF
 * pool's `renderApplicationPage` (the print entry's __VITA_RENDER_APPLICATION__). Narrow on
 * purpose: the Mappe needs nothing else of the pool for these pages.
 */
export type PageRenderer = {
  renderApplicationPage(request: ApplicationPrintRequest): Promise<{ pdf: Buffer; pages: number }>;
};
