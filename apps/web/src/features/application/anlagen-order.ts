import type { Attachment } from '@vita/shared';

/**
 * The order German practice expects for the Anlagen of a Bewerbung: the highest degree first,
 * then the Arbeitszeugnisse newest first, then everything else (lower degrees, certificates,
 * Weiterbildungen) newest first. An Anlage is classified by its title; its date orders within a
 * group (an Anlage without a date goes last there, otherwise the order stays as it was).
 */
const DEGREES: [RegExp, number][] = [
  [/promotion|doktor|dr\.|ph\.?\s?d/i, 9],
  [/master|diplom|magister|staatsexamen|mba/i, 8],
  [/bachelor/i, 7],
  [/meister(?!schaft)/i, 6],
  [
    /gesellen|facharbeiter|berufsabschluss|abschlussprüfung|ausbildungszeugnis|(?:ihk|hwk)[- ]?(?:zeugnis|prüfung|abschluss)|berufsschul/i,
    5,
  ],
  [/abitur|hochschulreife|fachhochschulreife|fachabitur/i, 4],
  [/mittlere reife|realschul|sekundarabschluss|mittlerer schulabschluss/i, 3],
  [/hauptschul|schulabschluss|abschlusszeugnis/i, 2],
];
const REFERENCE =
  /arbeitszeugnis|zwischenzeugnis|praktikumszeugnis|dienstzeugnis|referenz|arbeitsbescheinigung|zeugnis/i;

export type AnlageKind = { group: 'degree' | 'reference' | 'other'; level: number };

/** Certificates of courses are never degrees, whatever they name ("Zertifikat Scrum Master"). */
const COURSE = /zertifikat|certificate|kurs|schulung|seminar|lehrgang|teilnahme|weiterbildung|workshop/i;

export function classifyAnlage(title: string): AnlageKind {
  if (COURSE.test(title)) return { group: 'other', level: 0 };
  const degree = DEGREES.find(([pattern]) => pattern.test(title));
  if (degree) return { group: 'degree', level: degree[1] };
  if (REFERENCE.test(title)) return { group: 'reference', level: 0 };
  return { group: 'other', level: 0 };
}

const newestFirst = (a: Attachment, b: Attachment) => {
  if (a.document_date === b.document_date) return 0;
  if (!a.document_date) return 1;
  if (!b.document_date) return -1;
  return a.document_date < b.document_date ? 1 : -1;
};

export function sortAnlagen(items: readonly Attachment[]): Attachment[] {
  const kinds = new Map(items.map((item) => [item.id, classifyAnlage(item.title)]));
  const kindOf = (item: Attachment) => kinds.get(item.id) as AnlageKind;
  const degrees = items.filter((item) => kindOf(item).group === 'degree');
  const highest = [...degrees].sort((a, b) => kindOf(b).level - kindOf(a).level || newestFirst(a, b))[0];
  const references = items.filter((item) => kindOf(item).group === 'reference').sort(newestFirst);
  const rest = items
    .filter((item) => item !== highest && kindOf(item).group !== 'reference')
    .sort((a, b) => newestFirst(a, b) || kindOf(b).level - kindOf(a).level);
  return [...(highest ? [highest] : []), ...references, ...rest];
}
