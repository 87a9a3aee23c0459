import type { ResumeLocale } from '@vita/shared/resume';
import { SECTION_TITLES } from '@vita/shared/resume';

/** Words the templates print themselves (the document carries the user's words and labels). */
const WORDS = {
  de: {
    personalDetails: SECTION_TITLES.de.heading,
    contact: 'Kontakt',
    photoOf: (name: string) => (name ? `Foto von ${name}` : 'Foto'),
    signatureOf: (name: string) => (name ? `Unterschrift von ${name}` : 'Unterschrift'),
    page: (index: number, count: number) => `Seite ${index} von ${count}`,
  },
  en: {
    personalDetails: SECTION_TITLES.en.heading,
    contact: 'Contact',
    photoOf: (name: string) => (name ? `Photo of ${name}` : 'Photo'),
    signatureOf: (name: string) => (name ? `Signature of ${name}` : 'Signature'),
    page: (index: number, count: number) => `Page ${index} of ${count}`,
  },
} as const;

export type TemplateWords = (typeof WORDS)[ResumeLocale];

export const templateWords = (locale: ResumeLocale): TemplateWords => WORDS[locale];
