/**
 * Unsaved input of the education pages, per tab (sessionStorage), so a reload does not lose what
 * was typed. It is form state, not resume data: the resume keys stay in the local store
 * (store/local-store.ts) and only change when the visitor saves. Cleared on save and on Back.
 * A draft remembers the entry it started from and is void once that entry has changed (a draft
 * for entry 2 must not land on another entry after a delete).
 */
import { type EducationFormValues, EMPTY_EDUCATION_FORM } from './education-values';

type DraftKind = 'form' | 'description';

const keyOf = (kind: DraftKind, index: number | null) =>
  `vita:education-${kind}-draft:${index === null ? 'new' : index}`;
const baseOf = (entry: unknown): string => JSON.stringify(entry ?? null);

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function read(kind: DraftKind, index: number | null, entry: unknown): unknown {
  try {
    const raw = session()?.getItem(keyOf(kind, index));
    if (!raw) return undefined;
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null) return undefined;
    const { base, value } = stored as { base?: unknown; value?: unknown };
    return base === baseOf(entry) ? value : undefined;
  } catch {
    return undefined;
  }
}

function write(kind: DraftKind, index: number | null, entry: unknown, value: unknown): void {
  try {
    session()?.setItem(keyOf(kind, index), JSON.stringify({ base: baseOf(entry), value }));
  } catch {
    // storage full or disabled: the form still works, only a reload would lose the input
  }
}

function clear(kind: DraftKind, index: number | null): void {
  try {
    session()?.removeItem(keyOf(kind, index));
  } catch {
    // nothing to clear
  }
}

/** The form's draft for a new entry (index null) or an edited one; null when there is none. */
export function readDraft(index: number | null, entry: unknown): EducationFormValues | null {
  const value = read('form', index, entry);
  if (typeof value !== 'object' || value === null) return null;
  const draft = { ...EMPTY_EDUCATION_FORM };
  for (const [field, empty] of Object.entries(EMPTY_EDUCATION_FORM) as [
    keyof EducationFormValues,
    unknown,
  ][]) {
    const fieldValue = (value as Record<string, unknown>)[field];
    if (typeof fieldValue === typeof empty) (draft as Record<string, unknown>)[field] = fieldValue;
  }
  return draft;
}

export const writeDraft = (index: number | null, entry: unknown, values: EducationFormValues): void =>
  write('form', index, entry, values);
export const clearDraft = (index: number | null): void => clear('form', index);

/** The description page's unsaved HTML for entry `index`; null when there is none. */
export function readDescriptionDraft(index: number, entry: unknown): string | null {
  const value = read('description', index, entry);
  return typeof value === 'string' ? value : null;
}

export const writeDescriptionDraft = (index: number, entry: unknown, html: string): void =>
  write('description', index, entry, html);
export const clearDescriptionDraft = (index: number): void => clear('description', index);
