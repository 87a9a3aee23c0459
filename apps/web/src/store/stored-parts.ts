/**
 * The server's stored parts of a resume, turned into local-store values (pure). Used when a
 * resume is reopened by token: the server keeps every section as it was saved, while the
 * snapshot (resume object) is only as new as the last visit of the final page.
 */
import type { ResumeDocument, ResumeSection } from '@vita/shared/resume';
import type { RichSection, StoreValues, WithId } from './local-store';

type Values = Partial<StoreValues>;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** get-meta answers: records for heading, skills, summary, signature; lists for degrees and jobs. */
export function valuesFromMeta(
  meta: Partial<Record<'heading' | 'education' | 'work-expr' | 'skills' | 'summary' | 'signature', unknown>>,
): Values {
  const values: Values = {};
  if ('heading' in meta) values.heading = isRecord(meta.heading) ? (meta.heading as never) : null;
  if ('education' in meta) values.education = Array.isArray(meta.education) ? (meta.education as never) : [];
  if ('work-expr' in meta) values.work = Array.isArray(meta['work-expr']) ? (meta['work-expr'] as never) : [];
  if ('skills' in meta) values.skills = isRecord(meta.skills) ? (meta.skills as never) : null;
  if ('summary' in meta) values.summary = isRecord(meta.summary) ? (meta.summary as never) : null;
  if ('signature' in meta) values.signature = isRecord(meta.signature) ? (meta.signature as never) : null;
  return values;
}

/** custom-section-listing (oldest first): slot one, slot two. */
export function valuesFromCustomSections(list: readonly { id: number; meta_value: unknown }[]): Values {
  const slot = (item: { id: number; meta_value: unknown } | undefined) => {
    if (!item || !isRecord(item.meta_value)) return null;
    const { title, description } = item.meta_value;
    return {
      id: item.id,
      title: typeof title === 'string' ? title : '',
      description: typeof description === 'string' ? description : '',
    };
  };
  return { customSectionOne: slot(list[0]), customSectionTwo: slot(list[1]) };
}

const RICH_KEYS = [
  'accomplishments',
  'certifications',
  'affiliations',
  'additionalInformation',
  'hobbies',
] as const;

function richValue(section: ResumeSection | undefined): RichSection | null {
  if (section?.kind !== 'rich') return null;
  return { id: section.sourceId ?? 0, data: section.html };
}

/**
 * The extra sections of the assembled document (the only read that lists them): rich sections
 * by their HTML, languages by name and level, links by their text. Sections the document does
 * not show (empty) are cleared.
 */
export function valuesFromDocument(doc: Pick<ResumeDocument, 'sections'>): Values {
  const byKey = new Map(doc.sections.map((s) => [s.key, s]));
  const values: Values = {};
  for (const key of RICH_KEYS) values[key] = richValue(byKey.get(key));
  const languages = byKey.get('languages');
  values.languages =
    languages?.kind === 'languages'
      ? ({
          id: languages.sourceId ?? 0,
          native: languages.languages.filter((l) => l.native).map((l) => ({ nativeLang: l.name })),
          languages: languages.languages
            .filter((l) => !l.native)
            .map((l) => ({ language: l.name, level: l.level, value: l.value })),
        } as WithId<never>)
      : null;
  const links = byKey.get('webLinks');
  values.webLinks =
    links?.kind === 'links'
      ? ({
          id: links.sourceId ?? 0,
          link1: links.links[0]?.text ?? '',
          link2: links.links[1]?.text ?? '',
          link3: links.links[2]?.text ?? '',
        } as never)
      : null;
  return values;
}
