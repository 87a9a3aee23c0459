/**
 * PDF without Chromium on the server (docs/api.md, "Print entry"): a window on /print.html gets
 * the document by message, renders it in its template, and opens the browser's print dialog,
 * where "Als PDF speichern" makes the file. The CSP forbids frames, hence a window.
 */
import { PRINT_MESSAGE, printResultSchema } from '@vita/shared/contracts';
import { buildResumeDocument, type ResumeDocument, type ResumeLocale } from '@vita/shared/resume';
import { readAll } from '../../../store/local-store';
import { resumePartsFromStore } from '../../../store/resume-parts';

export const PRINT_ENTRY_PATH = '/print.html';
/** The print entry may still be loading its script: look this often, give up after the limit. */
const ASK_EVERY_MS = 250;
const GIVE_UP_AFTER_MS = 20_000;

export type PrintOutcome = 'printed' | 'blocked' | 'failed';

/** The resume as the local store holds it: what the preview shows. */
export function documentFromStore(locale: ResumeLocale): ResumeDocument {
  const values = readAll();
  return buildResumeDocument(resumePartsFromStore(values), {
    locale,
    chosenExtraSections: values.extraSectionNames ?? undefined,
  });
}

/** Renders `doc` in a new print window and opens its print dialog. `title` names the PDF. */
export function printInNewWindow(
  doc: ResumeDocument,
  title: string,
  opener: Window = window,
): Promise<PrintOutcome> {
  const target = opener.open(PRINT_ENTRY_PATH, '_blank');
  if (!target) return Promise.resolve('blocked');
  const origin = opener.location.origin;
  return new Promise((resolve) => {
    let done = false;
    const finish = (outcome: PrintOutcome) => {
      if (done) return;
      done = true;
      clearInterval(asking);
      clearTimeout(giveUp);
      opener.removeEventListener('message', onMessage);
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.origin !== origin || event.source !== target) return;
      const data = event.data as { type?: unknown } | null;
      if (data?.type !== PRINT_MESSAGE.rendered || !printResultSchema.safeParse(data).success) return;
      try {
        target.document.title = title;
      } catch {
        // another origin cannot happen here; the title is a nicety
      }
      target.focus();
      target.print();
      finish('printed');
    };
    // Same origin: the window is ready once its renderer exists; then the request goes once.
    const ask = () => {
      if (target.closed) {
        finish('failed');
        return;
      }
      let ready = false;
      try {
        ready = typeof (target as Window & { __VITA_RENDER__?: unknown }).__VITA_RENDER__ === 'function';
      } catch {
        ready = false;
      }
      if (!ready) return;
      clearInterval(asking);
      target.postMessage({ type: PRINT_MESSAGE.render, doc }, origin);
    };
    opener.addEventListener('message', onMessage);
    const asking = setInterval(ask, ASK_EVERY_MS);
    const giveUp = setTimeout(() => finish('failed'), GIVE_UP_AFTER_MS);
    ask();
  });
}
