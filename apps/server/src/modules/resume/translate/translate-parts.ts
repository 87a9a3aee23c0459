import { escapeHtml, parseRichText, runsText, type StoredResumeParts } from '@vita/shared';
import { GERMAN_GRADING_NOTE } from './german-degrees';
import {
  ausbildungFor,
  degreeFor,
  fieldOfStudyFor,
  languageNameFor,
  languagePhraseFor,
  maritalStatusFor,
  translateLicence,
} from './term-lookup';

/** What the translation looks up in data it does not hold itself (ESCO, the occupation matcher). */
export interface TranslationLookups {
  /** The English title of the ESCO occupation a German job title names; undefined when none. */
  occupationTitle(title: string): string | undefined;
  /** The English form of a skill: our curated glossary, then ESCO's skill labels. */
  skillName(skill: string): string | undefined;
}

export interface TranslatedParts {
  parts: StoredResumeParts;
  /**
   * The fields copied as written, still to translate by the applicant: 'summary',
   * 'work.0.jobtitle', 'work.0.workDescription', 'education.1.fieldOStudy', 'skills',
   * 'extra.Certification', 'custom.0', …
   */
  untranslated: string[];
}

const hasText = (html: string | undefined | null) =>
  parseRichText(html ?? '').some((block) => block.type !== 'paragraph' || runsText(block.runs).trim() !== '');

/** Each list item or paragraph of the skills text, translated where data names it. */
function translateSkillHtml(html: string, lookups: TranslationLookups): { html: string; missing: number } {
  let missing = 0;
  const translated = html.replace(/>([^<>]+)</g, (whole, raw: string) => {
    const text = raw
      .replace(/&amp;/g, '&')
      .replace(/&nbsp;/g, ' ')
      .trim();
    if (text === '') return whole;
    const english = lookups.skillName(text) ?? languagePhraseFor(text);
    if (english === undefined) {
      missing += 1;
      return whole;
    }
    return `>${escapeHtml(english)}<`;
  });
  return { html: translated, missing };
}

function jobTitleFor(title: string, lookups: TranslationLookups): string | undefined {
  return ausbildungFor(title)?.english ?? lookups.occupationTitle(title);
}

/**
 * The English version of a German CV's parts: titles, degrees, skills, languages and the licence
 * from data; free text kept as written and listed in `untranslated`. Pure: the lookups bring ESCO.
 */
export function translateParts(source: StoredResumeParts, lookups: TranslationLookups): TranslatedParts {
  const untranslated: string[] = [];
  const heading = source.heading
    ? {
        ...source.heading,
        licence: translateLicence(source.heading.licence ?? ''),
        maritalStatus: maritalStatusFor(source.heading.maritalStatus ?? '') ?? source.heading.maritalStatus,
      }
    : null;

  const work = source.work.map((entry, index) => {
    const title = entry.jobtitle?.trim() ?? '';
    const english = title ? jobTitleFor(title, lookups) : undefined;
    if (title && english === undefined) untranslated.push(`work.${index}.jobtitle`);
    if (hasText(entry.workDescription)) untranslated.push(`work.${index}.workDescription`);
    return { ...entry, jobtitle: english ?? entry.jobtitle };
  });

  let gradeNoted = false;
  const education = source.education.map((entry, index) => {
    const degree = entry.sdegree?.trim() ?? '';
    const field = entry.fieldOStudy?.trim() ?? '';
    const trainedAs = ausbildungFor(field) ?? ausbildungFor(degree);
    let sdegree = degree ? degreeFor(degree) : undefined;
    let fieldOStudy = field ? fieldOfStudyFor(field) : undefined;
    if (trainedAs) {
      const named = `${trainedAs.english} (${trainedAs.explanation})`;
      if (ausbildungFor(field)) fieldOStudy = named;
      else sdegree = named;
    }
    if (degree && sdegree === undefined) untranslated.push(`education.${index}.sdegree`);
    if (field && fieldOStudy === undefined) untranslated.push(`education.${index}.fieldOStudy`);
    if (entry.sdescription?.trim()) untranslated.push(`education.${index}.sdescription`);
    if (hasText(entry.educationDescription)) untranslated.push(`education.${index}.educationDescription`);
    let sdescription = entry.sdescription ?? '';
    if (!gradeNoted && typeof entry.pointer === 'number') {
      gradeNoted = true;
      sdescription = sdescription.trim() ? `${GERMAN_GRADING_NOTE}. ${sdescription}` : GERMAN_GRADING_NOTE;
    }
    return {
      ...entry,
      sdegree: sdegree ?? entry.sdegree,
      fieldOStudy: fieldOStudy ?? entry.fieldOStudy,
      sdescription,
    };
  });

  let skills = source.skills;
  if (skills && hasText(skills.data)) {
    const { html, missing } = translateSkillHtml(skills.data, lookups);
    if (missing > 0) untranslated.push('skills');
    skills = {
      data: html,
      recommended: (skills.recommended ?? []).map((item) => lookups.skillName(item) ?? item),
    };
  }
  if (source.summary && hasText(source.summary.data)) untranslated.push('summary');

  const extraSections = source.extraSections.map((section) => {
    if (section.meta_sub_key === 'Language') {
      const value = (section.meta_value ?? {}) as {
        native?: { nativeLang?: string }[];
        languages?: { language?: string }[];
      };
      const name = (text: string | undefined, path: string) => {
        if (!text?.trim()) return text ?? '';
        const english = languageNameFor(text);
        if (english === undefined) untranslated.push(path);
        return english ?? text;
      };
      return {
        ...section,
        meta_value: {
          ...value,
          native: (value.native ?? []).map((n, i) => ({
            ...n,
            nativeLang: name(n.nativeLang, `languages.native.${i}`),
          })),
          languages: (value.languages ?? []).map((l, i) => ({
            ...l,
            language: name(l.language, `languages.${i}`),
          })),
        },
      };
    }
    if (section.meta_sub_key !== 'WebLinks') {
      const data = (section.meta_value as { data?: string } | null)?.data;
      if (hasText(data)) untranslated.push(`extra.${section.meta_sub_key}`);
    }
    return section;
  });
  source.customSections.forEach((section, index) => {
    if (hasText(section.description)) untranslated.push(`custom.${index}`);
  });

  const baseName = source.name.trim() || 'Lebenslauf';
  return {
    parts: {
      ...source,
      name: `${baseName} (English)`.slice(0, 120),
      heading,
      work,
      education,
      skills,
      extraSections,
      language: 'en',
    },
    untranslated,
  };
}
