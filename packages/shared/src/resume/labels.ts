import type { SectionName } from '../constants';
import type { ResumeLabels, ResumeLocale } from './resume-document';

export type SectionTitles = Record<SectionName, string>;

/** Section headings as a German resume prints them. */
export const GERMAN_SECTION_TITLES: SectionTitles = {
  heading: 'Persönliche Daten',
  summary: 'Profil',
  work: 'Berufserfahrung',
  education: 'Ausbildung',
  skills: 'Kenntnisse',
  languages: 'Sprachen',
  certifications: 'Zertifikate',
  accomplishments: 'Erfolge und Auszeichnungen',
  affiliations: 'Referenzen',
  additionalInformation: 'Weitere Informationen',
  webLinks: 'Links',
  hobbies: 'Hobbys',
  customOne: 'Eigener Abschnitt',
  customTwo: 'Eigener Abschnitt',
};

export const ENGLISH_SECTION_TITLES: SectionTitles = {
  heading: 'Personal details',
  summary: 'Profile',
  work: 'Work experience',
  education: 'Education',
  skills: 'Skills',
  languages: 'Languages',
  certifications: 'Certifications',
  accomplishments: 'Accomplishments and awards',
  affiliations: 'References',
  additionalInformation: 'Additional information',
  webLinks: 'Links',
  hobbies: 'Hobbies',
  customOne: 'Custom section',
  customTwo: 'Custom section',
};

export const GERMAN_LABELS: ResumeLabels = {
  phone: 'Telefon',
  email: 'E-Mail',
  address: 'Adresse',
  birthDatePlace: 'Geburtsdatum und -ort',
  licence: 'Führerschein',
  maritalStatus: 'Familienstand',
  socialLink: 'Website',
  current: 'Aktuell',
  grade: 'Note',
  native: 'Muttersprache',
};

export const ENGLISH_LABELS: ResumeLabels = {
  phone: 'Phone',
  email: 'Email',
  address: 'Address',
  birthDatePlace: 'Date and place of birth',
  licence: 'Driving licence',
  maritalStatus: 'Marital status',
  socialLink: 'Website',
  current: 'Present',
  grade: 'Grade',
  native: 'Native',
};

/** Networks named by their own name; the summary's heading is already called "Profil". */
const NETWORKS: readonly [host: RegExp, name: string][] = [
  [/(^|\.)linkedin\.com$/, 'LinkedIn'],
  [/(^|\.)xing\.com$/, 'XING'],
  [/(^|\.)github\.com$/, 'GitHub'],
  [/(^|\.)gitlab\.com$/, 'GitLab'],
  [/(^|\.)behance\.net$/, 'Behance'],
  [/(^|\.)dribbble\.com$/, 'Dribbble'],
];

/** The label of the heading's profile link: the network's name, or the fallback ("Website"). */
export function socialLinkLabel(link: string, fallback: string): string {
  const host = /^(?:[a-z][a-z0-9+.-]*:\/\/)?([^/?#:\s]+)/i.exec(link.trim())?.[1]?.toLowerCase() ?? '';
  return NETWORKS.find(([pattern]) => pattern.test(host.replace(/^www\./, '')))?.[1] ?? fallback;
}

export const SECTION_TITLES: Record<ResumeLocale, SectionTitles> = {
  de: GERMAN_SECTION_TITLES,
  en: ENGLISH_SECTION_TITLES,
};
export const RESUME_LABELS: Record<ResumeLocale, ResumeLabels> = { de: GERMAN_LABELS, en: ENGLISH_LABELS };

/**
 * The names the add-section page stores in `ext_name_arr` (01 §3), mapped to sections.
 * 'Websites,Portfolios,Profiles' is one name (it contains commas).
 */
export const EXTRA_SECTION_NAMES: Readonly<Record<string, SectionName>> = {
  Summary: 'summary',
  Certifications: 'certifications',
  Affiliations: 'affiliations',
  Accomplishments: 'accomplishments',
  'Additional-Information': 'additionalInformation',
  Hobbys: 'hobbies',
  Hobbies: 'hobbies',
  Languages: 'languages',
  'Websites,Portfolios,Profiles': 'webLinks',
};
