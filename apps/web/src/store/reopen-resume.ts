import { TEMPLATES } from '@vita/shared/constants';
import type { ResumeDocument } from '@vita/shared/resume';
import { ApiRequestError } from '../api/client';
import { getItem, readAll, type StoreKeyName, type StoreValues } from './local-store';
import { rememberLeftResume } from './previous-resumes';
import { useResumeStore } from './resume-store';
import { valuesFromCustomSections, valuesFromDocument, valuesFromMeta } from './stored-parts';
import { storedPartsApi, storedResumeApi } from './stored-resume-api';

const META_KEYS = ['heading', 'education', 'work-expr', 'skills', 'summary', 'signature'] as const;

async function metaValues(token: string): Promise<Partial<StoreValues>> {
  const answers = await Promise.allSettled(META_KEYS.map((key) => storedPartsApi.getMeta(token, key)));
  const meta: Partial<Record<(typeof META_KEYS)[number], unknown>> = {};
  answers.forEach((answer, index) => {
    const key = META_KEYS[index];
    if (key && answer.status === 'fulfilled') meta[key] = answer.value.resume.meta_value;
  });
  return valuesFromMeta(meta);
}

async function styleValues(token: string): Promise<Partial<StoreValues>> {
  const { data } = await storedResumeApi.getResumeStyle(token);
  const template = TEMPLATES.find((t) => t.styleName === data.style_name);
  return {
    templateId: data.template_id,
    templateStyleName: data.style_name as StoreValues['templateStyleName'],
    ...(template ? { templateIndex: template.index } : {}),
    templateColour: data.colour as StoreValues['templateColour'],
    templateFormatting: data.formatting,
    ...(data.layout ? { sectionLayout: data.layout } : {}),
  };
}

/** What the server keeps of a resume: its parts and its stored object, asked for together. */
function fetchStored(token: string) {
  const parts = Promise.allSettled([
    metaValues(token),
    storedPartsApi.customSections(token).then((answer) => valuesFromCustomSections(answer.data)),
    storedPartsApi.document(token).then((answer) => valuesFromDocument(answer.data as ResumeDocument)),
    styleValues(token),
    storedResumeApi.getPhoto(token),
  ]);
  const object = storedResumeApi.getResumeObject(token);
  // Handled where it is awaited; a prefetch nobody takes must not report an unhandled rejection.
  object.catch(() => undefined);
  return { parts, object, at: Date.now() };
}

/** A prefetch this old is asked for again: the visitor may have waited on the question. */
const PREFETCH_FRESH_MS = 30_000;
let prefetched: { token: string; fetched: ReturnType<typeof fetchStored> } | null = null;

const holdsLocally = (token: string) => getItem('resumeToken') === token && getItem('heading') !== null;

/**
 * Starts the reopen's requests while the final page's code is still loading (route-table), so
 * that they do not wait for it. Reads only: nothing is stored until `reopenResume` runs.
 */
export function prefetchResume(token: string): void {
  if (holdsLocally(token)) return;
  prefetched = { token, fetched: fetchStored(token) };
}

function takeFetched(token: string): ReturnType<typeof fetchStored> {
  const ready = prefetched?.token === token ? prefetched.fetched : null;
  prefetched = null;
  return ready && Date.now() - ready.at < PREFETCH_FRESH_MS ? ready : fetchStored(token);
}

/**
 * Reopens the resume `token` (01 §4 "Reloading a finished resume by token"): its stored object is
 * fetched and its keys are copied into local storage; then every part the server keeps (sections,
 * style with the section layout, photo) is laid over it, since the snapshot is only as new as the
 * last visit of the final page. A part that cannot be read keeps the snapshot's value. When the
 * token is the resume this browser already holds, the local copy is kept: it is never older.
 * The resume it replaces is remembered first (store/previous-resumes), so the way back stays.
 */
export async function reopenResume(token: string): Promise<void> {
  const store = useResumeStore.getState();
  if (holdsLocally(token)) return;
  // The parts are asked for together with the object, not after it: one round trip instead of
  // two before the resume shows. They are laid over the snapshot once it is restored.
  const fetched = takeFetched(token);
  const { data } = await fetched.object;
  rememberLeftResume(readAll(), token);
  store.restoreSnapshot({
    ...data.resume_json_data,
    resume_token: token,
    ...(data.resume_name ? { resume_name: data.resume_name } : {}),
  });
  const [meta, custom, doc, style, photo] = await fetched.parts;
  const values: Partial<StoreValues> = {};
  for (const part of [meta, custom, doc, style]) {
    if (part.status === 'fulfilled') Object.assign(values, part.value);
  }
  if (photo.status === 'fulfilled' && photo.value.base64_img) values.photo = photo.value.base64_img;
  for (const [name, value] of Object.entries(values)) {
    store.set(name as StoreKeyName, value as never);
  }
  if (getItem('heading') === null && (getItem('work')?.length ?? 0) === 0) throw new ReopenError('empty');
}

export class ReopenError extends Error {
  readonly reason: 'empty';
  constructor(reason: 'empty') {
    super(reason);
    this.reason = reason;
  }
}

/** The message key for a failed reopen. */
export function reopenErrorKey(
  error: unknown,
): 'final.reopen.empty' | 'final.reopen.forbidden' | 'final.reopen.notFound' | 'final.reopen.failed' {
  if (error instanceof ReopenError) return 'final.reopen.empty';
  if (error instanceof ApiRequestError) {
    if (error.status === 403 || error.status === 401) return 'final.reopen.forbidden';
    if (error.status === 404) return 'final.reopen.notFound';
  }
  return 'final.reopen.failed';
}
