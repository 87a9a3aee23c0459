/** What a CV section holds, as far as the importer tells them apart. */
export type SectionKind =
  | 'personal'
  | 'summary'
  | 'work'
  | 'education'
  | 'skills'
  | 'languages'
  | 'certifications'
  | 'volunteering'
  | 'hobbies'
  | 'links'
  | 'other';

/** German and English heading words per kind, lower case, compared with the whole line. */
const HEADINGS: Record<SectionKind, readonly string[]> = {
  personal: [
    'persönliche daten',
    'persönliches',
    'kontakt',
    'kontaktdaten',
    'angaben zur person',
    'persönliche informationen',
    'personal details',
    'personal information',
    'contact',
  ],
  summary: [
    'profil',
    'kurzprofil',
    'über mich',
    'zusammenfassung',
    'berufsprofil',
    'profile',
    'summary',
    'about me',
  ],
  work: [
    'berufserfahrung',
    'beruflicher werdegang',
    'berufliche erfahrung',
    'berufspraxis',
    'praxiserfahrung',
    'praktische erfahrung',
    'werdegang',
    'arbeitserfahrung',
    'berufstätigkeit',
    'berufliche stationen',
    'praktika',
    'work experience',
    'experience',
    'professional experience',
    'employment history',
    'employment',
  ],
  education: [
    'ausbildung',
    'schulbildung',
    'studium',
    'bildungsweg',
    'schul- und berufsausbildung',
    'ausbildung und studium',
    'studium und ausbildung',
    'bildung',
    'akademischer werdegang',
    'schulische ausbildung',
    'hochschulbildung',
    'schul- und ausbildung',
    'schul- und berufsbildung',
    'aus- und weiterbildung',
    'aus- und fortbildung',
    'bildungsgang',
    'qualifikationen und abschlüsse',
    'education',
    'education and training',
    'academic background',
  ],
  skills: [
    'kenntnisse',
    'fähigkeiten',
    'edv-kenntnisse',
    'it-kenntnisse',
    'fachkenntnisse',
    'kenntnisse und fähigkeiten',
    'fähigkeiten und kenntnisse',
    'besondere kenntnisse',
    'kompetenzen',
    'fachliche kompetenzen',
    'persönliche fähigkeiten',
    'persönliche kompetenzen',
    'fähigkeiten und kompetenzen',
    'technologien',
    'software',
    'edv',
    'skills',
    'technical skills',
    'key skills',
  ],
  languages: ['sprachen', 'sprachkenntnisse', 'fremdsprachen', 'languages', 'language skills'],
  certifications: [
    'zertifikate',
    'zertifizierungen',
    'weiterbildung',
    'weiterbildungen',
    'fortbildungen',
    'certifications',
    'certificates',
    'further training',
  ],
  volunteering: [
    'ehrenamt',
    'ehrenamtliches engagement',
    'engagement',
    'soziales engagement',
    'ehrenamtliche tätigkeit',
    'ehrenamtliche tätigkeiten',
    'volunteering',
    'volunteer work',
  ],
  hobbies: [
    'hobbys',
    'hobbies',
    'interessen',
    'freizeit',
    'hobbys und interessen',
    'hobbys & interessen',
    'interests',
  ],
  links: ['links', 'weblinks', 'online', 'websites'],
  other: [
    'sonstiges',
    'weitere informationen',
    'erfolge und auszeichnungen',
    'referenzen',
    'veröffentlichungen',
    'publikationen',
    'vorträge',
    'projekterfahrung',
    'auszeichnungen',
    'mitgliedschaften',
    'projekte',
    'additional information',
    'awards',
    'projects',
  ],
};

const LOOKUP = new Map<string, SectionKind>();
/** The same without spaces: letter-spaced headings ('B E R U F S E R F A H R U N G') lose theirs. */
const SPACELESS = new Map<string, SectionKind>();
for (const [kind, words] of Object.entries(HEADINGS) as [SectionKind, readonly string[]][]) {
  for (const word of words) {
    LOOKUP.set(word, kind);
    SPACELESS.set(word.replace(/\s/g, ''), kind);
  }
}
/**
 * 'B E R U F S E R F A H R U N G', also with a kerned pair read as one ('D AT E N', 'H O B BY S'):
 * at least four pieces of one or two letters, most of them single.
 */
function isLetterSpaced(text: string): boolean {
  const pieces = text.trim().split(/\s+/);
  if (pieces.length < 4 || pieces.some((piece) => !/^\p{L}{1,2}$/u.test(piece))) return false;
  return pieces.filter((piece) => piece.length === 1).length >= pieces.length * 0.6;
}

const normalise = (line: string) =>
  line
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[:.]$/, '')
    .replace(/\s*&\s*/g, ' & ')
    .trim();

/** The kind of section a line heads, or null when it is not a heading. */
export function headingKind(line: string): SectionKind | null {
  const text = normalise(line);
  if (isLetterSpaced(text)) return SPACELESS.get(text.replace(/\s/g, '')) ?? null;
  if (text.length > 40) return null;
  return LOOKUP.get(text) ?? LOOKUP.get(text.replace(/ & /g, ' und ')) ?? null;
}

/** The line as the heading it is, for custom sections ('Ehrenamt'). */
export const headingTitle = (line: string) => {
  const title = line.replace(/[:.]\s*$/, '').trim();
  return isLetterSpaced(title) ? title.replace(/\s+/g, '') : title;
};
