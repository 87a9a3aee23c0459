import { WizardIntro } from '../../components/wizard-page';

/** /language: the language intro, asking for foreign-language skills (01 §2). */
export const LanguagesIntroPage = () => <WizardIntro step="languages" />;
