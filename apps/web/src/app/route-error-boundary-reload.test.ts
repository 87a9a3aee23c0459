import { EMPTY_HEADING } from '@vita/shared/resume';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => localStorage.clear());

describe('"Neu laden" after a page failed', () => {
  it('keeps what was typed: the local store reads it back after the app starts afresh', async () => {
    const before = await import('../store/local-store');
    before.setItem('heading', { ...EMPTY_HEADING, fname: 'Jana', street: 'Hauptstraße 5' });

    // A reload starts every module anew; only localStorage remains.
    vi.resetModules();
    const after = await import('../store/local-store');
    expect(after.getItem('heading')).toMatchObject({ fname: 'Jana', street: 'Hauptstraße 5' });
  });
});
