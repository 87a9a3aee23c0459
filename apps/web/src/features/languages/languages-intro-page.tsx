import { useTranslation } from 'react-i18next';
import { WizardIntro } from '../../components/wizard-page';
import { languagesIntroBack, languagesIntroNext } from '../../flow/wizard';
import { useFlowState } from '../../store/resume-store';

const TIPS = ['cefr', 'honest', 'native'] as const;

/** /language: the language intro, asking for foreign-language skills (01 §2). */
export function LanguagesIntroPage() {
  const { t } = useTranslation();
  const flow = useFlowState();
  return (
    <WizardIntro
      tipsId="lang-tips-title"
      step="languages"
      tips={TIPS.map((tip) => t(`languages.intro.tips.${tip}`))}
      nav={{
        back: { to: languagesIntroBack(flow) },
        next: { to: languagesIntroNext() },
        nextLabel: t('languages.next'),
      }}
    />
  );
}
