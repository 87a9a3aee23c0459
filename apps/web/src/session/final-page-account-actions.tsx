import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../flow/paths';
import { useStoreValue } from '../store/resume-store';
import { openAccountModal } from './account-modal-store';
import './account.css';
import './account-texts';

/**
 * "More Options" in the final page's sidebar (02 §2.3, §6): while nobody is logged in, create an
 * account (the resume goes along: resume_name and resume_token) or log in. Logged in, it says
 * whose account holds the resume and links to My Resume.
 */
export function FinalPageAccountActions() {
  const { t } = useTranslation();
  const loggedIn = !!useStoreValue('loginToken');
  const user = useStoreValue('userInfo');
  return (
    <section className="more-options" aria-labelledby="more-options-title">
      <h2 id="more-options-title" className="more-options__title">
        {t('account.moreOptions.title')}
      </h2>
      {loggedIn ? (
        <>
          <p className="more-options__text">
            {t('account.moreOptions.loggedIn', { name: user?.first_name ?? '' })}
          </p>
          <Link to={paths.customer} className="button button--secondary button--small more-options__button">
            {t('account.moreOptions.myResumes')}
          </Link>
        </>
      ) : (
        <>
          <p className="more-options__text">{t('account.moreOptions.text')}</p>
          {(['register', 'login'] as const).map((view) => (
            <button
              key={view}
              type="button"
              className={`button ${view === 'register' ? 'button--primary' : 'button--secondary'} button--small more-options__button`}
              onClick={() => openAccountModal(view)}
            >
              {t(`account.moreOptions.${view}`)}
            </button>
          ))}
        </>
      )}
    </section>
  );
}
