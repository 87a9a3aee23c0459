import { type ImportDraftParts, importDraftPartsSchema } from '@vita/shared';
import { columnOf, withoutMarks } from './columns';
import { emptyContact, readContactLine } from './contact-lines';
import { isBullet, splitEntries, stripBullet } from './cv-entries';
import { bulletList, type Confidence, educationFromEntry, paragraphs, workFromEntry } from './entry-fields';
import { type LanguageLine, languagesValue, readLanguageLine } from './language-levels';
import { headingKind, headingTitle, type SectionKind } from './section-headings';
import { joinParagraphLines } from './wrapped-lines';

/** A part of the file the draft has no place for, with its text (shown as "nicht übernommen"). */
export type NotTaken = { title: string; text: string };
export type ImportResult = {
  parts: ImportDraftParts;
  confidence: Confidence;
  warnings: string[];
  notTaken: NotTaken[];
};
type Section = { kind: SectionKind; title: string; lines: string[] };

/** An empty draft: what every importer starts from (the contract's defaults, so it cannot drift). */
export const emptyDraftParts = (): ImportDraftParts => importDraftPartsSchema.parse({});

const DOCUMENT_TITLE = /^(lebenslauf|curriculum vitae|cv|resume|résumé|tabellarischer lebenslauf)\b[\s:–-]*/i;
const NAME = /^[A-ZÄÖÜ][\p{L}'.-]+(?:\s+(?:von|van|de|zu|der|den|[A-ZÄÖÜ][\p{L}'.-]+)){1,3}$/u;

/** 'Lena Schäfer · Seite 1 von 3', 'Seite 2/3': page furniture, not content. */
const PAGE_FOOTER = /(?:^|\s)(?:seite|page)\s+\d+\s*(?:von|of|\/)\s*\d+\s*$/i;
const LABEL_ONLY =
  /^(?:e-?mail|telefon|tel\.|mobil|adresse|anschrift|geburtsdatum(?: und -ort)?|website)\s*:$/i;
/** A sidebar's label on a line of its own, above its value, often without a colon. */
const LABEL_ABOVE =
  /^(?:geburtsdatum(?: und -ort|\/-ort)?|geburtsort|geboren|familienstand|führerschein|fahrerlaubnis|staatsangehörigkeit|nationalität)$/i;
/** 'Dortmund, 24.11.2026' above the signature: where and when the CV was signed, not content. */
const PLACE_AND_DATE =
  /^[A-ZÄÖÜ][\p{L} .()-]*,\s*(?:den\s+)?\d{1,2}\.\s?(?:\d{1,2}\.|\s?[A-ZÄÖÜ]\p{Ll}+)\s?\d{2,4}$/u;
/** 'Name<tab>Julia Weber', 'Name: Julia Weber', 'Name | Julia Weber': a label row holding the name. */
const NAME_LABEL = /^(?:vor- und nachname|vor- und zuname|name)\s*(?:[:|\t]\s*|\s+(?=[A-ZÄÖÜ]))/i;
/** Particles that belong to the surname: 'Friedrich von Hallwyl'. */
const NAME_PARTICLE = /^(?:von|van|de|zu|der|den|vom|zum|ten|ter)$/i;

/** Contact details wrapped in a narrow column ('…, 80799' / 'München', 'E-Mail:' / 'a@b.de') on one line. */
function joinWrappedContact(lines: readonly string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    // 'Geburtsdatum und' / '-ort': the label wrapped, alone or in a label column beside its value.
    const wrappedLabel = previous === undefined ? null : /^(geburtsdatum und)(\t.*)?$/i.exec(previous);
    if (wrappedLabel && /^-ort\b/i.test(line)) {
      joined[joined.length - 1] = `${wrappedLabel[1]} ${line}${wrappedLabel[2] ?? ''}`;
      continue;
    }
    const value = columnOf(line) === null && !LABEL_ABOVE.test(line) && headingKind(line) === null;
    if (previous !== undefined && LABEL_ABOVE.test(previous) && value) {
      joined[joined.length - 1] = `${previous}: ${line}`;
      continue;
    }
    const wrapped =
      previous !== undefined &&
      ((/\b\d{5}$/.test(previous) && /^[A-ZÄÖÜ][\wäöüß.-]+(?:\s[A-ZÄÖÜa-z][\wäöüß.-]+){0,2}$/.test(line)) ||
        LABEL_ONLY.test(previous) ||
        (/^geb/i.test(previous) && /^in\s+[A-ZÄÖÜ]/.test(line)));
    if (wrapped) joined[joined.length - 1] = `${previous} ${line}`;
    else joined.push(line);
  }
  return joined;
}

/** A heading wrapped in a narrow label column ('SCHUL- UND' / 'BERUFSBILDUNG') on one line again. */
function joinWrappedHeadings(lines: readonly string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const next = lines[i + 1];
    if (next !== undefined && headingKind(line) === null && !line.includes('\t') && line.length <= 30) {
      const together = `${line} ${next}`;
      if (headingKind(together) !== null) {
        joined.push(together);
        i += 1;
        continue;
      }
    }
    joined.push(line);
  }
  return joined;
}

function splitSections(lines: readonly string[]): { header: string[]; sections: Section[] } {
  const header: string[] = [];
  const sections: Section[] = [];
  const currentIn = new Map<string, Section>();
  let column = 'full';
  for (const line of lines) {
    const mark = columnOf(line);
    if (mark !== null) {
      column = mark;
      continue;
    }
    const kind = headingKind(line);
    if (kind) {
      const section = { kind, title: headingTitle(line), lines: [] };
      sections.push(section);
      currentIn.set(column, section);
    } else (currentIn.get(column)?.lines ?? sections.at(-1)?.lines ?? header).push(line);
  }
  return { header, sections };
}

/** 'CW Carolin Weißenböck': the initials of a monogram set before the name are not part of it. */
function withoutMonogram(line: string): string {
  const match = /^([A-ZÄÖÜ]{2,3})\s+(.+)$/.exec(line.trim());
  if (!match) return line;
  const initials = (match[2] ?? '')
    .split(/[\s-]+/)
    .map((word) => word[0] ?? '')
    .join('');
  return initials.startsWith(match[1] ?? '\u0000') ? (match[2] ?? line) : line;
}

function findName(header: readonly string[], all: readonly string[]): { name: string; certainty: number } {
  const candidates = (header.length > 0 ? header : all).slice(0, 6);
  for (const [index, raw] of candidates.entries()) {
    // 'Lena Schäfer<tab>lena@example.de': the name is the first cell.
    const labelled = NAME_LABEL.test(raw);
    // The rest of a wrapped surname: the next first cell that is one capitalised word, past a
    // contact line set beside the name ('0176 …' between 'Weißenböck-' and 'Hartmann').
    const next =
      candidates
        .slice(index + 1, index + 3)
        .map((c) => c.split('\t')[0] ?? '')
        .find((cell) => !/[\d@]/.test(cell)) ?? '';
    const first = labelled ? raw.replace(NAME_LABEL, '').replace(/\t/g, ' ') : (raw.split('\t')[0] ?? '');
    // 'Weißenböck-' / 'Hartmann': a double surname wrapped at its hyphen is one name again.
    const nextWord = /^\p{Lu}[\p{L}-]+$/u.test(next) && headingKind(next) === null;
    // 'Carolin' / 'Weißenböck-Hartmann': a name set large breaks between its words.
    const givenAlone =
      /^\p{Lu}\p{Ll}+$/u.test(first) && !DOCUMENT_TITLE.test(first) && headingKind(first) === null;
    const whole =
      /\p{L}-$/u.test(first) && nextWord ? first + next : givenAlone && nextWord ? `${first} ${next}` : first;
    const line = withoutMonogram(whole)
      .replace(DOCUMENT_TITLE, '')
      // 'Zimmermann- Ochs': a double surname whose pieces were set apart stays one word.
      .replace(/(\p{L})-\s+(\p{Lu})/gu, '$1-$2')
      .replace(/^(?:von|of)\s+/i, '')
      .trim();
    if (NAME.test(line) && line.length <= 60 && headingKind(line) === null)
      return { name: line, certainty: index <= 1 || labelled ? 0.9 : 0.6 };
  }
  // A 'Name' label row further down (a Persönliche Daten table).
  for (const raw of all) {
    if (!NAME_LABEL.test(raw)) continue;
    const line = raw
      .replace(NAME_LABEL, '')
      .replace(/\t/g, ' ')
      .replace(/(\p{L})-\s+(\p{Lu})/gu, '$1-$2')
      .trim();
    if (NAME.test(line) && line.length <= 60) return { name: line, certainty: 0.9 };
  }
  return { name: '', certainty: 0 };
}

/** 'MS Office (Word, Excel), DATEV' → two items: commas inside parentheses do not split. */
function splitOutsideParentheses(text: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] ?? '';
    if (char === '(' || char === '[') depth += 1;
    if ((char === ')' || char === ']') && depth > 0) depth -= 1;
    if (depth === 0 && (char === ',' || char === ';') && /\s/.test(text[i + 1] ?? '')) {
      pieces.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  pieces.push(current.trim());
  return pieces.filter((piece) => piece !== '');
}

/** List items of a skills, certificates or hobbies section: one per cell, bullet or comma. */
const itemsOf = (lines: readonly string[]) =>
  lines.flatMap((line) => {
    // Items set in columns ('Kundenberatung<tab>Kassenführung'): each cell is an item.
    const cells = line
      .split('\t')
      .map((cell) => cell.trim())
      .filter((cell) => cell !== '');
    if (cells.length > 1) return cells.map(stripBullet);
    const text = stripBullet(line);
    const pieces = splitOutsideParentheses(text);
    // 'Ersthelferin (DRK), 2023': a year after the comma belongs to the item.
    if (pieces.some((piece) => /^(?:19|20)\d{2}$/.test(piece))) return [text];
    if (!isBullet(line) && pieces.length > 1 && text.length < 200 && !/[.!?]$/.test(text)) return pieces;
    return [text];
  });

/** The header rows and the legend of a Europass CEFR grid: furniture, not content. */
const CEFR_GRID_FURNITURE =
  /^(?:verstehen|sprechen|schreiben|hören|lesen|an gesprächen|teilnehmen|zusammenhängendes|weitere sprachen|understanding|speaking|writing|listening|reading)\b|^stufen:|sprachverwendung|^levels:/i;
/** 'Deutsch<tab>C1<tab>C1<tab>B2<tab>C1<tab>C1': a grid row; its level is the one most cells give. */
const CEFR_GRID_ROW = /^([A-ZÄÖÜ][\p{L}-]+)((?:\t[ABC][12]){3,})$/u;
const MOTHER_TONGUE = /^(?:muttersprache\(?n?\)?|muttersprachen|mother tongue\(?s?\)?)\s*:?\s*(.*)$/i;
/** Europass label cells before the values: 'Berufsbezogene Kompetenzen<tab>…', 'Digitale Kompetenz …'. */
const SKILL_LABEL =
  /^(?:berufsbezogene|organisatorische|kommunikative|digitale|fachliche|soziale|sonstige|weitere)\s+(?:kompetenzen|kompetenz|fähigkeiten|kenntnisse)\s*:?\s*/i;

/** Language lines set inside a skills section (the Europass way): taken out, read as languages. */
function splitOffLanguages(lines: readonly string[]): { languages: LanguageLine[]; rest: string[] } {
  const languages: LanguageLine[] = [];
  const rest: string[] = [];
  for (const line of lines) {
    const mother = MOTHER_TONGUE.exec(line);
    if (mother) {
      for (const name of (mother[1] ?? '').split(/\s*[,;\t]\s*|\s+und\s+/))
        if (/^[A-ZÄÖÜ][\p{L}-]+$/u.test(name))
          languages.push({ language: name, level: 'native', certain: true });
      continue;
    }
    const row = CEFR_GRID_ROW.exec(line);
    if (row) {
      const levels = (row[2] ?? '').split('\t').filter(Boolean) as LanguageLine['level'][];
      const counts = new Map<string, number>();
      for (const level of levels) counts.set(level, (counts.get(level) ?? 0) + 1);
      const level = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] as LanguageLine['level'];
      languages.push({ language: row[1] ?? '', level, certain: true });
      continue;
    }
    if (CEFR_GRID_FURNITURE.test(line.trim())) continue;
    rest.push(line.replace(SKILL_LABEL, ''));
  }
  return { languages, rest: rest.filter((line) => line.trim() !== '') };
}

function readLanguages(lines: readonly string[]): LanguageLine[] {
  return lines.flatMap((line) => {
    const pieces = line.split(/\s*[,;|]\s+(?=[A-ZÄÖÜ])/);
    const read = pieces.map(readLanguageLine);
    if (read.every((l) => l !== null)) return read as LanguageLine[];
    const whole = readLanguageLine(line);
    return whole ? [whole] : [];
  });
}

/**
 * Turns the text lines of a CV (PDF or Word, in reading order) into the resume's parts, using
 * German CV conventions: section headings, date ranges, contact lines and level words. Every
 * recognised field gets a confidence; the review screen marks the low ones.
 */
export function parseCvLines(input: readonly string[]): ImportResult {
  const cleaned = input
    .map((line) => line.replace(/\s+$/, '').replace(/^\s+/, ''))
    .filter((line) => line !== '' && !PAGE_FOOTER.test(line));
  const lines = joinWrappedContact(joinWrappedHeadings(cleaned));
  const { header, sections } = splitSections(lines);
  const parts = emptyDraftParts();
  const confidence: Confidence = {};
  const warnings: string[] = [];
  const notTaken: NotTaken[] = [];

  const name = readHeading(lines, header, sections, parts, confidence, notTaken);
  for (const section of sections) section.lines = withoutSignature(section.lines, name);
  for (const section of sections)
    if (section.lines.length > 0 && !readSection(section, parts, confidence))
      notTaken.push({ title: section.title.slice(0, 80), text: section.lines.join('\n').slice(0, 5000) });
  if (sections.length === 0)
    warnings.push('Im Dokument wurden keine Abschnittsüberschriften erkannt. Bitte prüfen Sie jedes Feld.');
  if (name === '') warnings.push('Der Name wurde nicht erkannt. Bitte tragen Sie ihn ein.');
  if (notTaken.length > 0)
    warnings.push(
      'Einige Teile der Datei haben keinen Platz im Lebenslauf; sie stehen unten unter „Nicht übernommen“.',
    );
  return { parts, confidence, warnings, notTaken: notTaken.slice(0, 40) };
}

/** A section's lines without the signature block at the CV's end ('Dortmund, 24.11.2026', the name). */
function withoutSignature(lines: readonly string[], name: string): string[] {
  const signature = name.toLocaleLowerCase('de');
  return lines.filter(
    (line) => !PLACE_AND_DATE.test(line) && (signature === '' || line.toLocaleLowerCase('de') !== signature),
  );
}

/** Name and contact details from the header, the personal section and any obvious contact line. */
function readHeading(
  lines: readonly string[],
  header: readonly string[],
  sections: readonly Section[],
  parts: ImportDraftParts,
  confidence: Confidence,
  notTaken: NotTaken[],
): string {
  const { name, certainty } = findName(header, withoutMarks(lines));
  const contact = emptyContact();
  const personal = sections.filter((s) => s.kind === 'personal');
  const contactLines = [...header, ...personal.flatMap((s) => s.lines)];
  for (const line of header) if (line !== name) readContactLine(line, contact);
  // A personal detail the heading has no field for ('Staatsangehörigkeit: deutsch') is listed.
  for (const section of personal) {
    const left = section.lines.filter(
      (line) => line !== name && !NAME_LABEL.test(line) && !readContactLine(line, contact),
    );
    if (left.length > 0)
      notTaken.push({ title: section.title.slice(0, 80), text: left.join('\n').slice(0, 5000) });
  }
  // Sidebars put contact details anywhere: a labelled or obvious contact line still counts.
  for (const line of withoutMarks(lines)) if (!contactLines.includes(line)) readContactLine(line, contact);
  const words = name.split(/\s+/);
  // The surname starts at its first particle ('von Hallwyl'), else it is the last word.
  const particle = words.findIndex((word, i) => i > 0 && i < words.length - 1 && NAME_PARTICLE.test(word));
  const surnameAt = particle > 0 ? particle : Math.max(words.length - 1, 0);
  parts.heading = {
    fname: words.slice(0, surnameAt).join(' ').slice(0, 34),
    lname: words.slice(surnameAt).join(' ').slice(0, 34),
    moreOptions: contact.licence !== '' || contact.maritalStatus !== '' || contact.socialLink !== '',
    ...contact,
    email: contact.email.slice(0, 35),
    phone: contact.phone.slice(0, 40),
  };
  confidence['heading.fname'] = certainty;
  confidence['heading.lname'] = certainty;
  for (const [key, value] of Object.entries(contact)) {
    if (value !== '') confidence[`heading.${key}`] = key === 'email' ? 1 : 0.8;
  }
  parts.name = name ? `Lebenslauf ${name}` : 'Importierter Lebenslauf';
  return name;
}

/** Adds an extra section unless one of its kind is there already (the first one found wins). */
function addExtra(
  parts: ImportDraftParts,
  meta_sub_key: ImportDraftParts['extraSections'][number]['meta_sub_key'],
  meta_value: unknown,
): boolean {
  if (parts.extraSections.some((s) => s.meta_sub_key === meta_sub_key)) return false;
  parts.extraSections.push({ id: parts.extraSections.length + 1, meta_sub_key, meta_value });
  return true;
}

/** A section of its own title; the product has room for two. */
function addCustom(parts: ImportDraftParts, title: string, description: string): boolean {
  if (parts.customSections.length >= 2) return false;
  parts.customSections.push({ id: parts.customSections.length + 1, title: title.slice(0, 80), description });
  return true;
}

/** Reads a section into the draft; false when the draft has no room left for it. */
function readSection(section: Section, parts: ImportDraftParts, confidence: Confidence): boolean {
  const body = section.lines;
  switch (section.kind) {
    case 'work':
      for (const entry of splitEntries(body))
        parts.work.push(workFromEntry(entry, parts.work.length, confidence));
      break;
    case 'education':
      for (const entry of splitEntries(body))
        parts.education.push(educationFromEntry(entry, parts.education.length, confidence));
      break;
    case 'skills': {
      const { languages, rest } = splitOffLanguages(body);
      if (languages.length > 0 && addExtra(parts, 'Language', languagesValue(languages)))
        confidence.languages = 0.85;
      if (rest.length === 0) return true;
      const html = bulletList(itemsOf(rest));
      parts.skills = parts.skills
        ? { ...parts.skills, data: parts.skills.data + html }
        : { data: html, recommended: [] };
      confidence.skills = 0.8;
      break;
    }
    case 'summary':
      parts.summary = { data: paragraphs([joinParagraphLines(body)]) };
      confidence.summary = 0.8;
      break;
    case 'languages': {
      const grid = splitOffLanguages(body);
      const read = [...grid.languages, ...readLanguages(grid.rest)];
      if (read.length === 0) return false;
      if (!addExtra(parts, 'Language', languagesValue(read))) return false;
      confidence.languages = read.every((l) => l.certain) ? 0.85 : 0.5;
      break;
    }
    case 'certifications':
      if (!addExtra(parts, 'Certification', { data: bulletList(itemsOf(body)) })) return false;
      confidence.certifications = 0.75;
      break;
    case 'hobbies':
      if (!addExtra(parts, 'hobbiesInformation', { data: paragraphs([itemsOf(body).join(', ')]) }))
        return false;
      confidence.hobbies = 0.8;
      break;
    case 'links': {
      const [link1 = '', link2 = '', link3 = ''] = body.map(stripBullet);
      if (!addExtra(parts, 'WebLinks', { link1, link2, link3 })) return false;
      confidence.links = 0.6;
      break;
    }
    case 'volunteering':
    case 'other':
      if (!addCustom(parts, section.title, bulletList(body.map(stripBullet)))) return false;
      confidence[`custom.${parts.customSections.length - 1}`] = 0.6;
      break;
    case 'personal':
      break;
  }
  return true;
}
