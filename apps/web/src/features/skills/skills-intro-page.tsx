import { useTranslation } from 'react-i18next';
import { StepNav } from '../../components/step-nav';
import { skillsIntroBack, skillsIntroNext } from '../../flow/wizard';
import { useFlowState } from '../../store/resume-store';
import './skills.css';

const TIPS = ['catalogue', 'specific', 'short'] as const;

/** /skill: the interstitial before the skills (01 §2). */
export function SkillsIntroPage() {
  const { t } = useTranslation();
  const flow = useFlowState();
  return (
    <div className="skills-page skills-page--narrow container">
      <p className="skills-page__eyebrow">{t('skills.intro.eyebrow')}</p>
      <h1 className="skills-page__title">{t('skills.intro.title')}</h1>
      <p className="skills-page__lead">{t('skills.intro.lead')}</p>
      <section className="skills-tips" aria-labelledby="skills-tips-title">
        <h2 id="skills-tips-title" className="skills-tips__title">
          {t('skills.intro.tipsTitle')}
        </h2>
        <ul className="skills-tips__list">
          {TIPS.map((tip) => (
            <li key={tip}>{t(`skills.intro.tips.${tip}`)}</li>
          ))}
        </ul>
      </section>
      <StepNav
        backTo={skillsIntroBack(flow)}
        backLabel={t('common.back')}
        nextTo={skillsIntroNext()}
        nextLabel={t('skills.next')}
      />
    </div>
  );
}
