import { LANGUAGE_LEVELS, type LanguageLevel, MAX_WEB_LINKS } from '../constants';
import { asArray, asRecord, textOf } from './lenient';
import type { LanguageEntry, ResumeLabels, RichBlock, WebLink } from './resume-document';
import { parseRichText } from './rich-text';
import { webHref } from './web-href';

const BARS = 6;

function levelOf(level: unknown, value: unknown): LanguageLevel | null {
  const text = textOf(level).toUpperCase();
  const byName = LANGUAGE_LEVELS.find((l) => l === text);
  if (byName) return byName;
  const numeric = typeof value === 'string' ? Number(value) : value;
  if (typeof numeric !== 'number' || !Number.isInteger(numeric) || numeric % 20 !== 0) return null;
  return LANGUAGE_LEVELS[numeric / 20] ?? null;
}

/** Native languages first ('Deutsch – Muttersprache'), then the others ('Englisch – C1'). */
export function buildLanguages(value: unknown, labels: ResumeLabels): LanguageEntry[] {
  const stored = asRecord(value);
  if (stored === null) return [];
  const natives = asArray(stored.native).flatMap((item): LanguageEntry[] => {
    const name = textOf(asRecord(item)?.nativeLang);
    if (name === '') return [];
    return [
      {
        name,
        level: labels.native,
        native: true,
        value: 100,
        bars: BARS,
        text: `${name} – ${labels.native}`,
      },
    ];
  });
  const others = asArray(stored.languages).flatMap((item): LanguageEntry[] => {
    const language = asRecord(item);
    const name = textOf(language?.language);
    if (language === null || name === '') return [];
    const level = levelOf(language.level, language.value);
    if (level === null) return [{ name, level: '', native: false, value: 0, bars: 0, text: name }];
    const index = LANGUAGE_LEVELS.indexOf(level);
    return [{ name, level, native: false, value: index * 20, bars: index + 1, text: `${name} – ${level}` }];
  });
  return [...natives, ...others];
}

/** Up to three links as typed, each with a safe href when it is a web address. */
export function buildWebLinks(value: unknown): WebLink[] {
  const stored = asRecord(value);
  const texts = stored ? [stored.link1, stored.link2, stored.link3].map(textOf) : asArray(value).map(textOf);
  return texts
    .filter((text) => text !== '')
    .slice(0, MAX_WEB_LINKS)
    .map((text) => ({ text, href: webHref(text) }));
}

/** Rich extra sections keep their HTML in `meta_value.data`; a bare string is accepted too. */
export function richHtmlOf(value: unknown): string {
  if (typeof value === 'string') return value;
  const data = asRecord(value)?.data;
  return typeof data === 'string' ? data : '';
}

export function buildRich(html: string): { html: string; blocks: RichBlock[] } {
  return { html, blocks: parseRichText(html) };
}
