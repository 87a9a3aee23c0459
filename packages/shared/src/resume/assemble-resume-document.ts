import { EXTRA_SECTION_SUB_KEYS, type ExtraSectionSubKey, SECTION_ID, type SectionName } from '../constants';
import { buildEducationEntries, buildWorkEntries } from './build-entries';
import { buildLanguages, buildRich, buildWebLinks, richHtmlOf } from './build-extras';
import { buildPersonal } from './build-personal';
import { buildSignature } from './build-signature';
import { listsEducationFirst } from './education-first';
import {
  EXTRA_SECTION_NAMES,
  RESUME_LABELS,
  SECTION_TITLES,
  type SectionTitles,
  socialLinkLabel,
} from './labels';
import { asArray, asRecord, textOf } from './lenient';
import { type PartReaders, shapeReaders } from './part-readers';
import { resolveStyle } from './resolve-style';
import type {
  EntriesSection,
  LanguagesSection,
  LinksSection,
  ResumeDocument,
  ResumeLabels,
  ResumeLocale,
  ResumeSection,
  RichSection,
} from './resume-document';
import { hasRichContent } from './rich-text';
import { resolveLayout, sectionNameOf } from './section-order';
import type { StoredResumeParts } from './stored-parts';

export type { StoredResumeParts };

export type BuildResumeDocumentOptions = {
  /** Default titles and labels: German ('de', default) or English. */
  locale?: ResumeLocale;
  titles?: Partial<SectionTitles>;
  labels?: Partial<ResumeLabels>;
  /** Shorthand for `labels.current` ('Aktuell' / 'Current'). */
  currentLabel?: string;
  /** `ext_name_arr`: an extra section named here shows its heading even when it is empty. */
  chosenExtraSections?: readonly (string | number)[];
  /** Today, for a signature whose date was left empty. */
  now?: Date;
};

const SUB_KEY_SECTION: Record<ExtraSectionSubKey, SectionName> = {
  Accomplishment: 'accomplishments',
  Certification: 'certifications',
  Affiliation: 'affiliations',
  additionalInformation: 'additionalInformation',
  WebLinks: 'webLinks',
  Language: 'languages',
  hobbiesInformation: 'hobbies',
};
const EXTRA_NAME_BY_LOWER = new Map(
  Object.entries(EXTRA_SECTION_NAMES).map(([name, section]) => [name.toLowerCase(), section]),
);
/** Sections that the add-section page offers; only these show an empty heading when chosen. */
const CHOOSABLE = new Set<SectionName>([
  ...Object.values(SUB_KEY_SECTION),
  'summary',
  'customOne',
  'customTwo',
]);

function chosenSections(chosen: readonly (string | number)[] | undefined): Set<string> {
  const result = new Set<string>();
  for (const item of chosen ?? []) {
    if (typeof item === 'number') {
      const name = sectionNameOf(item);
      if (name) result.add(name);
      continue;
    }
    const text = textOf(item);
    const name =
      EXTRA_NAME_BY_LOWER.get(text.toLowerCase()) ?? (Object.hasOwn(SECTION_ID, text) ? text : null);
    result.add(name ?? `title:${text.toLowerCase()}`);
  }
  return result;
}

type SectionHead = 'id' | 'key' | 'title' | 'column' | 'sourceId';
/** A section's kind and content, before it gets its place and title. */
type Payload =
  | Omit<EntriesSection, SectionHead>
  | Omit<RichSection, SectionHead>
  | Omit<LanguagesSection, SectionHead>
  | Omit<LinksSection, SectionHead>;
type SectionContent = { payload: Payload; sourceId: number | null; title: string | null };

function isEmptyPayload(payload: Payload): boolean {
  switch (payload.kind) {
    case 'entries':
      return payload.entries.length === 0;
    case 'rich':
      return !hasRichContent(payload.blocks);
    case 'languages':
      return payload.languages.length === 0;
    case 'links':
      return payload.links.length === 0;
  }
}

/**
 * The editor starts every text with a bullet (01 §4), so a Kurzprofil or Hobbys text typed as prose
 * is stored as a list of one item: it is printed as the paragraph it is. Two items stay a list.
 */
function proseRich(html: string): Payload {
  const rich = buildRich(html);
  const [only, ...rest] = rich.blocks;
  if (only?.type !== 'list' || rest.length > 0 || only.items.length !== 1) return { kind: 'rich', ...rich };
  return { kind: 'rich', html: rich.html, blocks: [{ type: 'paragraph', runs: only.items[0]?.runs ?? [] }] };
}

function extraContent(sub: ExtraSectionSubKey, value: unknown, labels: ResumeLabels): Payload {
  if (sub === 'Language') return { kind: 'languages', languages: buildLanguages(value, labels) };
  if (sub === 'WebLinks') return { kind: 'links', links: buildWebLinks(value) };
  if (sub === 'hobbiesInformation') return proseRich(richHtmlOf(value));
  return { kind: 'rich', ...buildRich(richHtmlOf(value)) };
}

function collectContent(
  parts: Partial<StoredResumeParts>,
  labels: ResumeLabels,
  locale: ResumeLocale,
  read: PartReaders,
): Map<SectionName, SectionContent> {
  const content = new Map<SectionName, SectionContent>();
  const plain = (payload: Payload): SectionContent => ({ payload, sourceId: null, title: null });
  content.set(
    'work',
    plain({ kind: 'entries', entries: buildWorkEntries(asArray(parts.work), labels, read) }),
  );
  content.set(
    'education',
    plain({
      kind: 'entries',
      entries: buildEducationEntries(asArray(parts.education), labels, locale, read),
    }),
  );
  content.set('skills', plain({ kind: 'rich', ...buildRich(richHtmlOf(parts.skills)) }));
  content.set('summary', plain(proseRich(richHtmlOf(parts.summary))));

  for (const sub of EXTRA_SECTION_SUB_KEYS) {
    const stored = asArray(parts.extraSections).flatMap((item) => {
      const record = asRecord(item);
      if (record?.meta_sub_key !== sub) return [];
      const id = typeof record.id === 'number' ? record.id : null;
      return [{ payload: extraContent(sub, record.meta_value, labels), sourceId: id, title: null }];
    });
    // One record per kind is expected; with several, the first with content wins.
    const chosen = stored.find((s) => !isEmptyPayload(s.payload)) ?? stored[0];
    if (chosen) content.set(SUB_KEY_SECTION[sub], chosen);
  }

  asArray(parts.customSections)
    .slice(0, 2)
    .forEach((item, index) => {
      const record = asRecord(item);
      if (record === null) return;
      content.set(index === 0 ? 'customOne' : 'customTwo', {
        payload: {
          kind: 'rich',
          ...buildRich(typeof record.description === 'string' ? record.description : ''),
        },
        sourceId: typeof record.id === 'number' ? record.id : null,
        title: textOf(record.title) || null,
      });
    });
  return content;
}

/** Overrides without the keys set to undefined (or to something that is not text). */
function definedOnly<T extends Record<string, string | undefined>>(
  overrides: Partial<T> | undefined,
): Partial<T> {
  return Object.fromEntries(
    Object.entries(overrides ?? {}).filter(([, value]) => typeof value === 'string' && value !== ''),
  ) as Partial<T>;
}

const EMPTY_PAYLOAD: Partial<Record<SectionName, Payload>> = {
  languages: { kind: 'languages', languages: [] },
  webLinks: { kind: 'links', links: [] },
};

/**
 * The one function from stored parts to the document that every renderer uses (DESIGN §2).
 * Never throws on stored data: what does not read is left out. `read` decides how the parts with
 * a contract schema are read (part-readers.ts); the default needs no schema code, for the browser.
 */
export function assembleResumeDocument(
  parts: StoredResumeParts,
  options: BuildResumeDocumentOptions = {},
  read: PartReaders = shapeReaders,
): ResumeDocument {
  const own = asRecord(parts)?.language;
  const locale: ResumeLocale = own === 'en' || own === 'de' ? own : options.locale === 'en' ? 'en' : 'de';
  const titles: SectionTitles = { ...SECTION_TITLES[locale], ...definedOnly(options.titles) };
  const labels: ResumeLabels = {
    ...RESUME_LABELS[locale],
    ...definedOnly(options.labels),
    ...definedOnly({ current: options.currentLabel }),
  };
  const source: Partial<StoredResumeParts> = asRecord(parts) ?? {};
  const style = resolveStyle(source.style, read);
  const layout = resolveLayout(style.layout);
  if (!layout.stored && listsEducationFirst(asArray(source.work), asArray(source.education))) {
    const work = layout.main.indexOf(SECTION_ID.work);
    const education = layout.main.indexOf(SECTION_ID.education);
    if (work >= 0 && education > work) {
      layout.main[work] = SECTION_ID.education;
      layout.main[education] = SECTION_ID.work;
    }
  }
  const chosen = chosenSections(options.chosenExtraSections);
  const content = collectContent(source, labels, locale, read);
  const personal = buildPersonal(source.heading, source.photo, read);
  if (options.labels?.socialLink === undefined)
    labels.socialLink = socialLinkLabel(personal.socialLink, labels.socialLink);

  const placed = [
    ...layout.main.map((id) => ({ id, column: 'main' as const })),
    ...layout.side.map((id) => ({ id, column: 'side' as const })),
  ];
  const sections = placed.flatMap(({ id, column }): ResumeSection[] => {
    const key = sectionNameOf(id);
    if (key === null || key === 'heading') return [];
    const stored = content.get(key);
    const title = stored?.title ?? titles[key];
    const wanted =
      CHOOSABLE.has(key) &&
      (chosen.has(key) || (stored?.title != null && chosen.has(`title:${stored.title.toLowerCase()}`)));
    if (stored && !isEmptyPayload(stored.payload)) {
      return [{ id, key, title, column, sourceId: stored.sourceId, ...stored.payload }];
    }
    if (!wanted) return [];
    const payload = EMPTY_PAYLOAD[key] ?? { kind: 'rich', html: '', blocks: [] };
    return [{ id, key, title, column, sourceId: stored?.sourceId ?? null, ...payload }];
  });

  return {
    locale,
    ownLanguage: own === 'en' || own === 'de',
    name: textOf(source.name) || (locale === 'de' ? 'Lebenslauf' : 'Resume'),
    ...style,
    layout: { main: layout.main, side: layout.side },
    layoutStored: layout.stored,
    labels,
    personal,
    sections,
    signature: buildSignature(source.signature, locale, options.now ?? new Date(), read),
  };
}
