/**
 * The print entry (print.html): the templates and nothing else — no router, no app state. The
 * server's PDF pool keeps this page open and calls `window.__VITA_RENDER__(doc)` for each export.
 * A page of the same origin may instead post `{ type: 'vita-print:render', doc }` (the web app, to
 * a window it opened on print.html for the browser's print dialog; the server's CSP forbids frames)
 * and gets `{ type: 'vita-print:rendered', pages, renderId }` back.
 */
import '../styles/global.css';
import './print.css';
import {
  APPLICATION_RENDER_GLOBAL,
  type ApplicationPrintRequest,
  PRINT_MESSAGE,
  type PrintResult,
  type TabDocument,
} from '@vita/shared/contracts';
import type { ResumeDocument } from '@vita/shared/resume';
import { createRoot } from 'react-dom/client';
import { templatesReady } from '../templates/registry';
import { FONT_STACKS } from '../templates/shared/format-vars';
import { renderApplication } from './render-application';
import { renderRequestOf } from './render-request';
import { renderResume } from './render-resume';
import { tabDocumentReader } from './tab-document';

/** The default template face in every weight and style a resume shows (format-vars.ts). */
const DEFAULT_FACES = ['400', '600', '700', 'italic 400', 'italic 700'].map(
  (face) => `${face} 16px ${FONT_STACKS.Montserrat}`,
);

/**
 * The German hyphenation patterns and the default fonts load while the page opens (the PDF pool
 * opens it when the server starts and waits for this), not with the first resume printed in it.
 */
const warmedUp = Promise.all([
  templatesReady('de'),
  ...DEFAULT_FACES.map((face) => document.fonts.load(face, 'Lebenslauf Ä').catch(() => undefined)),
]).then(() => undefined);

declare global {
  interface Window {
    __VITA_RENDER__?: (doc: ResumeDocument) => Promise<PrintResult>;
    __VITA_DOCUMENT__?: (payload: TabDocument) => ResumeDocument;
    /** Resolves when the patterns and the default fonts are loaded (never rejects). */
    __VITA_WARMED_UP__?: Promise<void>;
    [APPLICATION_RENDER_GLOBAL]?: (request: ApplicationPrintRequest) => Promise<PrintResult>;
  }
}

const container = document.getElementById('print-root');
if (!container) throw new Error('#print-root is missing from print.html');
const root = createRoot(container);

const render = (doc: ResumeDocument) => renderResume(root, container, doc);
window.__VITA_RENDER__ = render;
window.__VITA_DOCUMENT__ = tabDocumentReader();
window.__VITA_WARMED_UP__ = warmedUp;
window[APPLICATION_RENDER_GLOBAL] = (request) => renderApplication(root, container, request);

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  const doc = renderRequestOf(event, window.location.origin);
  if (!doc) return;
  const reply = event.source as Window | null;
  void render(doc).then((result) =>
    reply?.postMessage({ type: PRINT_MESSAGE.rendered, ...result }, window.location.origin),
  );
});
