import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import type { PatternSet } from '../src/templates/shared/hyphen-patterns.ts';
import { encodePatterns } from '../src/templates/shared/pattern-text.ts';

const PREFIX = 'virtual:hyphen-data/';
const require = createRequire(import.meta.url);

/**
 * `virtual:hyphen-data/<patterns>` (a pattern set of the `hyphen` package, e.g. de-1996) exports
 * `loadPatternText()`. A build emits the patterns as a text asset that it fetches: data, not
 * JavaScript, so no page has to load and parse them before it is usable. The dev server and the
 * unit tests get the text inline.
 */
export function hyphenData(): Plugin {
  let build = false;
  let base = '/';
  return {
    name: 'vita-hyphen-data',
    configResolved(config) {
      build = config.command === 'build';
      base = config.base;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const name = id.slice(PREFIX.length + 1);
      if (!/^[a-z]{2}(-[a-z0-9]+)?$/.test(name)) throw new Error(`unknown hyphenation patterns: ${name}`);
      const text = encodePatterns(require(`hyphen/patterns/${name}`) as PatternSet);
      if (!build) return `export const loadPatternText = () => Promise.resolve(${JSON.stringify(text)});`;
      const hash = createHash('sha256').update(text).digest('base64url').slice(0, 8);
      const fileName = `assets/hyphen-${name}-${hash}.txt`;
      this.emitFile({ type: 'asset', fileName, source: text });
      // One request however often it is asked for (the final page starts it with its code); a
      // failed one is tried again next time.
      return `let pending;
export const loadPatternText = () =>
  (pending ??= fetch(${JSON.stringify(base + fileName)})
    .then((response) => {
      if (!response.ok) throw new Error('hyphenation patterns: ' + response.status);
      return response.text();
    })
    .catch((error) => {
      pending = undefined;
      throw error;
    }));`;
    },
  };
}
