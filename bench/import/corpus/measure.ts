import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ImportDraft } from '../../../packages/shared/src/contracts/import';
import { DEV } from './dev';
import { HELD_OUT } from './held-out';
import { emptyScores, GROUPS, ratio, type Scores, scoreCorpusDraft } from './score';
import type { CorpusCv } from './types';

export const CORPUS_FILES = path.join(import.meta.dirname, 'files');
export const corpusFileName = (cv: CorpusCv) => `${cv.id}.${cv.look.startsWith('docx') ? 'docx' : 'pdf'}`;
export type CorpusSet = 'dev' | 'held-out';

/** Reads every CV of a set with `read` and scores it; `perCv` gets each CV's own scores. */
export async function measureCorpus(
  set: CorpusSet,
  read: (fileName: string, data: Buffer) => Promise<ImportDraft>,
  perCv?: (cv: CorpusCv, scores: Scores) => void,
): Promise<Scores> {
  const total = emptyScores();
  for (const cv of set === 'dev' ? DEV : HELD_OUT) {
    const name = corpusFileName(cv);
    const draft = await read(name, readFileSync(path.join(CORPUS_FILES, set, name)));
    const own = emptyScores();
    scoreCorpusDraft(cv, draft, own);
    perCv?.(cv, own);
    for (const g of GROUPS) {
      total[g].right += own[g].right;
      total[g].found += own[g].found;
      total[g].expected += own[g].expected;
      total[g].misses.push(...own[g].misses.map((m) => `${cv.id}: ${m}`));
      total[g].extras.push(...own[g].extras.map((m) => `${cv.id}: ${m}`));
    }
  }
  return total;
}

/** The markdown table of both sets: precision and recall per field group. */
export function corpusTable(dev: Scores, heldOut: Scores): string {
  const f = (n: number) => n.toFixed(2);
  const rows = GROUPS.map(
    (g) =>
      `| ${g} | ${f(ratio(dev[g].right, dev[g].found))} | ${f(ratio(dev[g].right, dev[g].expected))} | ${f(ratio(heldOut[g].right, heldOut[g].found))} | ${f(ratio(heldOut[g].right, heldOut[g].expected))} |`,
  );
  const sum = (s: Scores, k: 'right' | 'found' | 'expected') => GROUPS.reduce((n, g) => n + s[g][k], 0);
  rows.push(
    `| all | ${f(ratio(sum(dev, 'right'), sum(dev, 'found')))} | ${f(ratio(sum(dev, 'right'), sum(dev, 'expected')))} | ${f(ratio(sum(heldOut, 'right'), sum(heldOut, 'found')))} | ${f(ratio(sum(heldOut, 'right'), sum(heldOut, 'expected')))} |`,
  );
  return ['| group | dev P | dev R | held-out P | held-out R |', '|---|---:|---:|---:|---:|', ...rows].join(
    '\n',
  );
}
