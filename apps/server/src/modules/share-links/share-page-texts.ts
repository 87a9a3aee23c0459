/**
 * The share page's own words in the visitor's language (German unless the browser prefers
 * English). The CV itself stays in the language it was written in.
 */
export type PageLocale = 'de' | 'en';

export type SharePageTexts = {
  resumeTitle: string;
  resumeTitleOf: (name: string) => string;
  download: string;
  downloadLabel: string;
  madeWith: string;
  protectedTitle: string;
  protectedText: string;
  passwordLabel: string;
  showResume: string;
  wrongPassword: string;
  notFound: { title: string; text: string };
  gone: { title: string; text: string };
  locked: { title: string; text: string };
  pdfUnavailable: { title: string; text: string };
};

export const SHARE_PAGE_TEXTS: Record<PageLocale, SharePageTexts> = {
  de: {
    resumeTitle: 'Lebenslauf',
    resumeTitleOf: (name) => `Lebenslauf – ${name}`,
    download: 'Als PDF herunterladen',
    downloadLabel: 'Download',
    madeWith: 'Mit Vita erstellt.',
    protectedTitle: 'Geschützter Lebenslauf',
    protectedText: 'Dieser Lebenslauf ist mit einem Passwort geschützt.',
    passwordLabel: 'Passwort',
    showResume: 'Lebenslauf ansehen',
    wrongPassword: 'Das Passwort ist nicht richtig.',
    notFound: {
      title: 'Link nicht gefunden',
      text: 'Diesen Link gibt es nicht. Bitte prüfen Sie, ob Sie ihn vollständig kopiert haben.',
    },
    gone: {
      title: 'Link nicht mehr gültig',
      text: 'Dieser Link ist nicht mehr gültig: Er wurde widerrufen oder ist abgelaufen. Bitte fragen Sie die Person, die ihn geteilt hat, nach einem neuen Link.',
    },
    locked: {
      title: 'Zu viele Versuche',
      text: 'Das Passwort wurde zu oft falsch eingegeben. Bitte versuchen Sie es in 15 Minuten noch einmal.',
    },
    pdfUnavailable: {
      title: 'PDF gerade nicht verfügbar',
      text: 'Die PDF-Erstellung ist gerade nicht verfügbar. Bitte versuchen Sie es später noch einmal.',
    },
  },
  en: {
    resumeTitle: 'CV',
    resumeTitleOf: (name) => `CV – ${name}`,
    download: 'Download as PDF',
    downloadLabel: 'Download',
    madeWith: 'Made with Vita.',
    protectedTitle: 'Protected CV',
    protectedText: 'This CV is protected by a password.',
    passwordLabel: 'Password',
    showResume: 'View CV',
    wrongPassword: 'The password is not correct.',
    notFound: {
      title: 'Link not found',
      text: 'This link does not exist. Please check that you copied all of it.',
    },
    gone: {
      title: 'Link no longer valid',
      text: 'This link is no longer valid: it was revoked or has expired. Please ask the person who shared it for a new link.',
    },
    locked: {
      title: 'Too many attempts',
      text: 'The password was entered wrongly too often. Please try again in 15 minutes.',
    },
    pdfUnavailable: {
      title: 'PDF not available right now',
      text: 'The PDF cannot be created right now. Please try again later.',
    },
  },
};

/**
 * The visitor's language from `Accept-Language`: the supported language with the highest weight,
 * the earlier one on a tie; German when neither is asked for (or the header is missing).
 */
export function pageLocaleOf(acceptLanguage: string | string[] | undefined): PageLocale {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  let best: { locale: PageLocale; weight: number } | null = null;
  for (const part of header.split(',').slice(0, 20)) {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const language = range.trim().split('-')[0];
    if (language !== 'de' && language !== 'en') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(weight) || weight <= 0) continue;
    if (!best || weight > best.weight) best = { locale: language, weight };
  }
  return best?.locale ?? 'de';
}
