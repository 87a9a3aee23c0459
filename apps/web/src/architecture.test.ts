import { describe, expect, it } from 'vitest';

/**
 * Imports flow one way: shared (flow, store, api, i18n, router, components, templates, letters,
 * session) → features → app. `api/` holds the shared transport and the server calls more than one
 * feature makes; each feature keeps the calls only it makes in `*-api.ts` files beside it.
 * `session/` is the login, the account modals and the download gate that every feature may use.
 * A feature never imports another feature; what two features share lives in a shared folder.
 * Shared code, `api/` included, imports no feature. Checked here so it cannot erode silently.
 */
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const SHARED = ['flow', 'store', 'api', 'i18n', 'router', 'components', 'templates', 'letters', 'session'];

interface Edge {
  file: string;
  target: string;
  from: string;
  to: string;
}

/** The folder a src-relative path belongs to: 'app', 'features/setup', 'flow', … */
function layerOf(path: string): string {
  const parts = path.replace(/^\.\//, '').split('/');
  if (parts[0] === 'features') return `features/${parts[1]}`;
  return parts.length > 1 ? (parts[0] ?? '') : 'root';
}

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = from.split('/').slice(0, -1);
  for (const part of spec.split('/')) {
    if (part === '..') base.pop();
    else if (part !== '.') base.push(part);
  }
  return base.join('/');
}

function edgeOf(file: string, spec: string): Edge | null {
  const target = resolve(file, spec);
  return target === null ? null : { file, target, from: layerOf(file), to: layerOf(target) };
}

const isFeature = (layer: string) => layer.startsWith('features/');

/** Why an import breaks the one-way rule, or null when it is allowed. */
function breach(e: Edge): string | null {
  const upward = isFeature(e.to) || e.to === 'app';
  if (SHARED.includes(e.from)) return upward ? 'shared code imports a feature or the app' : null;
  if (!isFeature(e.from) || e.to === e.from) return null;
  if (e.to === 'app') return 'a feature imports the app';
  return isFeature(e.to) ? 'a feature imports another feature' : null;
}

const edges = Object.entries(sources).flatMap(([file, text]) =>
  [...text.matchAll(IMPORT)]
    .map((m) => edgeOf(file, m[1] ?? m[2] ?? ''))
    .filter((edge): edge is Edge => edge !== null),
);

describe('architecture', () => {
  it('finds the sources it checks', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    expect(edges).toContainEqual(expect.objectContaining({ from: 'features/setup', to: 'flow' }));
    expect(edges).toContainEqual(expect.objectContaining({ from: 'app', to: 'features/setup' }));
    expect(edges).toContainEqual(expect.objectContaining({ from: 'features/final', to: 'session' }));
  });

  it('every import follows the one-way rule', () => {
    const bad = edges.flatMap((e) => {
      const why = breach(e);
      return why === null ? [] : [`${e.file} → ${e.target}: ${why}`];
    });
    expect(bad).toEqual([]);
  });

  it.each([
    [
      './session/login-form.tsx',
      '../features/account/data-section',
      'shared code imports a feature or the app',
    ],
    [
      './store/reopen-resume.ts',
      '../features/final/final-resume-api',
      'shared code imports a feature or the app',
    ],
    ['./features/final/final-page.tsx', '../../app/route-table', 'a feature imports the app'],
    ['./api/billing-api.ts', '../features/final/final-page', 'shared code imports a feature or the app'],
    ['./features/account/customer-page.tsx', '../billing/payment-page', 'a feature imports another feature'],
    [
      './features/account/use-resume-letters.ts',
      '../letters/letters-api',
      'a feature imports another feature',
    ],
    [
      './features/final/final-resume-api.ts',
      '../share-links/share-links-page',
      'a feature imports another feature',
    ],
  ])('rejects %s importing %s', (file, spec, why) => {
    const edge = edgeOf(file, spec);
    expect(edge && breach(edge)).toBe(why);
  });

  it.each([
    ['./features/final/download/download-dialog.tsx', '../../../session/use-download-gate'],
    ['./features/letters/editor/letter-pdf-button.tsx', '../../../api/export-api'],
    ['./features/legal/use-cancel-contract.ts', '../../api/billing-api'],
    ['./features/account/use-resume-letters.ts', '../../api/letters-api'],
    ['./features/final/use-snapshot-sync.ts', './final-resume-api'],
    ['./api/account-api.ts', './client'],
    ['./app/route-table.tsx', '../features/account/customer-page'],
  ])('allows %s importing %s', (file, spec) => {
    const edge = edgeOf(file, spec);
    expect(edge && breach(edge)).toBeNull();
  });
});
