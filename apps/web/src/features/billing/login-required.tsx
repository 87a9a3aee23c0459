import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { openAccountModal } from '../../session/account-modal-store';
import './texts';

/**
 * /payment without a login token: the login modal opens at once (a web login then leads back to
 * /payment, or to /customer with a plan); closing it leaves this prompt with a button to reopen it.
 */
export function LoginRequired() {
  const { t } = useTranslation();
  useEffect(() => {
    openAccountModal('login');
  }, []);
  return (
    <div className="container billing-page">
      <h1 className="billing-page__title">{t('billing.payment.title')}</h1>
      <p>{t('billing.payment.loginFirst')}</p>
      <button type="button" className="button button--primary" onClick={() => openAccountModal('login')}>
        {t('billing.payment.login')}
      </button>
    </div>
  );
}
