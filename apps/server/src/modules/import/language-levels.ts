import { type LanguageLevel, type LanguagesValue, languageLevelValue } from '@vita/shared';

/** German and English level words → CEFR level; 'native' for the mother tongue. */
const LEVEL_WORDS: [RegExp, LanguageLevel | 'native'][] = [
  [/muttersprach|native|bilingual|zweisprachig|erstsprache/i, 'native'],
  [/verhandlungssicher|full professional|c2/i, 'C2'],
  [/fließend|fliessend|sehr gut|fluent|professional working|c1/i, 'C1'],
  [/\bgute?\b|good|b2/i, 'B2'],
  [/\bb1\b|mittel|intermediate|limited working/i, 'B1'],
  [/grundkenntnisse|schulkenntnisse|basiskenntnisse|elementary|basic|a2/i, 'A2'],
  [/\ba1\b|anfänger|beginner/i, 'A1'],
];

export type LanguageLine = { language: string; level: LanguageLevel | 'native'; certain: boolean };

/** 'Englisch – verhandlungssicher (C1)', 'Deutsch: Muttersprache', 'Französisch B1' → language and level. */
export function readLanguageLine(line: string): LanguageLine | null {
  const cleaned = line.replace(/^[•·*–-]\s*/, '').trim();
  const cefr = /\b([ABC][12])\b/.exec(cleaned)?.[1] as LanguageLevel | undefined;
  const word = LEVEL_WORDS.find(([pattern]) => pattern.test(cleaned))?.[1];
  const language = cleaned
    .split(/\s*(?:[:–—(,|]|\s-\s|\s{2,}|\t)\s*/)[0]
    ?.replace(/\s+([ABC][12])$/, '')
    .trim();
  if (!language || language.length > 40 || !/^[A-ZÄÖÜ]/.test(language)) return null;
  const nativeWord = word === 'native';
  if (nativeWord) return { language, level: 'native', certain: true };
  if (cefr) return { language, level: cefr, certain: true };
  if (word) return { language, level: word, certain: true };
  return { language, level: 'B1', certain: false };
}

export function languagesValue(lines: readonly LanguageLine[]): LanguagesValue {
  return {
    native: lines.filter((l) => l.level === 'native').map((l) => ({ nativeLang: l.language })),
    languages: lines.flatMap((l) =>
      l.level === 'native'
        ? []
        : [
            {
              language: l.language,
              level: l.level,
              value: languageLevelValue(l.level) as LanguagesValue['languages'][number]['value'],
            },
          ],
    ),
  };
}
