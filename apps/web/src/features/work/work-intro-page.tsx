import { useTranslation } from 'react-i18next';
import { SaveStatus } from '../../components/save-status';
import { WizardPage } from '../../components/wizard-page';
import { workIntroBack, workIntroNext } from '../../flow/wizard';
import { useFlowState } from '../../store/resume-store';
import { useWorkLoad } from './use-work';
import './work.css';

/** /expr: the interstitial before work history (01 §2). */
export function WorkIntroPage() {
  const { t } = useTranslation();
  const flow = useFlowState();
  // Next depends on whether jobs exist: load them when only the server has them.
  const load = useWorkLoad();
  return (
    <WizardPage
      intro
      className="work-intro"
      title={t('work.intro.title')}
      lead={t('work.intro.text')}
      nav={{
        back: { to: workIntroBack(flow) },
        next: { to: workIntroNext(flow) },
        nextLabel: t('work.next'),
      }}
    >
      <SaveStatus state={load} action="load" />
      <ul className="work-intro__tips">
        <li>{t('work.intro.tip1')}</li>
        <li>{t('work.intro.tip2')}</li>
        <li>{t('work.intro.tip3')}</li>
      </ul>
    </WizardPage>
  );
}
