import { loadConfig } from '../config';
import { openDatabase } from './client';
import { lockDataDir } from './lock';

/** `npm run db:migrate`: applies the committed migrations (the server also does this at start). */
const config = loadConfig();
const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
try {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.dataDir });
  await database.close();
  console.log(`Migrationen angewendet (${database.kind}).`);
} finally {
  release();
}
