import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { preloadCatalogue } from './modules/catalogue/catalogue.service';
import { sharedParsePool } from './modules/import/parse-pool';
import { warmVocabulary } from './modules/job-match/vocabulary';
import { sharedSpellChecker } from './modules/spellcheck/spell-checker';

/** Beyond the drain deadline, closing the database and Chromium gets this long before we give up. */
const CLOSE_GRACE_MS = 5_000;
/**
 * The catalogue (6 MB of ESCO data and its search index) and the job-match vocabulary are built
 * this long after listening and after the PDF warm-up (the print entry's files are served by this
 * process, which the catalogue's build would hold up): the start-up probes are answered first,
 * and the first visitor who searches a job title or checks a job ad still finds them built.
 */
const CATALOGUE_WARM_DELAY_MS = 1_000;
/** A PDF warm-up that takes longer (a very busy machine) is not waited for beyond this. */
const PDF_WARM_UP_WAIT_MS = 10_000;

/**
 * SIGTERM: /readyz turns 503, the listener stops accepting, requests in flight finish (new ones
 * on kept-alive connections get 503), and after `timeoutMs` the connections still open are cut.
 * Then the database, Chromium and the DATA_DIR lock are released.
 */
function drainOnSignals(app: FastifyInstance, timeoutMs: number): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.readiness.markStopping();
    app.log.info({ signal, timeoutMs }, 'stopping: finishing requests in flight');
    const deadline = setTimeout(() => {
      app.log.warn('stopping: deadline reached, closing the connections still open');
      app.server.closeAllConnections();
    }, timeoutMs);
    const giveUp = setTimeout(() => {
      app.log.error('stopping: could not close in time; exiting anyway');
      process.exit(1);
    }, timeoutMs + CLOSE_GRACE_MS);
    giveUp.unref();
    await app.close();
    clearTimeout(deadline);
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

/** Start: read the environment, open and migrate the database, listen; stop cleanly on signals. */
async function main() {
  const config = loadConfig();
  const app = await createApp(config);
  drainOnSignals(app, config.shutdownTimeoutMs);
  await app.listen({ port: config.port, host: config.host });
  const after = (ms: number) => sleep(ms, undefined, { ref: false });
  const pdfWarmedUp = Promise.race([app.pdfPool.afterStartWarmUp(), after(PDF_WARM_UP_WAIT_MS)]);
  void Promise.all([after(CATALOGUE_WARM_DELAY_MS), pdfWarmedUp]).then(() => {
    preloadCatalogue();
    // The job-match vocabulary (seconds to build) after the catalogue it is made from, in steps.
    warmVocabulary().catch((error: unknown) => app.log.error({ err: error }, 'job-match vocabulary failed'));
    sharedParsePool()
      .warm()
      .catch((error: unknown) => app.log.error({ err: error }, 'CV import reader did not start'));
    // Hunspell and both dictionaries load in a worker thread; the first check need not wait for it.
    sharedSpellChecker()
      .start()
      .catch((error: unknown) => app.log.error({ err: error }, 'spell checker did not start'));
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Der Server konnte nicht starten:', error);
  }
  process.exit(1);
});
