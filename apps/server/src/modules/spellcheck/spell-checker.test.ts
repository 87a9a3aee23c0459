import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SPELL_CHECKER_OPTIONS, SpellChecker, SpellCheckerBusyError } from './spell-checker';

/** Hunspell needs seconds for suggestions to this one (a long compound with a typo in it). */
const SLOW_WORD = 'Kundenberatungsprojecktmanagementsoftwareentwicklungsabteilung';

const fresh: SpellChecker[] = [];
const withOptions = (options: Partial<typeof DEFAULT_SPELL_CHECKER_OPTIONS>) => {
  const checker = new SpellChecker({ ...DEFAULT_SPELL_CHECKER_OPTIONS, ...options });
  fresh.push(checker);
  return checker;
};
let checker: SpellChecker;
beforeAll(async () => {
  checker = new SpellChecker();
  await checker.start();
});
afterAll(async () => {
  await Promise.all([checker, ...fresh].map((c) => c.close()));
});

describe('the spell checker worker', () => {
  it('checks words against the German and the English dictionary', async () => {
    expect(await checker.check('de', ['Lebenslauf', 'Erfarung'])).toEqual([true, false]);
    expect(await checker.check('en', ['experience', 'experiance'])).toEqual([true, false]);
  });

  it('answers null when suggestions are not ready in time, and has them once the search ends', async () => {
    expect(await checker.suggest('de', 'Erfarung', 0)).toBeNull();
    const later = await checker.suggest('de', 'Erfarung', 60_000);
    expect(later?.suggestions).toContain('Erfahrung');
  });

  it('checks before suggesting: a check waits for the running search only', async () => {
    const order: string[] = [];
    const searches = ['Berufserfarung', 'Projecktmanagement', 'Kundenberatunk'].map((word) =>
      checker.suggest('de', word, 60_000).then(() => order.push(word)),
    );
    await checker.check('de', ['Lebenslauf']).then(() => order.push('check'));
    await Promise.all(searches);
    expect(order.indexOf('check')).toBe(1);
  });

  it("reports the worker's memory, most of it Hunspell's WebAssembly memory", async () => {
    const memory = await checker.memory();
    expect(memory.externalBytes).toBeGreaterThan(16 * 1024 * 1024);
    expect(checker.loadMs).toBeGreaterThan(0);
  });
});

/** These start workers of their own: under a full test run on the shared 2 cores one took 15 s. */
const OWN_WORKER_MS = 90_000;

describe('the spell checker under pressure', () => {
  it(
    'stops a suggestion search that runs over its time limit, starts afresh and remembers the give-up',
    async () => {
      const limited = withOptions({ suggestTimeoutMs: 100 });
      await limited.start();
      expect(await limited.suggest('de', SLOW_WORD, 60_000)).toEqual({ suggestions: [], complete: false });
      expect(limited.restarts).toBe(1);
      expect(await limited.check('de', ['Projektmanagement'])).toEqual([true]);
      // Asking again must not end the worker again.
      expect(await limited.suggest('de', SLOW_WORD, 60_000)).toEqual({ suggestions: [], complete: false });
      expect(limited.restarts).toBe(1);
    },
    OWN_WORKER_MS,
  );

  it(
    'refuses checks when too many jobs wait, and skips suggestions',
    async () => {
      const small = withOptions({ maxQueuedJobs: 2 });
      const waiting = [small.check('de', ['a']), small.check('de', ['b']), small.check('de', ['c'])];
      await expect(small.check('de', ['d'])).rejects.toBeInstanceOf(SpellCheckerBusyError);
      expect(await small.suggest('de', 'Erfarung', 60_000)).toBeNull();
      await Promise.all(waiting);
    },
    OWN_WORKER_MS,
  );
});
