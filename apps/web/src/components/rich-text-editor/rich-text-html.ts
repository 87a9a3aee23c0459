/**
 * Pure helpers for the rich text the editors produce (the server's allowlist: p, br, strong, em,
 * u, ul, ol, li, blockquote, h3). No DOM and no editor needed, so they load with the page and can
 * be unit-tested; the TipTap editor itself loads lazily.
 */

import { decodeHtmlEntities } from '@vita/shared/resume';

/** Text for an HTML text node: &, < and > escaped (quotes need no escaping outside attributes). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The text of rich text, one line per block (paragraph, list item, heading, line break). */
export function richTextToPlain(html: string | null | undefined): string {
  if (!html) return '';
  const withBreaks = html
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?(p|li|ul|ol|blockquote|h[1-6]|div)(\s[^>]*)?>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeHtmlEntities(withBreaks)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** True when the HTML holds no visible text (an empty paragraph or an empty bullet are empty). */
export const isRichTextEmpty = (html: string | null | undefined): boolean => richTextToPlain(html) === '';

const EMPTY_BLOCK = /<(p|h3)>(\s|&nbsp;|<br\s*\/?>)*<\/\1>/gi;
const EMPTY_ITEM = /<li>(\s|<p>(\s|&nbsp;|<br\s*\/?>)*<\/p>)*<\/li>/gi;
const EMPTY_LIST = /<(ul|ol|blockquote)>\s*<\/\1>/gi;

/**
 * What the editor hands to its owner: '' when nothing visible was typed (so an untouched editor
 * that opened with an empty bullet stores nothing), otherwise the HTML without empty paragraphs,
 * empty bullets and empty lists at any place.
 */
export function normaliseEditorHtml(html: string | null | undefined): string {
  if (!html || isRichTextEmpty(html)) return '';
  let result = html;
  let previous = '';
  // Removing an empty item can leave an empty list, and that an empty quote: repeat until stable.
  while (result !== previous) {
    previous = result;
    result = result.replace(EMPTY_ITEM, '').replace(EMPTY_BLOCK, '').replace(EMPTY_LIST, '');
  }
  return result.trim();
}

/** A bulleted list of plain-text items, escaped. */
export function bulletListHtml(items: readonly string[]): string {
  const clean = items.map((item) => item.trim()).filter((item) => item !== '');
  if (clean.length === 0) return '';
  return `<ul>${clean.map((item) => `<li><p>${escapeHtml(item)}</p></li>`).join('')}</ul>`;
}

/**
 * `html` with `text` added as the last bullet: into the closing bulleted list when the text ends
 * with one, else as a new list after it. Used when a suggestion is added before (or without) a
 * live editor; the editor's own `insertBullet` does the same inside the document.
 */
export function appendBulletHtml(html: string | null | undefined, text: string): string {
  const current = normaliseEditorHtml(html);
  const item = text.trim();
  if (item === '') return current;
  const bullet = `<li><p>${escapeHtml(item)}</p></li>`;
  if (current === '') return `<ul>${bullet}</ul>`;
  if (current.endsWith('</ul>')) return `${current.slice(0, -'</ul>'.length)}${bullet}</ul>`;
  return `${current}<ul>${bullet}</ul>`;
}

/** Text reduced for comparison: case, spacing, typographic quotes and final punctuation ignored. */
export function matchKey(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase('de')
    .replace(/[„“”"»«]/g, '"')
    .replace(/[‚‘’']/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.;,:!]+$/, '')
    .trim();
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * Whether rich text contains `text` (a catalogue phrase) as whole words, ignoring formatting,
 * case, spacing and the phrase's final full stop: "Inventur" is not in "Inventurdifferenzen". An
 * empty phrase is never "contained".
 */
export function htmlContainsText(html: string | null | undefined, text: string): boolean {
  const needle = matchKey(text);
  if (needle === '') return false;
  const haystack = matchKey(richTextToPlain(html).replace(/\n/g, ' '));
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack.charAt(at - 1);
    const after = haystack.charAt(at + needle.length);
    if (!WORD_CHAR.test(before) && !WORD_CHAR.test(after)) return true;
  }
  return false;
}
