import { useTranslation } from 'react-i18next';
import { WizardIntro } from '../../components/wizard-page';
import { summaryIntroBack, summaryIntroNext, summaryIntroSkip } from '../../flow/wizard';

const TIPS = ['focus', 'proof', 'fit'] as const;

/** /summary: the interstitial before the (optional) professional summary (01 §2). */
export function SummaryIntroPage() {
  const { t } = useTranslation();
  return (
    <WizardIntro
      tipsId="summary-tips-title"
      step="summary"
      tips={TIPS.map((tip) => t(`summary.intro.tips.${tip}`))}
      nav={{
        back: { to: summaryIntroBack() },
        next: { to: summaryIntroNext() },
        nextLabel: t('summary.next'),
        skip: { to: summaryIntroSkip(), label: t('summary.intro.skip') },
      }}
    />
  );
}
