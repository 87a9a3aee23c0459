import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { summaryIntroBack, summaryIntroNext, summaryIntroSkip } from '../../flow/wizard';
import './summary.css';

const TIPS = ['focus', 'proof', 'fit'] as const;

/** /summary: the interstitial before the (optional) professional summary (01 §2). */
export function SummaryIntroPage() {
  const { t } = useTranslation();
  return (
    <div className="summary-page summary-page--narrow container">
      <p className="summary-page__eyebrow">{t('summary.intro.eyebrow')}</p>
      <h1 className="summary-page__title">{t('summary.intro.title')}</h1>
      <p className="summary-page__lead">{t('summary.intro.lead')}</p>
      <section className="summary-tips" aria-labelledby="summary-tips-title">
        <h2 id="summary-tips-title" className="summary-tips__title">
          {t('summary.intro.tipsTitle')}
        </h2>
        <ul className="summary-tips__list">
          {TIPS.map((tip) => (
            <li key={tip}>{t(`summary.intro.tips.${tip}`)}</li>
          ))}
        </ul>
      </section>
      <nav className="step-nav summary-intro__nav" aria-label={t('common.stepNavigation')}>
        <Link to={summaryIntroBack()} className="button button--secondary">
          {t('common.back')}
        </Link>
        <div className="summary-intro__forward">
          <Link to={summaryIntroSkip()} className="button button--secondary">
            {t('summary.intro.skip')}
          </Link>
          <Link to={summaryIntroNext()} className="button button--primary">
            {t('summary.next')}
          </Link>
        </div>
      </nav>
    </div>
  );
}
