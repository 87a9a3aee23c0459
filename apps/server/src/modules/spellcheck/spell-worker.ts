import { parentPort } from 'node:worker_threads';
import { SPELLCHECK_LIMITS } from '@vita/shared';
import { loadSpellers, readNounStems } from './dictionaries';
import { germanWordRule } from './german-words';
import type { SpellJobResult, SpellReplyMessage, SpellRequestMessage } from './spell-protocol';

// The worker thread that owns Hunspell: its calls are synchronous and a suggestion can take
// seconds, so they run here, where the main thread can stop them by terminating the worker.
const port = parentPort;
if (!port) throw new Error('spell-worker runs only as a worker thread');

/** Time one check may spend splitting German compounds beyond Hunspell's own rules. */
const GERMAN_RULE_BUDGET_MS = 1_000;

const started = performance.now();
const spellers = await loadSpellers({ withWordList: true });
const nounStems = readNounStems();
const isNounStem = (word: string) => nounStems.has(word);
const reply = (message: SpellReplyMessage) => port.postMessage(message);

function run(job: SpellRequestMessage): SpellJobResult[SpellRequestMessage['kind']] {
  switch (job.kind) {
    case 'check': {
      if (job.lang === 'en') return job.words.map((word) => spellers.en.spell(word));
      const budget = { untilMs: performance.now() + GERMAN_RULE_BUDGET_MS };
      const isRight = germanWordRule(spellers.de.spell, spellers.en.spell, budget, isNounStem);
      return job.words.map(isRight);
    }
    case 'suggest':
      return spellers[job.lang].suggest(job.word).slice(0, SPELLCHECK_LIMITS.maxSuggestions);
    case 'memory': {
      const usage = process.memoryUsage();
      return { externalBytes: usage.external, heapUsedBytes: usage.heapUsed };
    }
  }
}

port.on('message', (job: SpellRequestMessage) => {
  try {
    reply({ type: 'result', id: job.id, result: run(job) });
  } catch (error) {
    reply({ type: 'failed', id: job.id, message: error instanceof Error ? error.message : String(error) });
  }
});
reply({ type: 'ready', loadMs: performance.now() - started });
