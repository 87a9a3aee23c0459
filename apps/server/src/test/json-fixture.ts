import { readFileSync } from 'node:fs';

/**
 * Fixture data kept as JSON beside the module that exports it: labelled sets are data, and a JSON
 * file keeps them apart from the code that builds and scores them. The caller names the type the
 * file holds (it is not checked at run time).
 */
export function readJsonFixture<T>(url: URL): T {
  return JSON.parse(readFileSync(url, 'utf8')) as T;
}
