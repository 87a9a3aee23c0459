import type { PrintResult } from '@vita/shared/contracts';
import type { ResumeDocument } from '@vita/shared/resume';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { templateFor } from '../templates/registry';
import { settle } from './settle';

let renders = 0;

/** The PDF's title (document properties) and the language its text is tagged with. */
function describeDocument(doc: ResumeDocument): void {
  document.documentElement.lang = doc.locale;
  document.title = doc.name.trim() || doc.personal.fullName || 'Lebenslauf';
}

/**
 * Renders one resume in its template and resolves when it is ready to print; `data-ready` on
 * <html> carries the id of the render that is ready (removed while one is under way). A new key
 * per render mounts the template afresh, so nothing measured for the previous resume carries over.
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
  const Template = templateFor(doc.templateStyleName);
  flushSync(() => root.render(<Template key={renderId} doc={doc} />));
  await settle(container);
  const pages = container.querySelectorAll('[data-vt-page]').length;
  if (renderId === renders) html.dataset.ready = String(renderId);
  return { pages, renderId };
}
