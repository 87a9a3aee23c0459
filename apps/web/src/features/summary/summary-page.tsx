import type { CatalogueItem } from '@vita/shared';
import { CATEGORY } from '@vita/shared/constants';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveStatus, useTextMetaEditor } from '../../components/save-status';
import { DescriptionField } from '../../components/suggestions';
import { WizardPage } from '../../components/wizard-page';
import { summaryBack, summaryNext } from '../../flow/sections';
import { useFlowState, useStoreValue } from '../../store/resume-store';
import { appendParagraphHtml, summaryProfileTitles } from './summary-values';
import { SUMMARY } from './use-summary';

/** /add-summary: the professional summary, optional rich text with catalogue phrases (01 §2, §4). */
export function SummaryPage() {
  const { t } = useTranslation();
  const flow = useFlowState();
  const work = useStoreValue('work');
  const education = useStoreValue('education');
  const text = useTextMetaEditor(SUMMARY, (html) => (html === '' ? null : { data: html }));
  const { html, save } = text;

  const titles = useMemo(() => summaryProfileTitles(work, education), [work, education]);
  const addSuggestion = (item: CatalogueItem) => text.change(appendParagraphHtml(html, item.description));

  const titleId = 'summary-title';
  return (
    <WizardPage
      layout="centred"
      eyebrow={t('summary.form.eyebrow')}
      title={t('summary.form.title')}
      titleId={titleId}
      lead={t('summary.form.lead')}
      leadId="summary-lead"
      notices={<SaveStatus state={text.load.state} action="load" />}
      nav={{
        back: { onClick: () => text.leave(summaryBack(flow), false) },
        next: { onClick: () => text.leave(summaryNext(flow), true), busy: save.status === 'pending' },
        nextLabel: flow.finalMode ? t('summary.saveAndNext') : t('summary.next'),
      }}
    >
      <DescriptionField
        className="wizard-page__body"
        editor={{ id: 'summary-editor', labelledBy: titleId, describedBy: 'summary-lead' }}
        text={{ ...text, addSuggestion }}
        suggestions={{ categoryId: CATEGORY.summary, titles, title: t('summary.form.suggestionsTitle') }}
      />
      <SaveStatus state={save} action={html === '' ? 'delete' : 'save'} />
    </WizardPage>
  );
}
