import { describe, expect, it } from 'vitest';

/**
 * Imports flow one way: shared (flow, store, api, i18n, components, templates) → features → app.
 * A feature never imports another feature. Checked here so it cannot erode silently.
 */
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

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

const edges = Object.entries(sources).flatMap(([file, text]) =>
  [...text.matchAll(IMPORT)]
    .map((m) => resolve(file, m[1] ?? m[2] ?? ''))
    .filter((target): target is string => target !== null)
    .map((target) => ({ file, from: layerOf(file), to: layerOf(target) })),
);

describe('architecture', () => {
  it('finds the sources it checks', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    expect(edges).toContainEqual(expect.objectContaining({ from: 'features/setup', to: 'flow' }));
    expect(edges).toContainEqual(expect.objectContaining({ from: 'app', to: 'features/setup' }));
  });

  it('no feature imports another feature or the app', () => {
    const bad = edges.filter(
      (e) =>
        e.from.startsWith('features/') && e.to !== e.from && (e.to.startsWith('features/') || e.to === 'app'),
    );
    expect(bad).toEqual([]);
  });

  it('shared code imports neither features nor the app', () => {
    const shared = ['flow', 'store', 'api', 'i18n', 'components', 'templates'];
    const bad = edges.filter(
      (e) => shared.includes(e.from) && (e.to.startsWith('features/') || e.to === 'app'),
    );
    expect(bad).toEqual([]);
  });
});
