/** Driving licences, degrees and years of experience: the requirements ads state in set phrases. */

export const LICENCE_CLASSES = [
  'AM',
  'A1',
  'A2',
  'A',
  'B',
  'BE',
  'C1',
  'C1E',
  'C',
  'CE',
  'D1',
  'D',
  'DE',
  'L',
  'T',
];

const CLASS = '(?:C1E|C1|CE|BE|DE|D1|AM|A1|A2|A|B|C|D|L|T)';
const LICENCE = new RegExp(
  `(?:Führerschein|Fahrerlaubnis|\\bFS)(?:[^.\\n;]{0,20}?(?:Klassen?|Kl\\.)\\s*|\\s+)(${CLASS}(?:\\s*(?:/|,|und|oder|bzw\\.?)\\s*${CLASS})*)\\b`,
  'g',
);
const ANY_LICENCE = /Führerschein|Fahrerlaubnis/;
const FORKLIFT =
  /(Gabel)?stapler(schein|führerschein)|Flurförderzeug|Staplerfahrausweis|Fahrausweis für Stapler/i;

export interface Credential {
  label: string;
  /** What the CV must show: licence classes, or the degree's subject words. */
  needs: string[];
}

/** "Führerschein Klasse C/CE", "Staplerschein"; a licence without class means class B. */
export function findLicences(text: string): Credential[] {
  const found: Credential[] = [];
  const seen = new Set<string>();
  const add = (label: string, needs: string[]) => {
    if (seen.has(label)) return;
    seen.add(label);
    found.push({ label, needs });
  };
  for (const match of text.matchAll(LICENCE)) {
    const classes = (match[1] ?? '').split(/\s*(?:\/|,|und|oder|bzw\.?)\s*/).filter((c) => c !== '');
    add(`Führerschein Klasse ${classes.join('/')}`, classes);
  }
  if (found.length === 0 && ANY_LICENCE.test(text.replace(FORKLIFT, ''))) add('Führerschein Klasse B', ['B']);
  if (FORKLIFT.test(text)) add('Staplerschein', ['Stapler']);
  return found;
}

const GENDER_SUFFIX =
  /\s*\((?:m|w|d|f|gn|all genders?)(?:\s*\/\s*(?:m|w|d|f|x))*\)|\/-?\s*(?:in|mann|frau|r)\b|\*in\b|:in\b/gi;
const STOP =
  /\s*(?:\n|,|;|\boder\b|\bbzw\.?|\bo\.\s?ä\.|\bsowie\b|\bund\b|\bmit\b|\bwünschenswert\b|\bidealerweise\b|\bbzw\b|\(|\.(?:\s|$)|$)/;

function subjectAfter(text: string, from: number): string {
  const rest = text.slice(from).replace(GENDER_SUFFIX, '');
  const cut = STOP.exec(rest);
  return (cut ? rest.slice(0, cut.index) : rest).trim();
}

const SCHOOL = [
  ['Hauptschulabschluss', /Hauptschulabschluss|Berufsreife/],
  ['Mittlerer Schulabschluss', /Realschulabschluss|Mittlere[rn]? (Reife|Schulabschluss)|Mittlere Reife/i],
  ['Fachhochschulreife', /Fachhochschulreife|Fachabitur/],
  ['Abitur', /\bAbitur\b|allgemeine Hochschulreife/],
  ['Meister', /Meisterbrief|Meisterprüfung|Meister(?:in)?titel|\bMeister(?:in)? im\b/],
  ['Staatlich geprüfter Techniker', /staatlich geprüfte[rn]? Techniker/i],
] as const;

/** "Ausbildung als Kaufmann für Büromanagement", "Studium der Informatik", "Abitur", "Meister". */
export function findDegrees(text: string): Credential[] {
  const found = new Map<string, Credential>();
  const training =
    /(?:abgeschlossene[rn]?|erfolgreich abgeschlossene[rn]?|absolvierte[rn]?)\s+(?:(\p{L}+(?:ische|liche))\s+)?(?:Berufs)?ausbildung(?:\s+(als|zum\/zur|zum|zur|im Bereich|in der|in einem|in)\s+)?/giu;
  for (const match of text.matchAll(training)) {
    const field = match[1];
    const subject = match[2] ? subjectAfter(text, match.index + match[0].length) : '';
    if (subject.length >= 3 && subject.length <= 60) {
      found.set(subject.toLowerCase(), { label: `Ausbildung als ${subject}`, needs: [subject] });
    } else if (field) {
      const label = `${field[0]?.toUpperCase()}${field.slice(1)} Ausbildung`;
      found.set(label.toLowerCase(), { label, needs: [field.replace(/ische$|liche$/, '')] });
    }
  }
  const examined = /examinierte[rn]?\s+(\p{L}+)/giu;
  for (const match of text.matchAll(examined)) {
    const subject = match[1] ?? '';
    found.set(subject.toLowerCase(), { label: `Ausbildung als ${subject}`, needs: [subject] });
  }
  const study =
    /(?:abgeschlossene[sn]?\s+)?(?:Hochschul|Fachhochschul|Bachelor|Master)?[Ss]tudium(?:\s+(?:der|des|im Bereich|im Fach|in|im|der Fachrichtung)\s+)/gu;
  for (const match of text.matchAll(study)) {
    const subject = subjectAfter(text, match.index + match[0].length);
    if (subject.length >= 3 && subject.length <= 60) {
      found.set(`studium ${subject.toLowerCase()}`, { label: `Studium ${subject}`, needs: [subject] });
    }
  }
  for (const [label, pattern] of SCHOOL) {
    if (pattern.test(text)) found.set(label.toLowerCase(), { label, needs: [label] });
  }
  return [...found.values()];
}

const NUMBERS: Record<string, number> = {
  ein: 1,
  einem: 1,
  einjährige: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
};

export interface ExperienceRequirement {
  label: string;
  years: number;
}

/** "mindestens 3 Jahre Berufserfahrung", "mehrjährige Berufserfahrung" (2), "erste Berufserfahrung" (any). */
export function findExperience(text: string): ExperienceRequirement | null {
  const years =
    /(\d{1,2}|ein|einem|zwei|drei|vier|fünf|sechs)\s*\+?\s*(?:-\s*\d{1,2}\s*)?(?:Jahre?n?|-jährige[rn]?|jährige[rn]?)\s+(?:\p{L}+\s+){0,2}?(?:Berufs|Arbeits|Praxis)?[Ee]rfahrung/u.exec(
      text,
    );
  if (years?.[1]) {
    const count = NUMBERS[years[1]] ?? Number(years[1]);
    return { label: `${count} ${count === 1 ? 'Jahr' : 'Jahre'} Berufserfahrung`, years: count };
  }
  if (/mehrjährige[rn]?\s+(?:\p{L}+\s+)?(?:Berufs)?[Ee]rfahrung/u.test(text)) {
    return { label: 'Mehrjährige Berufserfahrung', years: 2 };
  }
  if (/erste[rn]?\s+(?:\p{L}+\s+)?(?:Berufserfahrung|Erfahrungen?\s+im\s+Beruf)/u.test(text)) {
    return { label: 'Erste Berufserfahrung', years: 0 };
  }
  if (/Berufserfahrung/.test(text) && !/ohne Berufserfahrung|keine Berufserfahrung/.test(text)) {
    return { label: 'Berufserfahrung', years: 1 };
  }
  return null;
}
