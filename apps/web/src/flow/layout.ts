import { paths } from './paths';

export type HeaderKind = 'standard' | 'customer' | 'fixed' | 'none';

export interface PageLayout {
  header: HeaderKind;
  footer: boolean;
}

const CUSTOMER_PAGES: readonly string[] = [
  paths.customer,
  paths.customerAccount,
  paths.billHistory,
  paths.orderHistory,
  paths.payment,
  paths.tracker,
];

/** Header and footer by path (02 §2.1). */
export function layoutForPath(path: string, loggedIn: boolean): PageLayout {
  if (path === paths.signupLogin) return { header: 'none', footer: true };
  if (path === paths.finalResume) return { header: 'fixed', footer: true };
  if (loggedIn && (CUSTOMER_PAGES.includes(path) || /^\/bewerbungen\/\d+$/.test(path))) {
    return { header: 'customer', footer: path !== paths.orderHistory };
  }
  return { header: 'standard', footer: true };
}

/** Pages outside the resume builder: the last path (en_pth) never points at them. */
const NOT_REMEMBERED: readonly string[] = [
  paths.landing,
  paths.accessibility,
  paths.signupLogin,
  ...CUSTOMER_PAGES,
  paths.imprint,
  paths.terms,
  paths.privacy,
  paths.contact,
  paths.cancelContract,
  paths.withdrawContract,
  paths.cancellationUndo,
  paths.trialEnd,
  paths.zeugnis,
];

/**
 * en_pth is stored on every navigation inside the builder, except in final mode (01 §4). The
 * landing page is never stored: continuing would lead back to it.
 */
const KNOWN_PATHS: readonly string[] = Object.values(paths);

export function shouldRememberPath(pathname: string, finalMode: boolean): boolean {
  if (finalMode) return false;
  if (NOT_REMEMBERED.includes(pathname)) return false;
  return KNOWN_PATHS.includes(pathname);
}
