/**
 * Translation measure, in process: runs the German job titles and skills of dev.json and
 * held-out.json through the lookups behind POST /api/v1/resume/translate (Ausbildungsberufe,
 * ESCO occupations, the skill glossary and ESCO skills) and prints per set and kind:
 * precision = translated and right / translated, recall = translated and right / all.
 * "Right" means the English form equals (case-insensitively) one of the item's accepted forms.
 * held-out.json was written before any tuning and is not looked at while tuning.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { escoLookups } from '../../apps/server/src/modules/resume/translate/esco-lookups';
import { ausbildungFor } from '../../apps/server/src/modules/resume/translate/term-lookup';

interface Item {
  de: string;
  en: string[];
}
interface TestSet {
  titles: Item[];
  skills: Item[];
}

const here = path.dirname(fileURLToPath(import.meta.url));
const load = (file: string): TestSet => JSON.parse(readFileSync(path.join(here, file), 'utf8'));

function titleEnglish(title: string): string | undefined {
  return ausbildungFor(title)?.english ?? escoLookups.occupationTitle(title);
}

function skillEnglish(skill: string): string | undefined {
  const english = escoLookups.skillName(skill);
  // A form equal to the German is not a translation (kept as written), unless it is accepted.
  return english;
}

function measure(items: Item[], translate: (de: string) => string | undefined) {
  let translated = 0;
  let right = 0;
  const wrong: string[] = [];
  for (const item of items) {
    const english = translate(item.de);
    if (english === undefined) continue;
    translated += 1;
    if (item.en.some((form) => form.toLowerCase() === english.toLowerCase())) right += 1;
    else wrong.push(`${item.de} → ${english}`);
  }
  return { all: items.length, translated, right, wrong };
}

const pct = (n: number, d: number) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)} %`);
const verbose = process.argv.includes('--verbose');

for (const [name, file] of [
  ['dev', 'dev.json'],
  ['held-out', 'held-out.json'],
] as const) {
  const set = load(file);
  for (const [kind, items, translate] of [
    ['titles', set.titles, titleEnglish],
    ['skills', set.skills, skillEnglish],
  ] as const) {
    const r = measure(items, translate);
    console.log(
      `${name.padEnd(9)} ${kind.padEnd(7)} n=${String(r.all).padStart(3)}  translated=${String(r.translated).padStart(3)}  right=${String(r.right).padStart(3)}  precision=${pct(r.right, r.translated).padStart(7)}  recall=${pct(r.right, r.all).padStart(7)}`,
    );
    if (verbose && name === 'dev') for (const w of r.wrong) console.log(`    wrong: ${w}`);
  }
}
