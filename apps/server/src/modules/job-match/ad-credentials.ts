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
  /** A degree: what kind, and whether the ad says "oder vergleichbar" / asks a running study. */
  degree?: {
    type: 'training' | 'study' | 'school' | 'master';
    /** "kaufmännische Ausbildung": the field alone, no occupation named. */
    fieldOnly: boolean;
    comparable: boolean;
    /** A training or study must be finished unless the ad asks for a running one ("laufendes Studium"). */
    running: boolean;
  };
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

const COMPARABLE = /^[^\n.;]{0,80}?(?:vergleichbar|ähnlich|o\.\s?ä\.|entsprechend)/i;

/** "oder vergleichbar" within the sentence that follows the subject. */
const saysComparable = (text: string, from: number) => COMPARABLE.test(text.slice(from));

type DegreeOf = NonNullable<Credential['degree']>;

/** "Ausbildung als Kaufmann für Büromanagement", "Studium der Informatik", "Abitur", "Meister". */
export function findDegrees(text: string): Credential[] {
  const found = new Map<string, Credential>();
  const add = (key: string, label: string, needs: string[], degree: DegreeOf) => {
    found.set(key, { label, needs, degree });
  };
  const training =
    /(?:(?:abgeschlossene[rn]?|erfolgreich abgeschlossene[rn]?|absolvierte[rn]?|eine)\s+)?(?:(\p{L}+(?:ische|liche))\s+)?(?:Berufs)?[Aa]usbildung(?:\s+(als|zum\/zur|zum|zur|im Bereich|in der|in einem|in)\s+)?/gu;
  for (const match of text.matchAll(training)) {
    const field = match[1];
    const end = match.index + match[0].length;
    const subject = match[2] ? subjectAfter(text, end) : '';
    // "Ausbildung" alone in running text ("während der Ausbildung") asks for nothing.
    if (!match[2] && !field && !/^(?:abgeschlossen|erfolgreich|absolviert)/i.test(match[0])) continue;
    const comparable = saysComparable(text, end);
    if (subject.length >= 3 && subject.length <= 60) {
      add(subject.toLowerCase(), `Ausbildung als ${subject}`, [subject], {
        type: 'training',
        fieldOnly: false,
        comparable,
        running: false,
      });
    } else if (field) {
      const label = `${field[0]?.toUpperCase()}${field.slice(1)} Ausbildung`;
      add(label.toLowerCase(), label, [field.replace(/ische$|liche$/, '')], {
        type: 'training',
        fieldOnly: true,
        comparable,
        running: false,
      });
    }
  }
  const examined = /examinierte[rn]?\s+(\p{L}+)/giu;
  for (const match of text.matchAll(examined)) {
    const subject = match[1] ?? '';
    // "examinierte Pflegefachkraft" names the level, not one training: every examined nursing training counts.
    add(subject.toLowerCase(), `Ausbildung als ${subject}`, [subject], {
      type: 'training',
      fieldOnly: false,
      comparable: /fachkraft$/i.test(subject) || saysComparable(text, match.index + match[0].length),
      running: false,
    });
  }
  const study =
    /(?:([Aa]bgeschlossene[sn]?|[Ll]aufende[sn]?)\s+)?(?:Hochschul|Fachhochschul|Bachelor|Master)?[Ss]tudium(?:\s+(?:der|des|im Bereich|im Fach|in|im|der Fachrichtung)\s+)/gu;
  for (const match of text.matchAll(study)) {
    const end = match.index + match[0].length;
    const subject = subjectAfter(text, end);
    if (subject.length >= 3 && subject.length <= 60) {
      add(`studium ${subject.toLowerCase()}`, `Studium ${subject}`, [subject], {
        type: 'study',
        fieldOnly: false,
        comparable: saysComparable(text, end),
        running: /^laufend/i.test(match[1] ?? ''),
      });
    }
  }
  for (const [label, pattern] of SCHOOL) {
    if (!pattern.test(text)) continue;
    const type =
      label === 'Meister' ? 'master' : label === 'Staatlich geprüfter Techniker' ? 'training' : 'school';
    add(label.toLowerCase(), label, [label], { type, fieldOnly: false, comparable: false, running: false });
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
  /** "im Einzelhandel": only the jobs in that field count (the word as the ad writes it). */
  field?: string;
  /** "Führungserfahrung": a job that led people. */
  lead?: boolean;
}

/** Right after "…erfahrung": "im Einzelhandel", "in der Pflege". */
const FIELD_AFTER = /^(?:en)?\s+(?:im|in der|in einem|in|aus dem)\s+(\p{Lu}\p{L}+)/u;
const LEAD =
  /Führungserfahrung|Personalverantwortung|Erfahrung in der (?:Personal|Mitarbeiter|Team)?[Ff]ührung|Führung von (?:Mitarbeite|Teams?)|Teamleitungserfahrung|Leitungserfahrung/;

/** The field a years phrase names right after "Erfahrung": "… im Einzelhandel". */
function fieldAfter(text: string, from: number): string | undefined {
  return FIELD_AFTER.exec(text.slice(from))?.[1];
}

const withField = (label: string, field: string | undefined) => (field ? `${label} im ${field}` : label);

/**
 * "mindestens 3 Jahre Berufserfahrung", "mehrjährige Berufserfahrung im Einzelhandel" (2, that field),
 * "erste Berufserfahrung" (any), and "Führungserfahrung" beside them.
 */
export function findExperience(text: string): ExperienceRequirement[] {
  const found: ExperienceRequirement[] = [];
  const years =
    /(\d{1,2}|ein|einem|zwei|drei|vier|fünf|sechs)\s*\+?\s*(?:-\s*\d{1,2}\s*)?(?:Jahre?n?|-jährige[rn]?|jährige[rn]?)\s+(?:\p{L}+\s+){0,2}?(?:Berufs|Arbeits|Praxis)?[Ee]rfahrung/iu.exec(
      text,
    );
  const several = /mehrjährige[rn]?\s+(?:\p{L}+\s+)?(?:Berufs)?[Ee]rfahrung/iu.exec(text);
  const first = /erste[rn]?\s+(?:\p{L}+\s+)?(?:Berufserfahrung|Erfahrungen?\s+im\s+Beruf)/iu.exec(text);
  if (years?.[1]) {
    const count = NUMBERS[years[1].toLowerCase()] ?? Number(years[1]);
    const field = fieldAfter(text, years.index + years[0].length);
    found.push({
      label: withField(`${count} ${count === 1 ? 'Jahr' : 'Jahre'} Berufserfahrung`, field),
      years: count,
      ...(field ? { field } : {}),
    });
  } else if (several) {
    const field = fieldAfter(text, several.index + several[0].length);
    found.push({
      label: withField('Mehrjährige Berufserfahrung', field),
      years: 2,
      ...(field ? { field } : {}),
    });
  } else if (first && !/Führungserfahrung/.test(first[0])) {
    found.push({ label: 'Erste Berufserfahrung', years: 0 });
  } else if (/Berufserfahrung/.test(text) && !/ohne Berufserfahrung|keine Berufserfahrung/.test(text)) {
    found.push({ label: 'Berufserfahrung', years: 1 });
  }
  if (LEAD.test(text)) found.push({ label: 'Führungserfahrung', years: 0, lead: true });
  return found;
}
