import type { LanguageOption } from './use-languages';

const fold = (text: string) =>
  text.toLocaleLowerCase('de').normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').trim();

/** Names starting with the text first, then names containing it (while the server's search runs). */
export function filterLanguages(languages: readonly LanguageOption[], text: string): LanguageOption[] {
  const query = fold(text);
  if (query === '') return [...languages];
  const starts = languages.filter((l) => fold(l.name).startsWith(query));
  const contains = languages.filter((l) => !fold(l.name).startsWith(query) && fold(l.name).includes(query));
  return [...starts, ...contains];
}
