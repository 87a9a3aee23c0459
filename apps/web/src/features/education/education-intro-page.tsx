import { useTranslation } from 'react-i18next';
import { WizardIntro } from '../../components/wizard-page';
import { educationIntroBack, educationIntroNext } from '../../flow/wizard';
import { useFlowState } from '../../store/resume-store';

const TIPS = ['order', 'details', 'grade', 'current'] as const;

/** /resume-education: the interstitial before the degrees (01 §2). */
export function EducationIntroPage() {
  const { t } = useTranslation();
  const flow = useFlowState();
  return (
    <WizardIntro
      tipsId="edu-tips-title"
      step="education"
      tips={TIPS.map((tip) => t(`education.intro.tips.${tip}`))}
      nav={{
        back: { to: educationIntroBack(flow) },
        next: { to: educationIntroNext(flow) },
        nextLabel: t('common.next'),
      }}
    />
  );
}
