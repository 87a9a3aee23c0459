/** Language names as a German CV writes them → English. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  deutsch: 'German',
  englisch: 'English',
  französisch: 'French',
  spanisch: 'Spanish',
  italienisch: 'Italian',
  portugiesisch: 'Portuguese',
  niederländisch: 'Dutch',
  polnisch: 'Polish',
  russisch: 'Russian',
  ukrainisch: 'Ukrainian',
  türkisch: 'Turkish',
  arabisch: 'Arabic',
  kurdisch: 'Kurdish',
  persisch: 'Persian',
  farsi: 'Farsi',
  chinesisch: 'Chinese',
  mandarin: 'Mandarin',
  japanisch: 'Japanese',
  koreanisch: 'Korean',
  griechisch: 'Greek',
  kroatisch: 'Croatian',
  serbisch: 'Serbian',
  bosnisch: 'Bosnian',
  rumänisch: 'Romanian',
  bulgarisch: 'Bulgarian',
  ungarisch: 'Hungarian',
  tschechisch: 'Czech',
  slowakisch: 'Slovak',
  albanisch: 'Albanian',
  schwedisch: 'Swedish',
  norwegisch: 'Norwegian',
  dänisch: 'Danish',
  finnisch: 'Finnish',
  hindi: 'Hindi',
  vietnamesisch: 'Vietnamese',
  latein: 'Latin',
  gebärdensprache: 'Sign language',
  'deutsche gebärdensprache': 'German Sign Language',
};

/** Level words a German CV uses → the English words; CEFR levels (A1–C2) stay as they are. */
export const LANGUAGE_LEVELS: readonly [pattern: RegExp, english: string][] = [
  [/\bmuttersprache\b|\bmuttersprachlich\b/gi, 'native'],
  [/\bverhandlungssicher\b/gi, 'business fluent'],
  [/\bfließend\b/gi, 'fluent'],
  [/\bsehr gute kenntnisse\b/gi, 'very good command'],
  [/\bgute kenntnisse\b/gi, 'good command'],
  [/\bgrundkenntnisse\b/gi, 'basic knowledge'],
  [/\bschulkenntnisse\b/gi, 'school knowledge'],
];

/** "Klasse B, C1E" → "Class B, C1E"; "Führerschein" words → English. */
export function translateLicence(text: string): string {
  return text
    .replace(/\bFührerscheinklassen?\b/gi, 'Driving licence classes')
    .replace(/\bFührerschein\b/gi, 'Driving licence')
    .replace(/\bKlassen\b/g, 'Classes')
    .replace(/\bKlasse\b/g, 'Class')
    .replace(/\bklasse\b/g, 'class')
    .replace(/\bund\b/g, 'and')
    .replace(/\beigener PKW\b|\beigenes Auto\b/gi, 'own car');
}

export const MARITAL_STATUS: Readonly<Record<string, string>> = {
  ledig: 'single',
  verheiratet: 'married',
  geschieden: 'divorced',
  verwitwet: 'widowed',
  'eingetragene lebenspartnerschaft': 'civil partnership',
  'in partnerschaft': 'in a relationship',
};
