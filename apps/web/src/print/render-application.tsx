import type { ApplicationPrintRequest, PrintResult } from '@vita/shared/contracts';
import type { ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { APPLICATION_PAGES } from './application-pages';
import { mountUntilSettled, printAssetsReady, renderIds } from './print-mount';

const ids = renderIds('a');

/**
 * Renders one page kind of the Mappe (letter, Deckblatt, Anlagenverzeichnis) like a resume:
 * synchronously, again once fonts and images are in. `data-overflow` on a page tells the server
 * that its text was clipped to the one page.
 */
export async function renderApplication(
  root: Root,
  container: HTMLElement,
  request: ApplicationPrintRequest,
): Promise<PrintResult> {
  const renderId = ids.start();
  const Page = APPLICATION_PAGES[request.kind] as
    | ComponentType<{ request: ApplicationPrintRequest }>
    | undefined;
  if (!Page) throw new Error(`No print page for kind "${request.kind}"`);
  document.documentElement.lang = 'de';
  await printAssetsReady(request.resume);
  await mountUntilSettled(root, container, (attempt) => (
    <Page key={`a${renderId}/${attempt}`} request={request} />
  ));
  // Every page of the Mappe's own kinds wears `.vt-page` (the index may run over several).
  const pages = container.querySelectorAll('.vt-page').length;
  ids.finish(renderId);
  return { pages, renderId };
}
