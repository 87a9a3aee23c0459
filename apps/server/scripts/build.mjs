// Compiles the server once for production: `node apps/server/dist/main.js` runs it without tsx.
// @vita/shared is bundled in (its package exports point at TypeScript); every npm package stays
// external and is loaded from node_modules at run time. Files the code reads beside itself
// (relative to import.meta.url / import.meta.dirname) are copied next to the bundle, so the same
// relative paths hold in src/ and in dist/.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const SERVER = path.resolve(import.meta.dirname, '..');
const SRC = path.join(SERVER, 'src');
const DIST = path.join(SERVER, 'dist');

// Packages that stay in node_modules: native addons (sharp, argon2), packages that find files
// beside themselves at run time (PGlite's WASM and data, Playwright's driver and its lazy
// requires, Hunspell's WASM, the dictionaries), and Stripe, imported lazily. Everything else is
// bundled into main.js: Node then parses one file instead of resolving, reading and (for
// CommonJS packages) lexing hundreds, which was about two thirds of the start-up time.
const external = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'sharp',
  'playwright-core',
  'hunspell-asm',
  'dictionary-de',
  'dictionary-en',
  'stripe',
  // pdf.js loads its worker module from its own directory at run time (CV import).
  'pdfjs-dist',
];

// Bundled CommonJS code calls require() for Node's built-ins; an ES module has none of its own.
const requireShim =
  "import { createRequire as __vitaCreateRequire } from 'node:module'; const require = __vitaCreateRequire(import.meta.url);";

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external,
  banner: { js: requireShim },
  sourcemap: true,
  logLevel: 'warning',
};

rmSync(DIST, { recursive: true, force: true });
mkdirSync(DIST, { recursive: true });

await build({ ...common, entryPoints: { main: path.join(SRC, 'main.ts') }, outdir: DIST });
// The spell-check worker: in src/ an .mjs shim loads its TypeScript through tsx; here it is compiled.
await build({
  ...common,
  entryPoints: [path.join(SRC, 'modules/spellcheck/spell-worker.ts')],
  outfile: path.join(DIST, 'spell-worker-entry.mjs'),
});

// The CV import's reader of PDF and Word uploads, likewise.
await build({
  ...common,
  entryPoints: [path.join(SRC, 'modules/import/parse-worker.ts')],
  outfile: path.join(DIST, 'parse-worker-entry.mjs'),
});

const copies = [
  ['db/migrations', 'migrations'],
  ['db/seed/esco', 'esco'],
  ['modules/spellcheck/cv-words.txt', 'cv-words.txt'],
];
for (const [from, to] of copies) cpSync(path.join(SRC, from), path.join(DIST, to), { recursive: true });
console.log(`server built: ${path.relative(process.cwd(), path.join(DIST, 'main.js'))}`);
