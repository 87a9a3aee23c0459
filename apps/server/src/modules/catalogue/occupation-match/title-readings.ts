import { normaliseSearchText } from '../search-text';

/**
 * How people type a job title, read back to the titles it can mean. A title in a CV or a form is
 * rarely only the occupation: "Stellvertretende Filialleiterin (m/w/d) bei REWE", "Senior
 * Softwareentwickler", "Praktikantin Softwareentwicklung", "Leitung Buchhaltung". The readings
 * are tried in order, the text as typed first; the matcher accepts the first that names a job.
 * Pure text work: normalised search text in, normalised search texts out.
 */

/** Words that rank or qualify a job but do not change it. */
const QUALIFIERS = new Set([
  ...[
    'stellvertretend',
    'stellvertretende',
    'stellvertretender',
    'stellv',
    'stv',
    'kommissarisch',
    'kommissarische',
  ],
  ...['senior', 'sr', 'junior', 'jr', 'lead', 'principal', 'chief', 'erste', 'erster', 'leitend', 'leitende'],
  ...['leitender', 'ausgebildete', 'ausgebildeter', 'gelernte', 'gelernter', 'examinierte', 'examinierter'],
  ...['staatlich', 'anerkannte', 'anerkannter', 'exam', 'gepruft', 'geprufte', 'geprufter', 'diplomierte'],
  ...['teilzeit', 'vollzeit', 'minijob', 'befristet', 'remote', 'freiberuflich', 'freiberufliche'],
  ...['freiberuflicher', 'selbststandig', 'selbststandige', 'selbststandiger', 'ehemalige', 'ehemaliger'],
  ...['m', 'w', 'd', 'x', 'mwd', 'wmd', 'dwm'],
]);

/**
 * Learner and helper roles: the job they learn or help in is the profile ("Praktikantin
 * Softwareentwicklung" → Softwareentwickler/in, "Auszubildende zur Industriekauffrau").
 */
const LEARNER_WORDS = new Set([
  ...['praktikant', 'praktikantin', 'praktikum', 'pflichtpraktikum', 'werkstudent', 'werkstudentin'],
  ...['auszubildende', 'auszubildender', 'azubi', 'ausbildung', 'trainee', 'volontar', 'volontarin'],
  ...['intern', 'internship', 'working', 'student', 'duale', 'dualer', 'studentin', 'studium'],
  ...['aushilfe', 'aushilfskraft', 'schulerpraktikum', 'jahrespraktikant', 'jahrespraktikantin'],
]);

/** Words that join a role to its field: "im Bereich", "in der", "zum", "als", "for", … */
const LINK_WORDS = new Set([
  ...['als', 'im', 'in', 'der', 'dem', 'den', 'die', 'zum', 'zur', 'bereich', 'abteilung', 'fachbereich'],
  ...['fur', 'for', 'of', 'at', 'as'],
]);

/** Everything from these words on names the employer or place, not the job. */
const EMPLOYER_WORDS = new Set(['bei', 'at']);

/** Field nouns to the person doing the work: Softwareentwicklung → Softwareentwickler. */
const AGENT_ENDINGS: readonly (readonly [string, string])[] = [
  ['ung', 'er'],
  ['kauf', 'kaufer'],
  ['ik', 'iker'],
  ['pflege', 'pfleger'],
  ['ie', 'e'],
  ['wesen', ''],
];

/**
 * Fields a student or trainee works in, as the job of that field: "Werkstudentin Marketing" is
 * a Marketingassistentin, "Praktikum im Vertrieb" a Vertriebsmitarbeiter.
 */
const FIELD_JOBS: ReadonlyMap<string, string> = new Map([
  ['marketing', 'marketingassistent'],
  ['vertrieb', 'vertriebsmitarbeiter'],
  ['personal', 'personalreferent'],
  ['personalwesen', 'personalreferent'],
  ['hr', 'personalreferent'],
  ['controlling', 'controller'],
  ['kundenservice', 'kundenberater'],
  ['rezeption', 'empfangsmitarbeiter'],
  ['redaktion', 'redakteur'],
]);

/** "Leitung X", "Leiter X", "Head of X", "X-Leitung": read as "X-Leiter", then as X. */
const LEAD_WORDS = new Set([
  'leitung',
  'leiter',
  'leiterin',
  'head',
  'teamleitung',
  'teamleiter',
  'teamleiterin',
]);

const unique = (texts: readonly string[]): string[] => [...new Set(texts.filter((text) => text !== ''))];

function agentForms(word: string): string[] {
  const forms: string[] = [];
  for (const [ending, agent] of AGENT_ENDINGS) {
    if (word.length > ending.length + 2 && word.endsWith(ending))
      forms.push(word.slice(0, -ending.length) + agent);
  }
  return forms;
}

/** The words without the employer part, qualifiers and stray link words at either end. */
function coreWords(words: readonly string[]): string[] {
  const cut = words.findIndex((word, index) => index > 0 && EMPLOYER_WORDS.has(word));
  const kept = (cut === -1 ? words : words.slice(0, cut)).filter((word) => !QUALIFIERS.has(word));
  while (kept.length > 0 && LINK_WORDS.has(kept[0] as string)) kept.shift();
  while (kept.length > 0 && LINK_WORDS.has(kept[kept.length - 1] as string)) kept.pop();
  return kept;
}

/** What a learner learns: the words after the role and its link words. */
function learnedField(words: readonly string[]): string[] | undefined {
  if (!words.some((word) => LEARNER_WORDS.has(word))) return undefined;
  const rest = words.filter((word) => !LEARNER_WORDS.has(word));
  while (rest.length > 0 && LINK_WORDS.has(rest[0] as string)) rest.shift();
  return rest;
}

/** "leitung buchhaltung" → "buchhaltungsleiter", "buchhaltung leiter", then "buchhalter". */
function leadReadings(words: readonly string[]): string[] {
  const [first, ...rest] = words;
  if (first === undefined || !LEAD_WORDS.has(first) || rest.length === 0) return [];
  const field = rest.filter((word) => !LINK_WORDS.has(word));
  const joined = field.join('');
  const leader = first.startsWith('team') ? 'teamleiter' : 'leiter';
  return [
    `${joined}${leader}`,
    `${joined}s${leader}`,
    `${leader} ${field.join(' ')}`,
    ...fieldReadings(field),
  ];
}

/** A compound "filialleitung" → "filialleiter". */
const compoundLead = (word: string): string | undefined =>
  word.length > 9 && word.endsWith('leitung') ? `${word.slice(0, -'ung'.length)}er` : undefined;

/** The masculine form of a feminine title our tables lack ("Systemgastronomin"). */
function masculineForm(words: readonly string[]): string[] {
  const last = words[words.length - 1];
  if (last === undefined || last.length < 8 || !last.endsWith('in')) return [];
  return [[...words.slice(0, -1), last.slice(0, -2)].join(' ')];
}

/** A field named as a noun, as the job: the whole, then each agent form of its last word. */
function fieldReadings(words: readonly string[]): string[] {
  if (words.length === 0) return [];
  const last = words[words.length - 1] as string;
  const head = words.slice(0, -1);
  const fieldJob = words.length === 1 ? FIELD_JOBS.get(last) : undefined;
  return [
    words.join(' '),
    ...agentForms(last).map((form) => [...head, form].join(' ')),
    ...(fieldJob ? [fieldJob] : []),
  ];
}

/**
 * The readings of a typed title, most literal first. Single words come last and only from
 * titles of several words: "Pflegefachkraft im Nachtdienst" → "pflegefachkraft".
 */
export function titleReadings(typed: string): string[] {
  const asTyped = normaliseSearchText(typed);
  if (asTyped === '') return [];
  const words = asTyped.split(' ');
  const core = coreWords(words);
  const learned = learnedField(core);
  const base = learned ?? core;
  const compound = base.map((word) => compoundLead(word) ?? word);
  const readings = [
    asTyped,
    core.join(' '),
    ...leadReadings(core),
    ...(learned ? fieldReadings(learned) : []),
    compound.join(' '),
    ...leadReadings(base),
    ...masculineForm(base),
  ];
  // The longest run of leading words that is a title ("verkauferin lebensmittel" → "verkauferin").
  for (let length = base.length - 1; length >= 1; length -= 1) {
    const run = base.slice(0, length);
    if (run.some((word) => !LINK_WORDS.has(word) && !LEAD_WORDS.has(word))) readings.push(run.join(' '));
  }
  return unique(readings);
}

/** Single words of a title, longest first, for the last try (at least five letters). */
export function titleWords(typed: string): string[] {
  const core = coreWords(normaliseSearchText(typed).split(' '));
  const base = learnedField(core) ?? core;
  if (base.length < 2) return [];
  return unique(base.filter((word) => word.length >= 5 && !LINK_WORDS.has(word) && !LEAD_WORDS.has(word)))
    .sort((a, b) => b.length - a.length)
    .flatMap((word) => [word, ...agentForms(word)]);
}
