import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../components/modal-dialog';
import { useAccountModal } from './account-modal-store';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import './account.css';
import './account-texts';

/**
 * The app's one account modal — login (02 §2.2), registration (02 §2.3) or forgot password
 * (02 §2.4) — opened through `useAccountModal` from the header, the final page or the download gate
 * (which opens the registration first, login being the second choice).
 */
export function AccountModals() {
  const { t } = useTranslation();
  const { view, continueAfter, download, show, close } = useAccountModal();
  const [forgotStep, setForgotStep] = useState<'email' | 'reset'>('email');

  const title =
    view === 'register'
      ? t('account.register.title')
      : view === 'forgot'
        ? t(forgotStep === 'email' ? 'account.forgot.emailTitle' : 'account.forgot.resetTitle')
        : t('account.login.title');

  return (
    <ModalDialog open={view !== null} title={title} onClose={close} closeLabel={t('common.close')}>
      {view === 'login' && (
        <LoginForm
          idPrefix="login-modal"
          continueAfter={continueAfter}
          onForgot={() => {
            setForgotStep('email');
            show('forgot');
          }}
          onRegister={() => show('register')}
          onLeave={close}
        />
      )}
      {view === 'register' && (
        <RegisterForm
          idPrefix="register-modal"
          continueAfter={continueAfter}
          forDownload={download !== null}
          onLogin={() => show('login')}
        />
      )}
      {view === 'forgot' && (
        <ForgotPasswordForm
          idPrefix="forgot-modal"
          onStepChange={setForgotStep}
          onDone={() => show('login')}
        />
      )}
    </ModalDialog>
  );
}
