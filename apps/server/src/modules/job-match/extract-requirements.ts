import type { RequirementKind } from '@vita/shared';
import { type Credential, findDegrees, findExperience, findLicences } from './ad-credentials';
import { type CefrLevel, findLanguages } from './ad-languages';
import type { CompoundSplitter } from './compounds';
import { findTerms } from './find-terms';
import { foldWord } from './german-text';
import { indexText } from './text-index';
import { getVocabulary, type Term } from './vocabulary';

/** One requirement of the ad, with what the resume check needs to know about it. */
export type AdRequirement =
  | { kind: 'skill' | 'tool'; label: string; term: Term }
  | { kind: 'language'; label: string; language: string; level: CefrLevel }
  | { kind: 'licence' | 'degree'; label: string; credential: Credential }
  | { kind: 'experience'; label: string; years: number; field?: string; lead?: boolean };

const SKIPPED_HEADING =
  /^(?:was wir (?:ihnen |dir )?bieten|wir bieten|das bieten wir|unser angebot|benefits|ihre vorteile|deine vorteile|über uns|wer wir sind|kontakt|ihre bewerbung|bewerbung|interesse|haben wir ihr interesse|so bewerben sie sich|darauf können sie sich freuen|warum wir)/i;
const KEPT_HEADING =
  /^(?:ihre aufgaben|deine aufgaben|aufgaben|ihr profil|dein profil|profil|anforderungen|das bringen sie mit|das bringst du mit|was sie mitbringen|was du mitbringst|qualifikation|ihre qualifikation|ihr aufgabengebiet|tätigkeiten|was sie erwartet|was dich erwartet|das erwartet sie|wir erwarten|sie bringen mit|was wir erwarten)/i;

/**
 * The parts of an ad that say what the job asks: tasks and profile. The company's self-portrait,
 * the benefits ("flexible Arbeitszeiten", "Weiterbildung") and the contact lines are left out;
 * an ad without headings is read whole.
 */
export function requirementText(ad: string): string {
  const lines = ad.split(/\r?\n/);
  const heading = (line: string) => line.trim().replace(/^[#*\s]+|[:*\s]+$/g, '');
  const isHeading = (line: string) => heading(line).length < 60;
  if (!lines.some((line) => isHeading(line) && KEPT_HEADING.test(heading(line)))) return ad;
  const kept: string[] = [];
  let keep = false;
  for (const line of lines) {
    if (isHeading(line) && KEPT_HEADING.test(heading(line))) keep = true;
    else if (isHeading(line) && SKIPPED_HEADING.test(heading(line))) keep = false;
    else if (keep) kept.push(line);
  }
  return kept.join('\n');
}

/**
 * Writes out the compounds German shortens with a hyphen: "Kreditoren- und Debitorenbuchhaltung"
 * → "Kreditorenbuchhaltung und Debitorenbuchhaltung", so each is found on its own.
 */
export function expandElisions(text: string, splitter: CompoundSplitter): string {
  return text.replace(
    /(\p{L}+)-(\s+(?:und|oder|bzw\.|sowie)\s+)(\p{L}+)/gu,
    (whole, first: string, link: string, next: string) => {
      const head = splitter.head(next);
      if (!head) return whole;
      return `${first}${next.slice(next.length - head.length)}${link}${next}`;
    },
  );
}

const DEGREE_LINE = /ausbildung (als|zum|zur)|studium|schulabschluss|abitur|examinierte/i;

const credentialsWords =
  /^(?:ausbildung|studium|berufserfahrung|fuhrerschein|abitur|meister|fuhrungserfahrung|personalverantwortung)/;

/** Everything the ad asks for, in the order: degrees, experience, licences, languages, tools, skills. */
export function extractRequirements(ad: string): AdRequirement[] {
  const vocabulary = getVocabulary();
  const asked = requirementText(ad);
  const text = expandElisions(asked, vocabulary.splitter);
  // Languages are read before the elisions are written out: "Deutsch- und Englischkenntnisse"
  // says one level for both, "Deutschkenntnisse und Englischkenntnisse" need not. "mind." and
  // "ca." end no sentence ("Englisch (mind. B2)").
  const sentences = asked.split(/(?<!\b(?:mind|ca))[.!?;\n•]+/).filter((s) => s.trim() !== '');
  const languages = findLanguages(sentences);
  const languageNames = new Set(languages.map((l) => foldWord(l.name)));
  const requirements: AdRequirement[] = [];

  for (const credential of findDegrees(text))
    requirements.push({ kind: 'degree', label: credential.label, credential });
  for (const experience of findExperience(text)) requirements.push({ kind: 'experience', ...experience });
  for (const credential of findLicences(text))
    requirements.push({ kind: 'licence', label: credential.label, credential });
  for (const { name: language, level } of languages) {
    requirements.push({ kind: 'language', label: `${language} (${level})`, language, level });
  }
  // A degree's subject ("Fachkraft für Lagerlogistik") is the degree, not a list of skills.
  const termText = text
    .split('\n')
    .filter((line) => !DEGREE_LINE.test(line))
    .join('\n');
  const terms = findTerms(indexText(termText, vocabulary.splitter), vocabulary)
    .map((match) => match.term)
    .filter((term) => !languageNames.has(term.folded) && !credentialsWords.test(term.folded));
  for (const kind of ['tool', 'skill'] as const satisfies RequirementKind[]) {
    for (const term of terms) if (term.kind === kind) requirements.push({ kind, label: term.label, term });
  }
  return requirements;
}
