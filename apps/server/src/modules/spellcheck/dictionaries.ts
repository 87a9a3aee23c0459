import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SpellcheckLang } from '@vita/shared';
import { type Hunspell, loadModule } from 'hunspell-asm';

const DICTIONARY_PACKAGES: Readonly<Record<SpellcheckLang, string>> = {
  de: 'dictionary-de',
  en: 'dictionary-en',
};

export type Spellers = Record<SpellcheckLang, Hunspell>;

/** A word of our list and, optionally, a German dictionary word inflected the same way. */
export type ListedWord = { word: string; model: string | null };

/** Our CV vocabulary that the dictionaries miss (`cv-words.txt`; '#' starts a comment). */
export function readWordList(): ListedWord[] {
  return fs
    .readFileSync(new URL('./cv-words.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter((line) => line !== '')
    .map((line) => {
      const [word = '', model] = line.split(/\s+/);
      return { word, model: model ?? null };
    });
}

/** The packages ship `index.aff` and `index.dic` beside their entry point. */
function dictionaryFiles(packageName: string): { aff: Buffer; dic: Buffer } {
  const dir = path.dirname(createRequire(import.meta.url).resolve(packageName));
  return {
    aff: fs.readFileSync(path.join(dir, 'index.aff')),
    dic: fs.readFileSync(path.join(dir, 'index.dic')),
  };
}

/**
 * The capitalised stems of the German dictionary ("Handel", "Beauftragte"): its nouns, which a
 * compound may end with even where the same letters, written small, are a verb form ("handel").
 */
export function readNounStems(): ReadonlySet<string> {
  const { dic } = dictionaryFiles(DICTIONARY_PACKAGES.de);
  const stems = new Set<string>();
  for (const line of dic.toString('utf8').split('\n')) {
    if (!/^\p{Lu}/u.test(line)) continue;
    stems.add(line.split('/')[0]?.trim() ?? '');
  }
  return stems;
}

/**
 * Loads the Hunspell WebAssembly module and the German and English dictionaries into it, plus
 * our word list (runtime additions: exact forms, no inflection). Blocks for about half a second.
 */
export async function loadSpellers(options: { withWordList: boolean }): Promise<Spellers> {
  const factory = await loadModule();
  const load = (lang: SpellcheckLang): Hunspell => {
    const { aff, dic } = dictionaryFiles(DICTIONARY_PACKAGES[lang]);
    const speller = factory.create(
      factory.mountBuffer(aff, `${lang}.aff`),
      factory.mountBuffer(dic, `${lang}.dic`),
    );
    if (options.withWordList) {
      for (const { word, model } of readWordList()) {
        if (lang === 'de' && model) speller.addWordWithAffix(word, model);
        else speller.addWord(word);
      }
    }
    return speller;
  };
  return { de: load('de'), en: load('en') };
}
