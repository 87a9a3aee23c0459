import type { PrintResult } from '@vita/shared/contracts';
import type { ResumeDocument } from '@vita/shared/resume';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { templateFor, templatesReady } from '../templates/registry';
import { assetsLoaded, assetsPending, preloadImages } from './settle';

/** A resume that asks for new fonts every time it is laid out again is printed as it stands. */
const MAX_MOUNTS = 5;

let renders = 0;

/** The PDF's title (document properties) and the language its text is tagged with. */
function describeDocument(doc: ResumeDocument): void {
  // Written only when it changes: a new `lang` makes Chromium recompute the style of every element.
  if (document.documentElement.lang !== doc.locale) document.documentElement.lang = doc.locale;
  const title = doc.name.trim() || doc.personal.fullName || 'Lebenslauf';
  if (document.title !== title) document.title = title;
}

/**
 * Renders one resume in its template and resolves when it is ready to print; `data-ready` on
 * <html> then carries the id of this render (it is removed while a render is under way).
 *
 * Every mount is synchronous (flushSync), and the paged document measures and paginates in its
 * layout effects, so the pages are final when the mount returns — unless a font or an image was
 * still loading. Then it waits for them and mounts afresh (a new key: nothing measured before
 * carries over), instead of guessing when the template's own re-measuring has settled.
 */
export async function renderResume(
  root: Root,
  container: HTMLElement,
  doc: ResumeDocument,
): Promise<PrintResult> {
  renders += 1;
  const renderId = renders;
  const html = document.documentElement;
  html.removeAttribute('data-ready');
  describeDocument(doc);
  await Promise.all([
    preloadImages([doc.personal.photo, doc.signature?.image ?? null]),
    templatesReady(doc.locale),
  ]);
  const Template = templateFor(doc.templateStyleName);
  const mount = (attempt: number) =>
    flushSync(() => root.render(<Template key={`${renderId}/${attempt}`} doc={doc} />));
  mount(0);
  for (let attempt = 1; attempt < MAX_MOUNTS && assetsPending(container); attempt += 1) {
    await assetsLoaded(container);
    mount(attempt);
  }
  const pages = container.querySelectorAll('[data-vt-page]').length;
  if (renderId === renders) html.dataset.ready = String(renderId);
  return { pages, renderId };
}
