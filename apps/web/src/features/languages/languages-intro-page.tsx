import { useTranslation } from 'react-i18next';
import { StepNav } from '../../components/step-nav';
import { languagesIntroBack, languagesIntroNext } from '../../flow/wizard';
import { useFlowState } from '../../store/resume-store';
import './languages.css';

const TIPS = ['cefr', 'honest', 'native'] as const;

/** /language: the language intro, asking for foreign-language skills (01 §2). */
export function LanguagesIntroPage() {
  const { t } = useTranslation();
  const flow = useFlowState();
  return (
    <div className="lang-page lang-page--narrow container">
      <p className="lang-page__eyebrow">{t('languages.intro.eyebrow')}</p>
      <h1 className="lang-page__title">{t('languages.intro.title')}</h1>
      <p className="lang-page__lead">{t('languages.intro.lead')}</p>
      <section className="lang-tips" aria-labelledby="lang-tips-title">
        <h2 id="lang-tips-title" className="lang-tips__title">
          {t('languages.intro.tipsTitle')}
        </h2>
        <ul className="lang-tips__list">
          {TIPS.map((tip) => (
            <li key={tip}>{t(`languages.intro.tips.${tip}`)}</li>
          ))}
        </ul>
      </section>
      <StepNav
        backTo={languagesIntroBack(flow)}
        backLabel={t('common.back')}
        nextTo={languagesIntroNext()}
        nextLabel={t('languages.next')}
      />
    </div>
  );
}
