import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveHyphens } from './resolve-hyphens';

describe('resolving soft hyphens after layout', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('measures with one range, however many hyphens: each live range slows every later DOM change', () => {
    const createRange = vi.spyOn(document, 'createRange');
    const root = document.createElement('div');
    for (let i = 0; i < 20; i += 1) {
      const line = document.createElement('p');
      line.textContent = `Tabellen\u00adkalkulations\u00adprogramme ${i}`;
      root.append(line);
    }
    document.body.append(root);
    resolveHyphens([root]);
    resolveHyphens([root]);
    expect(createRange.mock.calls.length).toBeLessThanOrEqual(1);
  });
});
