/// <reference path="../../../apps/server/src/modules/import/pdf-worker.d.ts" />
// The dev set read in process (no server), with every miss and extra: the tool to improve the reader
// against. The held-out set is measured only by `npm run bench:import -w @vita/bench`.
// Run: npx tsx bench/import/corpus/check.ts [cv-id]
import { readDocument } from '../../../apps/server/src/modules/import/read-document';
import { corpusTable, measureCorpus } from './measure';
import { GROUPS } from './score';

const only = process.argv[2];
const dev = await measureCorpus(
  'dev',
  async (name, data) => (await readDocument(name.endsWith('.pdf') ? 'pdf' : 'docx', data)).draft,
  (cv, scores) => {
    if (only && cv.id !== only) return;
    for (const g of GROUPS) {
      for (const m of scores[g].misses) console.log(`${cv.id} ${g} missed: ${m}`);
      for (const e of scores[g].extras) console.log(`${cv.id} ${g} extra:  ${e}`);
    }
  },
);
console.log(corpusTable(dev, dev).replace('held-out P | held-out R', '(dev) | (dev)'));
