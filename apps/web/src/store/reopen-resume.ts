import { TEMPLATES } from '@vita/shared/constants';
import type { ResumeDocument } from '@vita/shared/resume';
import { ApiRequestError } from '../api/client';
import { getItem, readAll, type StoreKeyName, type StoreValues } from './local-store';
import { rememberLeftResume } from './previous-resumes';
import { useResumeStore } from './resume-store';
import { valuesFromCustomSections, valuesFromDocument, valuesFromMeta } from './stored-parts';
import type { StoredResume } from './stored-resume-api';
import { holdsLocally, takeStoredFetch } from './stored-resume-fetch';
import { warmUpStoredFonts } from './warm-up-stored-fonts';

function styleValues(style: StoredResume['style']): Partial<StoreValues> {
  const template = TEMPLATES.find((t) => t.styleName === style.style_name);
  return {
    templateId: style.template_id,
    templateStyleName: style.style_name as StoreValues['templateStyleName'],
    ...(template ? { templateIndex: template.index } : {}),
    templateColour: style.colour as StoreValues['templateColour'],
    templateFormatting: style.formatting,
    ...(style.layout ? { sectionLayout: style.layout } : {}),
  };
}

/** The store values of every stored part. */
function partValues(stored: StoredResume): Partial<StoreValues> {
  return {
    ...valuesFromMeta(stored.meta),
    ...valuesFromCustomSections(stored.custom_sections),
    ...valuesFromDocument(stored.document as ResumeDocument),
    ...styleValues(stored.style),
    ...(stored.photo ? { photo: stored.photo } : {}),
    documentLanguage: stored.document_language ?? null,
    // An older server sends no list: nothing marked.
    untranslated: stored.untranslated?.length ? stored.untranslated : null,
  };
}

/**
 * Reopens the resume `token` (01 §4 "Reloading a finished resume by token"): one answer of the
 * server (POST /resume/stored) brings its stored object and every part it keeps; the object's keys
 * are copied into local storage, then the parts (sections, style with the section layout, photo)
 * are laid over them, since the snapshot is only as new as the last visit of the final page. When
 * the token is the resume this browser already holds, the local copy is kept: it is never older.
 * The resume it replaces is remembered first (store/previous-resumes), so the way back stays.
 */
export async function reopenResume(token: string): Promise<void> {
  const store = useResumeStore.getState();
  if (holdsLocally(token)) return;
  const stored = await takeStoredFetch(token).stored;
  rememberLeftResume(readAll(), token);
  store.restoreSnapshot({
    ...stored.object.resume_json_data,
    resume_token: token,
    ...(stored.object.resume_name ? { resume_name: stored.object.resume_name } : {}),
  });
  for (const [name, value] of Object.entries(partValues(stored))) {
    store.set(name as StoreKeyName, value as never);
  }
  if (getItem('heading') === null && (getItem('work')?.length ?? 0) === 0) throw new ReopenError('empty');
  // The reopened resume's faces load now, not when its preview first lays it out.
  warmUpStoredFonts();
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
