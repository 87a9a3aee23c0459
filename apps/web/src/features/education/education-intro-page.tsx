import { useTranslation } from 'react-i18next';
import { WizardPage, WizardTips } from '../../components/wizard-page';
import { educationIntroBack, educationIntroNext } from '../../flow/wizard';
import { useFlowState } from '../../store/resume-store';

const TIPS = ['order', 'details', 'grade', 'current'] as const;

/** /resume-education: the interstitial before the degrees (01 §2). */
export function EducationIntroPage() {
  const { t } = useTranslation();
  const flow = useFlowState();
  return (
    <WizardPage
      intro
      layout="centred"
      eyebrow={t('education.intro.eyebrow')}
      title={t('education.intro.title')}
      lead={t('education.intro.lead')}
      nav={{
        back: { to: educationIntroBack(flow) },
        next: { to: educationIntroNext(flow) },
        nextLabel: t('common.next'),
      }}
    >
      <WizardTips
        id="edu-tips-title"
        title={t('education.intro.tipsTitle')}
        tips={TIPS.map((tip) => t(`education.intro.tips.${tip}`))}
      />
    </WizardPage>
  );
}
