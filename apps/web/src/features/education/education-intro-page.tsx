import { WizardIntro } from '../../components/wizard-page';

/** /resume-education: the interstitial before the degrees (01 §2). */
export const EducationIntroPage = () => <WizardIntro step="education" />;
