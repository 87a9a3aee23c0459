import { useTranslation } from 'react-i18next';
import type { StepNavProps } from '../step-nav';
import { WizardPage } from './wizard-page';
import { WizardTips } from './wizard-tips';

/** The steps with an intro page; each has `<step>.intro.{eyebrow,title,lead,tipsTitle,tips.*}`. */
export type IntroStep = 'education' | 'skills' | 'summary' | 'languages';

interface WizardIntroProps {
  step: IntroStep;
  /** The step's tips, in order, already translated (their keys differ by step). */
  tips: readonly string[];
  /** The id of the tips box's heading. */
  tipsId: string;
  nav: StepNavProps;
}

/** The interstitial before a step (education, skills, summary, languages): what it asks, and tips. */
export function WizardIntro({ step, tips, tipsId, nav }: WizardIntroProps) {
  const { t } = useTranslation();
  return (
    <WizardPage
      intro
      layout="centred"
      eyebrow={t(`${step}.intro.eyebrow`)}
      title={t(`${step}.intro.title`)}
      lead={t(`${step}.intro.lead`)}
      nav={nav}
    >
      <WizardTips id={tipsId} title={t(`${step}.intro.tipsTitle`)} tips={tips} />
    </WizardPage>
  );
}
