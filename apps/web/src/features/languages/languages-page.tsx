import { useTranslation } from 'react-i18next';
import { SaveStatus } from '../../components/save-status';
import { WizardPage } from '../../components/wizard-page';
import { languagesBack, languagesNext } from '../../flow/wizard';
import { useFlowState } from '../../store/resume-store';
import { ForeignLanguageList, NativeLanguageList } from './language-lists';
import { useAllLanguages } from './use-languages';
import { useLanguagesForm } from './use-languages-form';
import './languages.css';

/** /lngg: native languages and foreign languages with their level (01 §2, §3, §5). */
export function LanguagesPage() {
  const { t } = useTranslation();
  const flow = useFlowState();
  const all = useAllLanguages();
  const { form, save, inputRef, leave, native, foreign } = useLanguagesForm();

  return (
    <WizardPage
      layout="centred"
      eyebrow={t('languages.form.eyebrow')}
      title={t('languages.form.title')}
      lead={t('languages.form.lead')}
      notices={
        all.isError && (
          <p className="wizard-page__notice" role="status">
            {t('languages.form.listError')}
          </p>
        )
      }
      nav={{
        back: { onClick: () => leave(languagesBack(flow), false) },
        next: { onClick: () => leave(languagesNext(flow), true), busy: save.status === 'pending' },
        nextLabel: flow.finalMode ? t('languages.saveAndNext') : t('languages.next'),
      }}
    >
      <div className="wizard-page__body">
        <NativeLanguageList rows={form.native} languages={all.data} inputRef={inputRef} {...native} />
        <ForeignLanguageList rows={form.languages} languages={all.data} inputRef={inputRef} {...foreign} />
        <p className="lang-page__names">{t('languages.form.namesHint')}</p>
      </div>
      <SaveStatus state={save} />
    </WizardPage>
  );
}
