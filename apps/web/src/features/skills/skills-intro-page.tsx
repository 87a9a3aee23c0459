import { useTranslation } from 'react-i18next';
import { WizardIntro } from '../../components/wizard-page';
import { skillsIntroBack, skillsIntroNext } from '../../flow/wizard';
import { useFlowState } from '../../store/resume-store';

const TIPS = ['catalogue', 'specific', 'short'] as const;

/** /skill: the interstitial before the skills (01 §2). */
export function SkillsIntroPage() {
  const { t } = useTranslation();
  const flow = useFlowState();
  return (
    <WizardIntro
      tipsId="skills-tips-title"
      step="skills"
      tips={TIPS.map((tip) => t(`skills.intro.tips.${tip}`))}
      nav={{
        back: { to: skillsIntroBack(flow) },
        next: { to: skillsIntroNext() },
        nextLabel: t('skills.next'),
      }}
    />
  );
}
