import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Server modules depend one way: each may import only the modules listed before it, so there is
 * no cycle and a newcomer reads them bottom-up. http/ and db/ are below every module and import
 * none. Tests and test support may reach further (a billing test logs a user in through auth).
 */
const MODULE_ORDER = [
  'mail',
  'catalogue',
  'spellcheck',
  'resume',
  'letters',
  'attachments',
  'portability',
  'import',
  'job-match',
  'cv-check',
  'zeugnis',
  'auth',
  'passkeys',
  'operator',
  'billing',
  'account',
  'export',
  'application',
  'applications-tracker',
  'share-links',
  'contact',
  'ops',
];

const SRC = path.dirname(new URL(import.meta.url).pathname);
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const isTestCode = (file: string) => /\.test\.ts$|test-support\.ts$|\/test\//.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !isTestCode(full) ? [full] : [];
  });
}

/** 'modules/<name>' → name; 'http', 'db', … for the folders below the modules. */
function areaOf(file: string): string {
  const [first, second] = path.relative(SRC, file).split(path.sep);
  return first === 'modules' ? (second ?? '') : first?.endsWith('.ts') ? 'root' : (first ?? '');
}

const edges = sourceFiles(SRC).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(IMPORT)]
    .map((m) => m[1] ?? m[2] ?? '')
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => ({
      file: path.relative(SRC, file),
      from: areaOf(file),
      to: areaOf(path.resolve(path.dirname(file), spec)),
    }))
    .filter((edge) => edge.from !== edge.to),
);

describe('server architecture', () => {
  it('finds the modules and their imports', () => {
    const present = readdirSync(path.join(SRC, 'modules'));
    expect([...present].sort()).toEqual([...MODULE_ORDER].sort());
    expect(edges).toContainEqual(expect.objectContaining({ from: 'account', to: 'billing' }));
  });

  it('a module imports only the modules before it in the written order', () => {
    const rank = (name: string) => MODULE_ORDER.indexOf(name);
    const wrongWay = edges.filter((e) => rank(e.from) >= 0 && rank(e.to) >= rank(e.from));
    expect(wrongWay).toEqual([]);
  });

  it('db/ imports no module; http/ only where a request needs auth (the caller, the login CSP)', () => {
    // The request context turns the bearer token into a Caller, and the security headers allow the
    // social-login scripts: both belong to every request, so http/ may read these two modules.
    const allowed = new Set([
      'http/context.ts→auth',
      'http/context.ts→resume',
      'http/security-headers.ts→auth',
    ]);
    const upward = edges.filter(
      (e) =>
        ['http', 'db'].includes(e.from) && MODULE_ORDER.includes(e.to) && !allowed.has(`${e.file}→${e.to}`),
    );
    expect(upward).toEqual([]);
  });
});
