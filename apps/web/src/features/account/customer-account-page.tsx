import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../../flow/paths';
import { useStoreValue } from '../../store/resume-store';
import { ContactForm } from './contact-form';
import { DataSection } from './data-section';
import { PasskeysSection } from './passkeys-section';
import { PreferencesTab } from './preferences-tab';
import { SessionsSection } from './sessions-section';
import { SubscriptionTab } from './subscription-tab';
import './account.css';
import '../../session/account-texts';

const TABS = ['general', 'subscription', 'preferences'] as const;
type Tab = (typeof TABS)[number];

/**
 * /customer-account — My Account (02 §2.8) in three tabs: General Account Settings (contact form,
 * password change, passkeys, "Überall abmelden" and the GDPR data section), Subscription, Communication Preferences. Without a
 * login token there is nothing to show: /customer's rule applies (to /final-resume).
 */
export function CustomerAccountPage() {
  const { t } = useTranslation();
  const loginToken = useStoreValue('loginToken');
  const [tab, setTab] = useState<Tab>('general');
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({
    general: null,
    subscription: null,
    preferences: null,
  });

  if (!loginToken) return <Navigate to={paths.finalResume} replace />;

  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index + TABS.length - 1) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="account-page container">
      <h1 className="account-page__title">{t('account.page.title')}</h1>
      <div className="account-tabs" role="tablist" aria-label={t('account.page.tabs')} onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`account-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`account-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className="account-tabs__tab"
            onClick={() => setTab(name)}
          >
            {t(`account.page.${name}`)}
          </button>
        ))}
      </div>
      <div
        className="account-panel"
        role="tabpanel"
        id={`account-panel-${tab}`}
        aria-labelledby={`account-tab-${tab}`}
      >
        {tab === 'general' && (
          <>
            <ContactForm loginToken={loginToken} />
            <PasskeysSection loginToken={loginToken} />
            <SessionsSection loginToken={loginToken} />
            <DataSection loginToken={loginToken} />
          </>
        )}
        {tab === 'subscription' && <SubscriptionTab loginToken={loginToken} />}
        {tab === 'preferences' && <PreferencesTab loginToken={loginToken} />}
      </div>
    </div>
  );
}
