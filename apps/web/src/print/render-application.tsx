import type { ApplicationPrintRequest, PrintResult } from '@vita/shared/contracts';
import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { templatesReady } from '../templates/registry';
import { APPLICATION_PAGES } from './application-pages';
import { assetsLoaded, assetsPending, preloadImages } from './settle';

let renders = 0;

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
  renders += 1;
  const renderId = renders;
  const html = document.documentElement;
  html.removeAttribute('data-ready');
  const Page = APPLICATION_PAGES[request.kind] as
    | ComponentType<{ request: ApplicationPrintRequest }>
    | undefined;
  if (!Page) throw new Error(`No print page for kind "${request.kind}"`);
  html.lang = 'de';
  await Promise.all([
    preloadImages([request.resume.personal.photo, request.resume.signature?.image ?? null]),
    templatesReady(request.resume.locale),
  ]);
  const mount = (attempt: number) =>
    flushSync(() => root.render(<Page key={`a${renderId}/${attempt}`} request={request} />));
  mount(0);
  for (let attempt = 1; attempt < 5 && assetsPending(container); attempt += 1) {
    await assetsLoaded(container);
    mount(attempt);
  }
  // Every page of the Mappe's own kinds wears `.vt-page` (the index may run over several).
  const pages = container.querySelectorAll('.vt-page').length;
  if (renderId === renders) html.dataset.ready = `a${renderId}`;
  return { pages, renderId };
}
