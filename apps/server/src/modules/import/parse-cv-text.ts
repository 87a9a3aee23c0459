import { type ImportDraftParts, importDraftPartsSchema } from '@vita/shared';
import { columnOf, withoutMarks } from './columns';
import { emptyContact, readContactLine } from './contact-lines';
import { isBullet, splitEntries, stripBullet } from './cv-entries';
import { bulletList, type Confidence, educationFromEntry, paragraphs, workFromEntry } from './entry-fields';
import { type LanguageLine, languagesValue, readLanguageLine } from './language-levels';
import { headingKind, headingTitle, type SectionKind } from './section-headings';
import { joinParagraphLines } from './wrapped-lines';

export type ImportResult = { parts: ImportDraftParts; confidence: Confidence; warnings: string[] };
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
const PLACE_AND_DATE = /^[A-ZÄÖÜ][\p{L} .-]*,\s*(?:den\s+)?\d{1,2}\.\s?\d{1,2}\.\s?\d{2,4}$/u;

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

function findName(header: readonly string[], all: readonly string[]): { name: string; certainty: number } {
  const candidates = (header.length > 0 ? header : all).slice(0, 6);
  for (const [index, raw] of candidates.entries()) {
    // 'Lena Schäfer<tab>lena@example.de': the name is the first cell.
    const line = (raw.split('\t')[0] ?? '')
      .replace(DOCUMENT_TITLE, '')
      .replace(/^(?:von|of)\s+/i, '')
      .trim();
    if (NAME.test(line) && line.length <= 60 && headingKind(line) === null)
      return { name: line, certainty: index <= 1 ? 0.9 : 0.6 };
  }
  return { name: '', certainty: 0 };
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
    const pieces = text.split(/\s*[,;]\s+/);
    // 'Ersthelferin (DRK), 2023': a year after the comma belongs to the item.
    if (pieces.some((piece) => /^(?:19|20)\d{2}$/.test(piece))) return [text];
    if (!isBullet(line) && pieces.length > 1 && text.length < 200 && !/[.!?]$/.test(text)) return pieces;
    return [text];
  });

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
  const lines = joinWrappedContact(cleaned);
  const { header, sections } = splitSections(lines);
  const parts = emptyDraftParts();
  const confidence: Confidence = {};
  const warnings: string[] = [];

  const name = readHeading(lines, header, sections, parts, confidence);
  for (const section of sections) section.lines = withoutSignature(section.lines, name);
  for (const section of sections) if (section.lines.length > 0) readSection(section, parts, confidence);
  if (sections.length === 0)
    warnings.push('Im Dokument wurden keine Abschnittsüberschriften erkannt. Bitte prüfen Sie jedes Feld.');
  if (name === '') warnings.push('Der Name wurde nicht erkannt. Bitte tragen Sie ihn ein.');
  return { parts, confidence, warnings };
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
): string {
  const { name, certainty } = findName(header, withoutMarks(lines));
  const contact = emptyContact();
  const contactLines = [...header, ...sections.filter((s) => s.kind === 'personal').flatMap((s) => s.lines)];
  for (const line of contactLines) if (line !== name) readContactLine(line, contact);
  // Sidebars put contact details anywhere: a labelled or obvious contact line still counts.
  for (const line of withoutMarks(lines)) if (!contactLines.includes(line)) readContactLine(line, contact);
  const words = name.split(/\s+/);
  parts.heading = {
    fname: words.slice(0, -1).join(' ').slice(0, 34),
    lname: (words.at(-1) ?? '').slice(0, 34),
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
function addCustom(parts: ImportDraftParts, title: string, description: string) {
  if (parts.customSections.length >= 2) return;
  parts.customSections.push({ id: parts.customSections.length + 1, title: title.slice(0, 80), description });
}

function readSection(section: Section, parts: ImportDraftParts, confidence: Confidence) {
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
      const html = bulletList(itemsOf(body));
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
      const read = readLanguages(body);
      if (read.length > 0 && addExtra(parts, 'Language', languagesValue(read)))
        confidence.languages = read.every((l) => l.certain) ? 0.85 : 0.5;
      break;
    }
    case 'certifications':
      if (addExtra(parts, 'Certification', { data: bulletList(itemsOf(body)) }))
        confidence.certifications = 0.75;
      break;
    case 'hobbies':
      if (addExtra(parts, 'hobbiesInformation', { data: paragraphs([itemsOf(body).join(', ')]) }))
        confidence.hobbies = 0.8;
      break;
    case 'links': {
      const [link1 = '', link2 = '', link3 = ''] = body.map(stripBullet);
      if (addExtra(parts, 'WebLinks', { link1, link2, link3 })) confidence.links = 0.6;
      break;
    }
    case 'volunteering':
    case 'other':
      addCustom(parts, section.title, bulletList(body.map(stripBullet)));
      confidence[`custom.${parts.customSections.length - 1}`] = 0.6;
      break;
    case 'personal':
      break;
  }
}
