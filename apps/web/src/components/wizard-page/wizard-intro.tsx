import type { TranslationKey } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FlowState } from '../../flow/flow-state';
import {
  educationIntroBack,
  educationIntroNext,
  languagesIntroBack,
  languagesIntroNext,
  skillsIntroBack,
  skillsIntroNext,
  summaryIntroBack,
  summaryIntroNext,
  summaryIntroSkip,
} from '../../flow/wizard';
import { useFlowState } from '../../store/resume-store';
import { WizardPage } from './wizard-page';
import { WizardTips } from './wizard-tips';

/** The steps with an intro page; each has `<step>.intro.{eyebrow,title,lead,tipsTitle,tips.*}`. */
export type IntroStep = 'education' | 'skills' | 'summary' | 'languages';

interface IntroConfig {
  /** The id of the tips box's heading. */
  tipsId: string;
  /** The tips' text keys, in order (their names differ by step). */
  tips: readonly TranslationKey[];
  back: (flow: FlowState) => string;
  next: (flow: FlowState) => string;
  nextLabel: TranslationKey;
  skip?: { to: () => string; label: TranslationKey };
}

const INTROS: Record<IntroStep, IntroConfig> = {
  education: {
    tipsId: 'edu-tips-title',
    tips: [
      'education.intro.tips.order',
      'education.intro.tips.details',
      'education.intro.tips.grade',
      'education.intro.tips.current',
    ],
    back: educationIntroBack,
    next: educationIntroNext,
    nextLabel: 'common.next',
  },
  skills: {
    tipsId: 'skills-tips-title',
    tips: ['skills.intro.tips.catalogue', 'skills.intro.tips.specific', 'skills.intro.tips.short'],
    back: skillsIntroBack,
    next: skillsIntroNext,
    nextLabel: 'skills.next',
  },
  summary: {
    tipsId: 'summary-tips-title',
    tips: ['summary.intro.tips.focus', 'summary.intro.tips.proof', 'summary.intro.tips.fit'],
    back: summaryIntroBack,
    next: summaryIntroNext,
    nextLabel: 'summary.next',
    skip: { to: summaryIntroSkip, label: 'summary.intro.skip' },
  },
  languages: {
    tipsId: 'lang-tips-title',
    tips: ['languages.intro.tips.cefr', 'languages.intro.tips.honest', 'languages.intro.tips.native'],
    back: languagesIntroBack,
    next: languagesIntroNext,
    nextLabel: 'languages.next',
  },
};

/** The interstitial before a step (education, skills, summary, languages): what it asks, and tips. */
export function WizardIntro({ step }: { step: IntroStep }) {
  const { t } = useTranslation();
  const flow = useFlowState();
  const intro = INTROS[step];
  return (
    <WizardPage
      intro
      layout="centred"
      eyebrow={t(`${step}.intro.eyebrow`)}
      title={t(`${step}.intro.title`)}
      lead={t(`${step}.intro.lead`)}
      nav={{
        back: { to: intro.back(flow) },
        next: { to: intro.next(flow) },
        nextLabel: t(intro.nextLabel),
        ...(intro.skip && { skip: { to: intro.skip.to(), label: t(intro.skip.label) } }),
      }}
    >
      <WizardTips
        id={intro.tipsId}
        title={t(`${step}.intro.tipsTitle`)}
        tips={intro.tips.map((tip) => t(tip))}
      />
    </WizardPage>
  );
}
