import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { Toaster } from '../components/toast';
import { TestModeBanner } from '../features/billing/test-mode-banner';
import { layoutForPath, shouldRememberPath } from '../flow/layout';
import { AccountModalsHost } from '../session/account-modals-host';
import { useSignOutOnRejectedLogin } from '../session/use-login-expired';
import { useResumeStore, useStoreValue } from '../store/resume-store';
import { pathNameOf } from './page-name';
import { ProgressBar } from './progress-bar';
import { RouteErrorBoundary } from './route-error-boundary';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { isProgressBarVisible } from './wizard-steps';
import './app.css';

/** Remembers the last path (en_pth) on every navigation inside the builder, except in final mode. */
function useRememberLastPath(pathname: string, search: string, finalMode: boolean): void {
  const setValue = useResumeStore((s) => s.set);
  useEffect(() => {
    if (shouldRememberPath(pathname, finalMode)) setValue('lastPath', `${pathname}${search}`);
  }, [pathname, search, finalMode, setValue]);
}

/** The tab title names the page (WCAG 2.4.2), in the current language. */
function useDocumentTitle(pathname: string): void {
  // `t` changes with the language, so the title follows a language switch too.
  const { t } = useTranslation();
  useEffect(() => {
    const name = pathNameOf(pathname);
    const page = name ? t(`pages.${name}`) : t('notFound.title');
    document.title = name === 'landing' ? t('app.title') : `${page} – Vita`;
  }, [pathname, t]);
}

/** After a client-side navigation, focus moves to the new page's content (screen readers). */
function useFocusOnNavigate(pathname: string) {
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return; // first render: leave focus where the browser put it
    shownPath.current = pathname;
    mainRef.current?.focus({ preventScroll: false });
    window.scrollTo?.(0, 0);
  }, [pathname]);
  return mainRef;
}

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const finalMode = useStoreValue('finalResume') === true;
  const loggedIn = !!useStoreValue('loginToken');
  const layout = layoutForPath(pathname, loggedIn);
  const mainRef = useFocusOnNavigate(pathname);
  useRememberLastPath(pathname, search, finalMode);
  useDocumentTitle(pathname);
  useSignOutOnRejectedLogin();

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <TestModeBanner />
      {layout.header !== 'none' && (
        <SiteHeader kind={layout.header}>
          {isProgressBarVisible(pathname, finalMode) && <ProgressBar pathname={pathname} />}
        </SiteHeader>
      )}
      <main id="main" className="app-main" ref={mainRef} tabIndex={-1}>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoader label={t('common.loading')} />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {layout.footer && <SiteFooter />}
      <AccountModalsHost />
      <Toaster />
    </div>
  );
}
