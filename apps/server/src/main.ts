import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { preloadCatalogue } from './modules/catalogue/catalogue.service';
import { sharedSpellChecker } from './modules/spellcheck/spell-checker';

/** Start: read the environment, open and migrate the database, listen; stop cleanly on signals. */
async function main() {
  const config = loadConfig();
  const app = await createApp(config);
  // Load and index the catalogue now rather than on the first visitor's request.
  preloadCatalogue();
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  // Hunspell and both dictionaries load in a worker thread; the first check need not wait for it.
  sharedSpellChecker()
    .start()
    .catch((error: unknown) => app.log.error({ err: error }, 'spell checker did not start'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Der Server konnte nicht starten:', error);
  }
  process.exit(1);
});
