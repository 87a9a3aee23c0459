import type { PrintResult } from '@vita/shared/contracts';
import type { ResumeDocument } from '@vita/shared/resume';
import type { Root } from 'react-dom/client';
import { templateFor } from '../templates/registry';
import { mountUntilSettled, printAssetsReady, renderIds } from './print-mount';

const ids = renderIds('');

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
  const renderId = ids.start();
  describeDocument(doc);
  await printAssetsReady(doc);
  const Template = templateFor(doc.templateStyleName);
  await mountUntilSettled(root, container, (attempt) => (
    <Template key={`${renderId}/${attempt}`} doc={doc} />
  ));
  const pages = container.querySelectorAll('[data-vt-page]').length;
  ids.finish(renderId);
  return { pages, renderId };
}
