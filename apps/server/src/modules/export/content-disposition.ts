import type { Personal } from '@vita/shared';

/** Characters no file system takes in a name, and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const UNSAFE = /[\u0000-\u001f\u007f<>:"/\\|?*]/g;
/** Spelled out: German umlauts as Germans write them without, and letters Unicode does not decompose. */
const SPELLED: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  Ł: 'L',
  ł: 'l',
  Ø: 'O',
  ø: 'o',
  Đ: 'D',
  đ: 'd',
  Æ: 'Ae',
  æ: 'ae',
  Œ: 'Oe',
  œ: 'oe',
  ı: 'i',
};

/**
 * The file name without extension: the resume name as typed (without characters a file system
 * refuses), else `Lebenslauf_Vorname_Nachname`, else `Lebenslauf`.
 */
export function exportBaseName(
  resumeName: string | undefined,
  personal: Pick<Personal, 'firstName' | 'lastName'>,
) {
  const typed = clean((resumeName ?? '').replace(/\.(pdf|txt)$/i, ''));
  if (typed !== '') return typed;
  const words = [personal.firstName, personal.lastName].flatMap((part) => clean(part).split(' '));
  return ['Lebenslauf', ...words].filter((word) => word !== '').join('_');
}

function clean(text: string): string {
  return text
    .normalize('NFC')
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
}

/** ASCII for old clients: umlauts spelled out (ä → ae), other accents dropped, anything else '_'. */
export function asciiFileName(name: string): string {
  return name
    .replace(/[äöüÄÖÜßŁłØøĐđÆæŒœı]/g, (letter) => SPELLED[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_');
}

/** RFC 5987 value: UTF-8, percent-encoded, with the characters encodeURIComponent leaves alone. */
const rfc5987 = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment; filename="ASCII fallback"; filename*=UTF-8''…` (RFC 6266). */
export function contentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${rfc5987(fileName)}`;
}
