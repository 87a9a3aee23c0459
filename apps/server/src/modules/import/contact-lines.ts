/** The heading fields a CV's contact lines fill (the heading meta value's names). */
export type ContactFields = {
  street: string;
  pincode: string;
  location: string;
  phone: string;
  email: string;
  birthDatePlace: string;
  maritalStatus: string;
  licence: string;
  socialLink: string;
};
export type ContactField = keyof ContactFields;

export const emptyContact = (): ContactFields => ({
  street: '',
  pincode: '',
  location: '',
  phone: '',
  email: '',
  birthDatePlace: '',
  maritalStatus: '',
  licence: '',
  socialLink: '',
});

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const PHONE = /(?:\+\d{1,3}|\(?0\d)[\d\s/().-]{5,}\d/;
const PLZ_CITY =
  /(?:^|[\s,(])(?:D-)?(\d{5})\s+([A-ZÄÖÜ][\wäöüß.-]*(?:[ -][A-ZÄÖÜa-zäöü][\wäöüß.-]*){0,3}(?:\s\([A-ZÄÖÜ][\wäöüß]+\))?)/;
const STREET =
  /([A-ZÄÖÜ][\wäöüß.-]*(?:\s[\wäöüß.-]+){0,3}\s?(?:straße|strasse|str\.|weg|allee|platz|gasse|ring|damm|ufer|chaussee|steig|pfad|markt|hof|berg|feld)\s+\d+\s?[a-zA-Z]?)/i;
const URL = /(?:https?:\/\/)?(?:www\.)?(?:[\w-]+\.)+(?:de|com|net|org|io|eu|at|ch|me|dev)(?:\/[^\s,;]*)?/i;

/** Labels in front of contact values, and which field the value after them fills. */
const AFTER_LABEL = '(?:\\s*:\\s*|\\t\\s*|\\s+(?=[+\\d(]))';
const label = (words: string, after = AFTER_LABEL) => new RegExp(`^(?:${words})${after}`, 'i');
const LABELS: [RegExp, ContactField | 'address'][] = [
  [label('e-?mail|mail', '(?:\\s*:\\s*|\\s+(?=\\S+@))'), 'email'],
  [label('telefon|tel\\.?|mobil|handy|phone|mobile|fon'), 'phone'],
  [label('adresse|anschrift|wohnort|address', '(?:\\s*:\\s*|\\t\\s*|\\s+(?=[A-ZÄÖÜ]))'), 'address'],
  [
    label(
      'geburtsdatum und -ort|geburtsdatum\\/-ort|geburtsdatum|geboren(?: am)?|geb\\.|date (?:and place )?of birth',
      '(?:\\s*:\\s*|\\s+)',
    ),
    'birthDatePlace',
  ],
  [label('familienstand|marital status', '(?:\\s*:\\s*|\\s+)'), 'maritalStatus'],
  [label('führerschein|fahrerlaubnis|driving licence', '(?:\\s*:\\s*|\\s+)'), 'licence'],
  [
    label(
      'website|webseite|homepage|linkedin|xing|github|portfolio',
      '(?:\\s*:\\s*|\\t\\s*|\\s+(?=\\S+\\.))',
    ),
    'socialLink',
  ],
];

const BIRTH_INLINE =
  /geb(?:oren|\.)?\s*(?:am\s*)?(\d{1,2}\.\s?\d{1,2}\.\s?\d{4}(?:\s*(?:in|,)\s*[A-ZÄÖÜ][\wäöüß.-]+)?)/i;

/** Street, PLZ and city from an address text: 'Lindenstraße 12, 10115 Berlin'. */
function readAddress(text: string, into: ContactFields): boolean {
  const plz = PLZ_CITY.exec(text);
  const street = STREET.exec(text);
  if (plz) {
    into.pincode ||= plz[1] ?? '';
    into.location ||= (plz[2] ?? '').trim();
  }
  if (street) into.street ||= street[1]?.trim() ?? '';
  else if (plz) {
    const before = text
      .slice(0, plz.index)
      .replace(/[,\s]+$/, '')
      .trim();
    if (/\d/.test(before) && before.length < 60) into.street ||= before;
  }
  return plz !== null || street !== null;
}

/**
 * Reads one line for contact details. Returns true when the line was a contact line (so it is no
 * part of a section's text).
 */
export function readContactLine(line: string, into: ContactFields): boolean {
  for (const [label, target] of LABELS) {
    const match = label.exec(line);
    if (!match) continue;
    const value = line.slice(match[0].length).trim();
    if (target === 'address') return readAddress(value, into) || value !== '';
    if (target === 'email') into.email ||= EMAIL.exec(value)?.[0] ?? value;
    else if (target === 'phone') into.phone ||= value;
    else into[target] ||= value;
    return true;
  }
  let found = false;
  const pieces = line.split(/\s*(?:\||·|•|\t|\s{3,})\s*/).filter((piece) => piece !== '');
  for (const whole of pieces) {
    let piece = whole;
    const email = EMAIL.exec(piece);
    if (email) {
      into.email ||= email[0];
      found = true;
      piece = piece.replace(email[0], '').trim();
      if (piece === '') continue;
    }
    const birth = BIRTH_INLINE.exec(piece);
    if (birth) {
      into.birthDatePlace ||= (birth[1] ?? '').replace(/\s*,\s*/, ', ');
      found = true;
      continue;
    }
    if (readAddress(piece, into)) {
      found = true;
      continue;
    }
    const phone = PHONE.exec(piece);
    if (phone && phone[0].replace(/\D/g, '').length >= 7 && !/\d{2}\/\d{4}/.test(piece)) {
      into.phone ||= phone[0].trim();
      found = true;
      continue;
    }
    const url = URL.exec(piece);
    if (url && url[0].length > 6 && url.index === 0) {
      into.socialLink ||= url[0];
      found = true;
    }
  }
  return found;
}
