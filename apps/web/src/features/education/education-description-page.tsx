import type { EducationEntry } from '@vita/shared';
import { CATEGORY } from '@vita/shared/constants';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { normaliseEditorHtml, useDescriptionEditor } from '../../components/rich-text-editor';
import { SaveStatus } from '../../components/save-status';
import { DescriptionField } from '../../components/suggestions';
import { WizardPage } from '../../components/wizard-page';
import { educationDescriptionBack, educationDescriptionNext, entryIndexOf } from '../../flow/education';
import { paths } from '../../flow/paths';
import { getItem } from '../../store/local-store';
import { useFlowState } from '../../store/resume-store';
import { entryName } from './education-entry-card';
import { educationSuggestionTitles } from './education-suggestion-titles';
import { clearDescriptionDraft, readDescriptionDraft, writeDescriptionDraft } from './form-draft';
import { useEducationMutations } from './use-education';
import { useEducationPreviewOverlay } from './use-preview-overlay';
import './education.css';

/** /edu-description?index=i: the description of one degree, with catalogue suggestions (01 §2). */
export function EducationDescriptionPage() {
  const { search } = useLocation();
  const [saved] = useState<readonly EducationEntry[]>(() => getItem('education') ?? []);
  const index = entryIndexOf(search, saved.length);
  const entry = index === null ? undefined : saved[index];
  if (index === null || !entry) return <MissingDegree />;
  return <DescriptionForm saved={saved} index={index} entry={entry} />;
}

function MissingDegree() {
  const { t } = useTranslation();
  useEducationPreviewOverlay(null);
  return (
    <WizardPage intro layout="centred" title={t('education.description.title')}>
      <p className="wizard-page__notice" role="status">
        {t('education.description.missing')}
      </p>
      <Link to={paths.educationSummary} className="button button--primary">
        {t('education.description.toSummary')}
      </Link>
    </WizardPage>
  );
}

interface DescriptionFormProps {
  saved: readonly EducationEntry[];
  index: number;
  entry: EducationEntry;
}

function DescriptionForm({ saved, index, entry }: DescriptionFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flow = useFlowState();
  const { save, update } = useEducationMutations();
  const stored = normaliseEditorHtml(entry.educationDescription);
  const editor = useDescriptionEditor({
    stored,
    initial: () => readDescriptionDraft(index, entry) ?? stored,
    onDraft: (html) => writeDescriptionDraft(index, entry, html),
    busy: save.status === 'pending',
    persist: (html, finish) => void update(index, { ...entry, educationDescription: html }, finish),
    finish: () => {
      clearDescriptionDraft(index);
      navigate(educationDescriptionNext(flow));
    },
  });
  const { html } = editor;

  const preview = useMemo(
    () => saved.map((item, i) => (i === index ? { ...item, educationDescription: html } : item)),
    [saved, index, html],
  );
  useEducationPreviewOverlay(preview);

  const titleId = 'edu-description-title';
  return (
    <WizardPage
      layout="centred"
      eyebrow={entryName(entry, t('education.summary.untitled'))}
      title={t('education.description.title')}
      titleId={titleId}
      lead={t('education.description.lead')}
      leadId="edu-description-lead"
      nav={{
        back: { to: educationDescriptionBack(), onClick: () => clearDescriptionDraft(index) },
        next: { onClick: editor.submit, busy: save.status === 'pending' },
        nextLabel: flow.finalMode ? t('education.saveAndNext') : t('common.next'),
      }}
    >
      <DescriptionField
        className="edu-description"
        editor={{ id: 'edu-description-editor', labelledBy: titleId, describedBy: 'edu-description-lead' }}
        text={editor}
        suggestions={{ categoryId: CATEGORY.educationDescription, titles: educationSuggestionTitles(entry) }}
      />
      <SaveStatus state={save} />
    </WizardPage>
  );
}
