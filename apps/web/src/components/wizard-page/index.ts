export { WizardIntro } from './wizard-intro';
export { WizardPage, type WizardPageProps } from './wizard-page';
export { WizardTips } from './wizard-tips';
