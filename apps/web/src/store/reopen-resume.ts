import { TEMPLATES } from '@vita/shared/constants';
import type { ResumeDocument } from '@vita/shared/resume';
import { ApiRequestError } from '../api/client';
import { getItem, readAll, type StoreKeyName, type StoreValues } from './local-store';
import { rememberLeftResume } from './previous-resumes';
import { useResumeStore } from './resume-store';
import { valuesFromCustomSections, valuesFromDocument, valuesFromMeta } from './stored-parts';
import type { ResumeStyleResponse } from './stored-resume-api';
import { holdsLocally, REOPEN_META_KEYS, type StoredFetch, takeStoredFetch } from './stored-resume-fetch';

function metaValues(answers: PromiseSettledResult<{ resume: { meta_value: unknown } }>[]) {
  const meta: Partial<Record<(typeof REOPEN_META_KEYS)[number], unknown>> = {};
  answers.forEach((answer, index) => {
    const key = REOPEN_META_KEYS[index];
    if (key && answer.status === 'fulfilled') meta[key] = answer.value.resume.meta_value;
  });
  return valuesFromMeta(meta);
}

function styleValues({ data }: ResumeStyleResponse): Partial<StoreValues> {
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

/** The store values of each stored part that could be read. */
async function partValues(fetched: StoredFetch): Promise<Partial<StoreValues>> {
  const [meta, custom, doc, style, photo] = await fetched.parts;
  const values: Partial<StoreValues> = {};
  if (meta.status === 'fulfilled') Object.assign(values, metaValues(meta.value));
  if (custom.status === 'fulfilled') Object.assign(values, valuesFromCustomSections(custom.value.data));
  if (doc.status === 'fulfilled') Object.assign(values, valuesFromDocument(doc.value.data as ResumeDocument));
  if (style.status === 'fulfilled') Object.assign(values, styleValues(style.value));
  if (photo.status === 'fulfilled' && photo.value.base64_img) values.photo = photo.value.base64_img;
  return values;
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
  const fetched = takeStoredFetch(token);
  const { data } = await fetched.object;
  rememberLeftResume(readAll(), token);
  store.restoreSnapshot({
    ...data.resume_json_data,
    resume_token: token,
    ...(data.resume_name ? { resume_name: data.resume_name } : {}),
  });
  for (const [name, value] of Object.entries(await partValues(fetched))) {
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
