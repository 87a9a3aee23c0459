import { WizardIntro } from '../../components/wizard-page';

/** /summary: the interstitial before the (optional) professional summary (01 §2). */
export const SummaryIntroPage = () => <WizardIntro step="summary" />;
