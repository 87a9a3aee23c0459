import { type CvDateRange, findDateRange } from './german-dates';

/**
 * One dated entry of a work or education section, before its lines are named. `headerMayGoOn`:
 * its last header line may be cut short (a wrapped cell or a dangling last word), so the review
 * screen should ask the user to check it.
 */
export type RawEntry = {
  dates: CvDateRange | null;
  header: string[];
  details: string[];
  headerMayGoOn?: boolean;
};

const BULLET = /^[•·▪■◦*–—-]\s+/;
export const isBullet = (line: string) => BULLET.test(line);
export const stripBullet = (line: string) => line.replace(BULLET, '').trim();

const DANGLING = /(?:–|—|-|bis)\s*$/;
const LEADING_DATE =
  /^(?:(?:0?[1-9]|1[0-2])[./])?(?:19|20)\d{2}\b|^(?:heute|aktuell|present)\b|^[A-ZÄa-zä]{3,9}\.?\s+(?:19|20)\d{2}\b/i;

/** 'Ham-' / 'burg, Hamburg': a word hyphenated at the line end, joined again ('Strom- und' stays). */
export function joinHyphenated(lines: readonly string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    if (
      previous !== undefined &&
      /\p{Ll}-$/u.test(previous) &&
      /^\p{Ll}/u.test(line) &&
      !/^(?:und|oder|bzw|sowie)\b/.test(line)
    )
      joined[joined.length - 1] = previous.slice(0, -1) + line;
    else joined.push(line);
  }
  return joined;
}

/**
 * A range wrapped in a narrow date column ('10/2012 –' / '06/2016') back on one line. When the
 * dates stand on the right, the text beside the wrapped end date is kept as a line of its own and
 * added to `leftovers`: it may be the rest of a wrapped title or school name, which the rules
 * cannot tell apart from a detail line.
 */
const MONTH =
  '(?:[Jj]an|[Ff]eb|[Mm][äa]r|[Aa]pr|[Mm]ai|[Mm]ay|[Jj]un|[Jj]ul|[Aa]ug|[Ss]ep|[Oo][ck]t|[Nn]ov|[Dd]e[zc])[a-zä]{0,6}\\.?';
const ONE_DATE = `(?:(?:0?[1-9]|1[0-2])[./])?(?:19|20)\\d{2}|${MONTH}\\s+(?:19|20)\\d{2}`;
/** A line that opens a range and stops: '03/2012 –', 'Oktober 2009 – Master …', 'Apr. 2017 – Jan. Title', 'seit Januar'. */
const OPEN_RANGE = new RegExp(
  `^((?:${ONE_DATE})\\s*(?:–|—|-|bis)(?: ${MONTH}(?=\\s|$))?|(?:seit|ab)\\s+${MONTH})(?:[\\t ]+(.*))?$`,
);
/** What the next line must start with to close it: a date, a year alone, or 'heute'. */
const CLOSING = new RegExp(`^(${ONE_DATE}|(?:19|20)\\d{2}|heute|aktuell|present)(?:[\\t ]+(.*))?$`, 'i');

/**
 * A range wrapped in a narrow date column back on one line, whatever the column gap became:
 * 'März 2012 –<tab>Title' / 'Dezember 2014 Employer', 'Apr. 2017 – Jan. Title' / '2020<tab>Employer',
 * 'seit Januar<tab>Title' / '2020<tab>Employer'. The text beside each half stays in its order.
 */
function joinCutMonths(lines: readonly string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const next = lines[i + 1] ?? '';
    const open = isBullet(line) ? null : OPEN_RANGE.exec(line);
    const close = open ? CLOSING.exec(next) : null;
    const opening = open?.[1] ?? '';
    const cutMonth = !/(?:–|—|-|bis)$/.test(opening);
    // A cut month ('Jan.' / '2020') is closed by a year alone; a dangling dash by any date.
    const fits = close !== null && (!cutMonth || /^(?:19|20)\d{2}$/.test(close?.[1] ?? ''));
    const range = fits ? findDateRange(`${opening} ${close?.[1] ?? ''}`) : null;
    if (open && close && range && range.rest === '') {
      joined.push([`${opening} ${close[1]}`, open[2] ?? ''].filter((part) => part !== '').join('\t'));
      if ((close[2] ?? '') !== '') joined.push(close[2] ?? '');
      i += 1;
    } else joined.push(line);
  }
  return joined;
}

export function joinWrappedRanges(input: readonly string[], leftovers = new Set<string>()): string[] {
  const lines = joinCutMonths(input);
  const joined: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const next = lines[i + 1];
    const trailing = next === undefined ? null : /^(.*)\t([^\t]+)$/.exec(next);
    const [left = '', ...right] = line.split('\t');
    const [nextLeft = '', ...nextRight] = (next ?? '').split('\t');
    if (
      right.length > 0 &&
      DANGLING.test(left) &&
      findDateRange(left) &&
      LEADING_DATE.test(nextLeft) &&
      nextRight.length > 0
    ) {
      // A table's date cell wrapped: '04/2021 –<tab>Title' over 'Aktuell<tab>Employer'.
      joined.push(`${left} ${nextLeft}\t${right.join('\t')}`, nextRight.join('\t'));
      i += 1;
    } else if (next !== undefined && DANGLING.test(line) && findDateRange(line) && LEADING_DATE.test(next)) {
      joined.push(`${line} ${next}`);
      i += 1;
    } else if (
      trailing &&
      DANGLING.test(line) &&
      findDateRange(line) &&
      LEADING_DATE.test(trailing[2] ?? '')
    ) {
      // The date column is on the right: the wrapped end date closes a line that goes on.
      joined.push(`${line} ${trailing[2]}`, trailing[1] ?? '');
      leftovers.add(trailing[1] ?? '');
      i += 1;
    } else joined.push(line);
  }
  return joined;
}

/** 'Title | Employer, Place' on one line: two header lines. */
const headerParts = (rest: string) => rest.split(/\s*(?:\t|\s\|\s)\s*/).filter((part) => part !== '');

/** Date leads: each dated line starts an entry; two plain lines make its header, the rest details. */
function dateLeadEntries(lines: readonly string[]): RawEntry[] {
  const entries: RawEntry[] = [];
  for (const line of lines) {
    const range = isBullet(line) ? null : findDateRange(line);
    if (range || entries.length === 0) entries.push({ dates: range, header: [], details: [] });
    const entry = entries.at(-1) as RawEntry;
    if (range) {
      entry.header.push(...headerParts(range.rest));
    } else if (isBullet(line) || entry.header.length >= 2 || entry.details.length > 0)
      entry.details.push(stripBullet(line));
    else entry.header.push(line);
  }
  return entries;
}

/**
 * Date follows the title lines: the first entry shows how many lines stand before its date, and
 * every later entry's header is that many lines before its own date; what lies between belongs to
 * the entry before as details.
 */
function dateTrailEntries(lines: readonly string[], dated: number[]): RawEntry[] {
  const before = Math.min(dated[0] ?? 0, 3);
  const entries: RawEntry[] = [];
  const starts = dated.map((at, j) => (j === 0 ? 0 : Math.max((dated[j - 1] ?? 0) + 1, at - before)));
  dated.forEach((at, j) => {
    const range = findDateRange(lines[at] ?? '');
    const header = lines.slice(starts[j], at).filter((line) => !isBullet(line));
    const headerBullets = lines.slice(starts[j], at).filter(isBullet).map(stripBullet);
    if (range) header.push(...headerParts(range.rest));
    const detailsEnd = starts[j + 1] ?? lines.length;
    const details = [...headerBullets, ...lines.slice(at + 1, detailsEnd).map(stripBullet)];
    entries.push({ dates: range, header, details });
  });
  return entries;
}

/**
 * Splits a section's lines into entries. Two layouts: the date leads each entry (German tabular
 * CVs, dates in their own column or first on the line), or it follows the entry's title lines.
 */
export function splitEntries(input: readonly string[]): RawEntry[] {
  const leftovers = new Set<string>();
  const lines = joinHyphenated(joinWrappedRanges(input, leftovers));
  const dated = lines.flatMap((line, index) => (!isBullet(line) && findDateRange(line) ? [index] : []));
  if (dated.length === 0) return lines.length === 0 ? [] : [{ dates: null, header: [...lines], details: [] }];
  const entries = dated[0] === 0 ? dateLeadEntries(lines) : dateTrailEntries(lines, dated);
  return entries
    .filter((e) => e.header.length > 0 || e.dates !== null)
    .map((e) => ({ ...e, headerMayGoOn: headerMayGoOn(e, leftovers) }));
}

/** 'Hochschule für' or 'Kaufmann im Einzel-': a header line that stops where the next one should go on. */
const DANGLING_END = /(?:\p{L}-|\s(?:für|und|der|die|das|des|im|in|am|an|von|zu|zur|zum|of|and|for|&))$/iu;

function headerMayGoOn(entry: RawEntry, leftovers: ReadonlySet<string>): boolean {
  const last = entry.header.at(-1) ?? '';
  const nextLine = entry.details[0];
  return (
    DANGLING_END.test(last) ||
    entry.header.some((line) => leftovers.has(line)) ||
    (nextLine !== undefined && leftovers.has(nextLine))
  );
}

const EMPLOYER_WORDS =
  /\b(gmbh|ag|kg|se|e\.\s?v\.|ug|ohg|gbr|mbh|ltd|inc|llc|co\.|group|holding|bank|klinik|klinikum|krankenhaus|verlag|stadt|amt|werke|stadtwerke|praxis|kanzlei|agentur|hotel|restaurant)\b/i;
const SCHOOL_WORDS =
  /(universität|hochschule|schule|gymnasium|akademie|college|university|institut|fachhochschule|\btu\b|\bfh\b|\bihk\b|\bhwk\b|berufskolleg|kolleg|seminar|campus)/i;

export const looksLikeEmployer = (text: string) => EMPLOYER_WORDS.test(text);
export const looksLikeSchool = (text: string) => SCHOOL_WORDS.test(text);

/** 'Firma GmbH, Berlin' → name and place; 'Projektleiterin | Firma GmbH' → two parts. */
export function splitPair(text: string): [string, string] {
  const separated = text.split(/\s*(?:\t|\s\|\s|\s{3,}|\s[–—]\s|\s-\s|\sbei\s|\sat\s)\s*/);
  if (separated.length >= 2) return [separated[0] ?? '', separated.slice(1).join(', ')];
  return [text, ''];
}

/** The place after the last comma when it is one or two capitalised words ('Berlin', 'Bad Homburg'). */
export function splitPlace(text: string): [string, string] {
  const dotted = /^(.*\S)\s+·\s+(.+)$/.exec(text);
  if (dotted) return [dotted[1] ?? text, dotted[2] ?? ''];
  const match =
    /^(.*\S),\s*((?:D-)?(?:\d{5}\s+)?[A-ZÄÖÜ][\wäöüß.-]+(?:\s(?:(?:im|am|an der|ob der)\s)?[A-ZÄÖÜ(][\wäöüß.()-]+)?)$/.exec(
      text,
    );
  if (!match || /\b(gmbh|ag|kg|co)\b/i.test(match[2] ?? '')) return [text, ''];
  return [match[1]?.trim() ?? text, match[2]?.trim() ?? ''];
}
