/**
 * What the visitor chose on /add-section but has not confirmed with NEXT yet — the ticked
 * sections and a half-typed own-section title — per tab (sessionStorage), so a reload does not
 * lose it. It is page state, not resume data: the stored selection (extra_section_array) still
 * only changes on NEXT. The ticks remember the stored selection they started from and are void
 * once it has changed (NEXT, a discard on a section page).
 */
const TICKS_KEY = 'vita:add-section-ticks';
const TITLE_KEY = 'vita:add-section-own-title';

const baseOf = (stored: readonly string[] | null): string => JSON.stringify(stored ?? []);

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function remove(key: string): void {
  try {
    session()?.removeItem(key);
  } catch {
    // nothing to remove
  }
}

function put(key: string, value: string): void {
  try {
    session()?.setItem(key, value);
  } catch {
    // storage full or disabled: the page still works, only a reload would lose the choice
  }
}

/** The ticked paths of an unconfirmed choice made on top of `stored`; null when there is none. */
export function readTicksDraft(stored: readonly string[] | null): string[] | null {
  try {
    const raw = session()?.getItem(TICKS_KEY);
    if (!raw) return null;
    const draft: unknown = JSON.parse(raw);
    if (typeof draft !== 'object' || draft === null) return null;
    const { base, ticked } = draft as { base?: unknown; ticked?: unknown };
    if (base !== baseOf(stored) || !Array.isArray(ticked)) return null;
    return ticked.filter((path): path is string => typeof path === 'string');
  } catch {
    return null;
  }
}

export function writeTicksDraft(stored: readonly string[] | null, ticked: readonly string[]): void {
  put(TICKS_KEY, JSON.stringify({ base: baseOf(stored), ticked }));
}

/** The own-section title typed but not yet added; '' when there is none. */
export function readOwnTitleDraft(): string {
  try {
    return session()?.getItem(TITLE_KEY) ?? '';
  } catch {
    return '';
  }
}

export function writeOwnTitleDraft(title: string): void {
  if (title === '') remove(TITLE_KEY);
  else put(TITLE_KEY, title);
}

/** NEXT or Back: the choice is confirmed (or given up). */
export function clearChecklistDraft(): void {
  remove(TICKS_KEY);
  remove(TITLE_KEY);
}
