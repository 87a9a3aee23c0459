import { useTranslation } from 'react-i18next';
import { WizardPage, WizardTips } from '../../components/wizard-page';
import { skillsIntroBack, skillsIntroNext } from '../../flow/wizard';
import { useFlowState } from '../../store/resume-store';

const TIPS = ['catalogue', 'specific', 'short'] as const;

/** /skill: the interstitial before the skills (01 §2). */
export function SkillsIntroPage() {
  const { t } = useTranslation();
  const flow = useFlowState();
  return (
    <WizardPage
      intro
      layout="centred"
      eyebrow={t('skills.intro.eyebrow')}
      title={t('skills.intro.title')}
      lead={t('skills.intro.lead')}
      nav={{
        back: { to: skillsIntroBack(flow) },
        next: { to: skillsIntroNext() },
        nextLabel: t('skills.next'),
      }}
    >
      <WizardTips
        id="skills-tips-title"
        title={t('skills.intro.tipsTitle')}
        tips={TIPS.map((tip) => t(`skills.intro.tips.${tip}`))}
      />
    </WizardPage>
  );
}
