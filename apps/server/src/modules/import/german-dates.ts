import { monthValue, parseMonth } from '@vita/shared';

export type CvDate = { month: number | null; year: number };
export type CvDateRange = {
  start: CvDate | null;
  end: CvDate | null;
  current: boolean;
  /** The line without the range, trimmed of the separators around it. */
  rest: string;
  /** 1 when every date has a month, lower for years only. */
  certainty: number;
};

const MONTH_WORD =
  '(?:jan(?:uar|uary)?|feb(?:ruar|ruary)?|m[äa]r(?:z|ch)?|maerz|apr(?:il)?|mai|may|jun(?:i|e)?|jul(?:i|y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|o[ck]t(?:ober)?|nov(?:ember)?|de[cz](?:ember)?)';
const DATE = `(?:(?:0?[1-9]|1[0-2])[./](?:19|20)\\d{2}|${MONTH_WORD}\\.?\\s+(?:19|20)\\d{2}|(?:19|20)\\d{2})`;
const NOW = '(?:heute|aktuell|jetzt|dato|bis\\s+dato|laufend|derzeit|present|current|now|today)';
const SEPARATOR = '\\s*(?:–|—|-|bis(?:\\s+zum)?|to|until)\\s*';
const RANGE = new RegExp(
  `(?:^|(?<=[\\s(|,]|(?<!\\d):))(?:(seit|since|ab)\\s+(${DATE})|(${DATE})(?:${SEPARATOR}(${DATE}|${NOW}))?)(?=$|[\\s)|,:;])`,
  'i',
);

/** 'Okt. 2020', '08/2021', '08.2021', '2019' → month and year. */
export function parseCvDate(text: string): CvDate | null {
  const trimmed = text.trim();
  const numeric = trimmed.match(/^(\d{1,2})[./](\d{4})$/);
  if (numeric) return { month: parseMonth(Number(numeric[1])), year: Number(numeric[2]) };
  const worded = trimmed.match(/^([a-zäA-ZÄ]+)\.?\s+(\d{4})$/);
  if (worded) {
    const month =
      parseMonth((worded[1] ?? '').toLowerCase().replace('ä', 'a').slice(0, 3)) ?? parseMonth(worded[1]);
    return month === null ? null : { month, year: Number(worded[2]) };
  }
  return /^\d{4}$/.test(trimmed) ? { month: null, year: Number(trimmed) } : null;
}

const tidyRest = (text: string) =>
  text
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s|,:;–—-]+|[\s|,:;–—-]+$/g, '')
    .replace(/\(\s*\)/g, '')
    .trim();

/**
 * Finds the first date range in a line: `08/2021 – heute`, `seit 2019`, `2015 - 2018`,
 * `Okt. 2020 bis März 2022`, or a single date. Null when the line has none.
 */
export function findDateRange(line: string): CvDateRange | null {
  const match = RANGE.exec(line);
  if (!match) return null;
  const [whole, since, sinceDate, from, to] = match;
  const rest = tidyRest(`${line.slice(0, match.index)} ${line.slice(match.index + whole.length)}`);
  const start = parseCvDate(since ? (sinceDate ?? '') : (from ?? ''));
  if (start === null) return null;
  const current = since !== undefined || (to !== undefined && new RegExp(`^${NOW}$`, 'i').test(to.trim()));
  const end = current || to === undefined ? null : parseCvDate(to);
  const dates = [start, end].filter((d): d is CvDate => d !== null);
  const certainty = dates.every((d) => d.month !== null) ? 1 : 0.8;
  return { start, end, current, rest, certainty };
}

/** A date as the forms store it: the English month name and the year as text. */
export function storedDate(date: CvDate | null): { month: string; year: string } {
  if (date === null) return { month: '', year: '' };
  return { month: date.month === null ? '' : (monthValue(date.month) ?? ''), year: String(date.year) };
}
