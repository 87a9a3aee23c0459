import { WizardIntro } from '../../components/wizard-page';

/** /skill: the interstitial before the skills (01 §2). */
export const SkillsIntroPage = () => <WizardIntro step="skills" />;
