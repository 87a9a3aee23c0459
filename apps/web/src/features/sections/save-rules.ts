/**
 * The save rules of the extra sections, web links and custom sections (01 §4), as pure functions.
 * The pages only carry out what these return.
 */
import { normaliseWebUrl, type WebLinks } from '@vita/shared';

/** What Next (or Back) does with the server copy of a section. */
export type SectionSaveAction =
  | { kind: 'add' }
  | { kind: 'edit'; id: number }
  | { kind: 'delete'; id: number }
  /** No id is known, but a save of it still waits to be sent: delete it by its section name. */
  | { kind: 'deleteBySection' }
  | { kind: 'leave' };

export interface ServerCopy {
  /** The server id of the stored section; null when the server has not confirmed one yet. */
  serverId: number | null;
  /** A save of this section still waits in the pending list (the server may have it soon). */
  waiting: boolean;
}

/**
 * 01 §4: no stored value and non-empty text → add; stored value and non-empty → edit by id; empty
 * with stored value → delete; empty with none stored → leave. Without a confirmed id the add is
 * safe to repeat: the server keeps one section per sub key and updates it.
 */
export function extraSectionSaveAction(copy: ServerCopy, empty: boolean): SectionSaveAction {
  if (!empty) return copy.serverId !== null ? { kind: 'edit', id: copy.serverId } : { kind: 'add' };
  if (copy.serverId !== null) return { kind: 'delete', id: copy.serverId };
  return copy.waiting ? { kind: 'deleteBySection' } : { kind: 'leave' };
}

export const EMPTY_WEB_LINKS: WebLinks = { link1: '', link2: '', link3: '' };
export const WEB_LINK_FIELDS = ['link1', 'link2', 'link3'] as const;

export const hasAnyLink = (links: Partial<WebLinks> | null | undefined): boolean =>
  WEB_LINK_FIELDS.some((field) => (links?.[field] ?? '').trim() !== '');

/**
 * 01 §4 web links: an existing record with all fields empty is deleted; with any value it is
 * updated; no record and some value creates one; nothing anywhere is left alone.
 */
export const webLinksSaveAction = (copy: ServerCopy, links: Partial<WebLinks> | null): SectionSaveAction =>
  extraSectionSaveAction(copy, !hasAnyLink(links));

/** The links as sent: trimmed, every field present. */
export const trimWebLinks = (links: Partial<WebLinks> | null): WebLinks => ({
  link1: (links?.link1 ?? '').trim(),
  link2: (links?.link2 ?? '').trim(),
  link3: (links?.link3 ?? '').trim(),
});

export type WebLinkField = (typeof WEB_LINK_FIELDS)[number];

/**
 * The links as sent, by the shared web-address rule: `www.…` completed with https://, and the
 * fields it refuses (javascript:, data:, text without a host), which keep the page open.
 */
export function checkWebLinks(links: Partial<WebLinks> | null): { links: WebLinks; invalid: WebLinkField[] } {
  const trimmed = trimWebLinks(links);
  const invalid = WEB_LINK_FIELDS.filter((field) => normaliseWebUrl(trimmed[field]) === null);
  const complete = (field: WebLinkField) => normaliseWebUrl(trimmed[field]) ?? trimmed[field];
  return { links: { link1: complete('link1'), link2: complete('link2'), link3: complete('link3') }, invalid };
}

export type CustomSectionCheck = 'empty' | 'titleMissing' | 'ok';

/**
 * A custom section needs its text (else the empty-section dialog, as for every extra section)
 * and a title (the server refuses one without).
 */
export function checkCustomSection(title: string, emptyText: boolean): CustomSectionCheck {
  if (emptyText) return 'empty';
  return title.trim() === '' ? 'titleMissing' : 'ok';
}

/** A stored id that can name a server record (serial ids start at 1; 0 means unconfirmed). */
export const serverIdOf = (value: { id?: unknown } | null | undefined): number | null =>
  typeof value?.id === 'number' && Number.isInteger(value.id) && value.id > 0 ? value.id : null;

/** A list without one item (ext_name_arr names, extra_section_array paths). */
export const without = (list: readonly string[] | null, item: string): string[] =>
  (list ?? []).filter((entry) => entry !== item);

/** A list with an item added at the end, once. */
export const withItem = (list: readonly string[] | null, item: string): string[] =>
  (list ?? []).includes(item) ? [...(list ?? [])] : [...(list ?? []), item];

/**
 * ext_name_arr after /add-section's NEXT: names of unticked checklist entries go, ticked ones are
 * added; names of sections hidden because they already have content, of the languages, links
 * and custom sections stay.
 */
export function namesAfterAddSection(
  previous: readonly string[] | null,
  unticked: readonly string[],
  ticked: readonly string[],
): string[] {
  const kept = (previous ?? []).filter((name) => !unticked.includes(name));
  return [...kept, ...ticked.filter((name) => !kept.includes(name))];
}

/** A custom section's title in ext_name_arr follows a rename (added when it was not there). */
export function renameInList(list: readonly string[] | null, from: string, to: string): string[] {
  const title = to.trim();
  const names = list ?? [];
  const renamed = names.map((name) => (name === from ? title : name));
  if (!names.includes(from)) renamed.push(title);
  return [...new Set(renamed.filter((name) => name !== ''))];
}
