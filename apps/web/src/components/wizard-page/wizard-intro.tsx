import type { StepNavProps } from '../step-nav';
import { WizardPage } from './wizard-page';
import { WizardTips } from './wizard-tips';

interface WizardIntroProps {
  /** Eyebrow, heading, help text and the tips box's title and items, already translated. */
  texts: { eyebrow: string; title: string; lead: string; tipsTitle: string; tips: readonly string[] };
  /** The id of the tips box's heading. */
  tipsId: string;
  nav: StepNavProps;
}

/** The interstitial before a step (education, skills, summary, languages): what it asks, and tips. */
export function WizardIntro({ texts, tipsId, nav }: WizardIntroProps) {
  return (
    <WizardPage
      intro
      layout="centred"
      eyebrow={texts.eyebrow}
      title={texts.title}
      lead={texts.lead}
      nav={nav}
    >
      <WizardTips id={tipsId} title={texts.tipsTitle} tips={texts.tips} />
    </WizardPage>
  );
}
