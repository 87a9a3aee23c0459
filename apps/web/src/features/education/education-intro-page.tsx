import { useTranslation } from 'react-i18next';
import { StepNav } from '../../components/step-nav';
import { educationIntroBack, educationIntroNext } from '../../flow/wizard';
import { useFlowState } from '../../store/resume-store';
import './education.css';

const TIPS = ['order', 'details', 'grade', 'current'] as const;

/** /resume-education: the interstitial before the degrees (01 §2). */
export function EducationIntroPage() {
  const { t } = useTranslation();
  const flow = useFlowState();
  return (
    <div className="edu-page edu-page--narrow container">
      <p className="edu-page__eyebrow">{t('education.intro.eyebrow')}</p>
      <h1 className="edu-page__title">{t('education.intro.title')}</h1>
      <p className="edu-page__lead">{t('education.intro.lead')}</p>
      <section className="edu-tips" aria-labelledby="edu-tips-title">
        <h2 id="edu-tips-title" className="edu-tips__title">
          {t('education.intro.tipsTitle')}
        </h2>
        <ul className="edu-tips__list">
          {TIPS.map((tip) => (
            <li key={tip}>{t(`education.intro.tips.${tip}`)}</li>
          ))}
        </ul>
      </section>
      <StepNav
        backTo={educationIntroBack(flow)}
        backLabel={t('common.back')}
        nextTo={educationIntroNext(flow)}
        nextLabel={t('common.next')}
      />
    </div>
  );
}
