/**
 * The print entry (print.html): the templates and nothing else — no router, no app state. The
 * server's PDF pool keeps this page open and calls `window.__VITA_RENDER__(doc)` for each export;
 * the web app may instead post `{ type: 'vita-print:render', doc }` from the same origin (an iframe
 * for the browser's print dialog) and gets `{ type: 'vita-print:rendered', pages, renderId }` back.
 */
import '../styles/global.css';
import './print.css';
import { PRINT_MESSAGE, type PrintResult } from '@vita/shared/contracts';
import { type ResumeDocument, resumeDocumentSchema } from '@vita/shared/resume';
import { createRoot } from 'react-dom/client';
import { renderResume } from './render-resume';

declare global {
  interface Window {
    __VITA_RENDER__?: (doc: ResumeDocument) => Promise<PrintResult>;
  }
}

const container = document.getElementById('print-root');
if (!container) throw new Error('#print-root is missing from print.html');
const root = createRoot(container);

const render = (doc: ResumeDocument) => renderResume(root, container, doc);
window.__VITA_RENDER__ = render;

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (event.origin !== window.location.origin) return;
  const data = event.data as { type?: unknown; doc?: unknown } | null;
  if (data?.type !== PRINT_MESSAGE.render) return;
  const parsed = resumeDocumentSchema.safeParse(data.doc);
  if (!parsed.success) return;
  const reply = event.source as Window | null;
  void render(parsed.data).then((result) =>
    reply?.postMessage({ type: PRINT_MESSAGE.rendered, ...result }, window.location.origin),
  );
});
