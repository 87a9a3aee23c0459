/** Tokens before a full stop that do not end a sentence ("Dr.", "Dipl.-Ing.", "z. B.", "bzw."). */
const ABBREVIATIONS = new Set(
  (
    'z b u a d h o g s v i e bzw ca dipl ing dr med rer nat hr fr nr str inkl ggf evtl usw etc vgl abs sog ' +
    'prof kfm techn geb gem lt ff mio mrd tsd abt allg bzgl zzgl einschl insb gegr jan feb apr jun jul aug ' +
    'sep sept okt nov dez mag phil oec jur st'
  ).split(' '),
);

const BULLET = /^\s*(?:[-–—•*·▪]|\d{1,2}[.)])\s+/;
const ENDS_SENTENCE = /[.!?:;]["“”»)]?$/;

/** A short line on its own is a heading, a place and date or a signature, not part of a sentence. */
const isShortLine = (line: string) => line.split(/\s+/).length <= 5 && !ENDS_SENTENCE.test(line);

/**
 * Lines as read from a PDF or pasted: a sentence wrapped over several lines is joined again, a bullet
 * stays a line of its own, and so does a short line without a full stop (heading, date, signature).
 */
function paragraphs(text: string): string[] {
  const result: string[] = [];
  let open = false;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw
      .replace(/\u00ad/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (line === '') {
      open = false;
      continue;
    }
    const bullet = BULLET.test(line);
    if (open && !bullet && result.length > 0) result[result.length - 1] += ` ${line}`;
    else result.push(bullet ? line.replace(BULLET, '') : line);
    open = !ENDS_SENTENCE.test(line) && !(isShortLine(line) && !open);
  }
  return result;
}

/** Splits a paragraph after ., ! or ? followed by a capital, except after abbreviations and day numbers. */
function splitParagraph(paragraph: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  const boundary = /[.!?]["“”»)]?\s+(?=[„"«(]?[\p{Lu}\d])/gu;
  for (const match of paragraph.matchAll(boundary)) {
    const end = match.index + 1;
    const before = paragraph.slice(start, end - 1).match(/([\p{L}\d-]+)$/u)?.[1] ?? '';
    const token = before.toLowerCase().split('-').at(-1) ?? '';
    // "31. Dezember", "1. April": a day or ordinal, not a sentence end; a year (2017.) is one.
    if (/^\d{1,2}$/.test(token) || ABBREVIATIONS.has(token)) continue;
    sentences.push(paragraph.slice(start, match.index + match[0].trimEnd().length).trim());
    start = match.index + match[0].length;
  }
  sentences.push(paragraph.slice(start).trim());
  return sentences.filter((sentence) => sentence !== '');
}

/** The Zeugnis as its sentences, in order. */
export function splitSentences(text: string): string[] {
  return paragraphs(text).flatMap(splitParagraph);
}
