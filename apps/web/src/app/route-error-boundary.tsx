import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../flow/paths';
import './app.css';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * One page that fails to render (a thrown render error, or its code that did not load after an
 * update) shows a message with "Neu laden" instead of blanking the whole app. Header, footer and
 * the store stay: what was typed is in localStorage and the server before any page renders it,
 * so a reload brings it back. The layout gives each path its own boundary (`key`), so moving to
 * another page starts afresh.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <PageError /> : this.props.children;
  }
}

function PageError() {
  const { t } = useTranslation();
  return (
    <div className="placeholder container" role="alert">
      <h1 className="placeholder__title">{t('pageError.title')}</h1>
      <p>{t('pageError.text')}</p>
      <div className="placeholder__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('pageError.reload')}
        </button>
        <a className="button button--secondary" href={paths.landing}>
          {t('placeholder.home')}
        </a>
      </div>
    </div>
  );
}
