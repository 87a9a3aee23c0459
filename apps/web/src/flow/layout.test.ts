import { describe, expect, it } from 'vitest';
import { layoutForPath, shouldRememberPath } from './layout';

describe('header and footer by path', () => {
  it.each([
    ['/signup-login', false, { header: 'none', footer: true }],
    ['/final-resume', false, { header: 'fixed', footer: true }],
    ['/customer', true, { header: 'customer', footer: true }],
    ['/customer-account', true, { header: 'customer', footer: true }],
    ['/bill-history', true, { header: 'customer', footer: true }],
    ['/payment', true, { header: 'customer', footer: true }],
    ['/order-history', true, { header: 'customer', footer: false }],
    ['/customer', false, { header: 'standard', footer: true }],
    ['/resume', true, { header: 'standard', footer: true }],
    ['/', false, { header: 'standard', footer: true }],
  ] as const)('%s (logged in: %s) has %o', (path, loggedIn, expected) => {
    expect(layoutForPath(path, loggedIn)).toEqual(expected);
  });
});

describe('last path (en_pth)', () => {
  it.each(['/experience-level', '/resume', '/Work-summary', '/cus-one', '/upload-signature'])(
    'is stored for %s',
    (path) => expect(shouldRememberPath(path, false)).toBe(true),
  );
  it('is not stored in final mode', () => {
    expect(shouldRememberPath('/resume', true)).toBe(false);
  });
  it.each(['/', '/accessibility', '/customer', '/payment', '/signup-login', '/impressum', '/unknown'])(
    'is not stored for %s',
    (path) => expect(shouldRememberPath(path, false)).toBe(false),
  );
});
