import { useTranslation } from 'react-i18next';
import { SaveStatus } from '../../components/save-status';
import { StepNav } from '../../components/step-nav';
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
    <div className="wizard-page container">
      <div className="wizard-page__form work-intro">
        <h1 className="wizard-page__title">{t('work.intro.title')}</h1>
        <p className="wizard-page__subtitle">{t('work.intro.text')}</p>
        <SaveStatus state={load} action="load" />
        <ul className="work-intro__tips">
          <li>{t('work.intro.tip1')}</li>
          <li>{t('work.intro.tip2')}</li>
          <li>{t('work.intro.tip3')}</li>
        </ul>
        <StepNav
          backTo={workIntroBack(flow)}
          backLabel={t('common.back')}
          nextTo={workIntroNext(flow)}
          nextLabel={t('work.next')}
        />
      </div>
    </div>
  );
}
