import type { CatalogueItem, EducationEntry } from '@vita/shared';
import { CATEGORY } from '@vita/shared/constants';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { WizardWithPreview } from '../../components/preview';
import {
  appendBulletHtml,
  normaliseEditorHtml,
  RichTextEditor,
  type RichTextEditorHandle,
} from '../../components/rich-text-editor';
import { PendingSavesNotice, SaveStatus } from '../../components/save-status';
import { SuggestionsPanel } from '../../components/suggestions';
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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const flow = useFlowState();
  const { save, update } = useEducationMutations();
  const editorRef = useRef<RichTextEditorHandle>(null);

  const [saved] = useState<readonly EducationEntry[]>(() => getItem('education') ?? []);
  const index = entryIndexOf(search, saved.length);
  const entry = index === null ? undefined : saved[index];
  const stored = normaliseEditorHtml(entry?.educationDescription);
  const [html, setHtml] = useState(() =>
    index === null ? '' : (readDescriptionDraft(index, entry) ?? stored),
  );

  const preview = useMemo(
    () =>
      index === null || !entry
        ? null
        : saved.map((item, i) => (i === index ? { ...item, educationDescription: html } : item)),
    [saved, index, entry, html],
  );
  useEducationPreviewOverlay(preview);

  if (index === null || !entry) {
    return (
      <div className="edu-page edu-page--narrow container">
        <h1 className="edu-page__title">{t('education.description.title')}</h1>
        <p className="edu-page__notice" role="status">
          {t('education.description.missing')}
        </p>
        <Link to={paths.educationSummary} className="button button--primary">
          {t('education.description.toSummary')}
        </Link>
      </div>
    );
  }

  const change = (next: string) => {
    setHtml(next);
    writeDescriptionDraft(index, entry, next);
  };
  const addSuggestion = (item: CatalogueItem) => {
    if (editorRef.current) editorRef.current.insertBullet(item.description);
    else change(appendBulletHtml(html, item.description));
  };

  const next = educationDescriptionNext(flow);
  const finish = () => {
    clearDescriptionDraft(index);
    navigate(next);
  };
  const submit = () => {
    if (save.status === 'pending') return;
    const current = normaliseEditorHtml(editorRef.current?.getHtml() ?? html);
    if (current === stored) {
      finish();
      return;
    }
    void update(index, { ...entry, educationDescription: current }, finish);
  };

  const name = entryName(entry, t('education.summary.untitled'));
  const titleId = 'edu-description-title';
  return (
    <WizardWithPreview>
      <div className="edu-page container">
        <p className="edu-page__eyebrow">{name}</p>
        <h1 className="edu-page__title" id={titleId}>
          {t('education.description.title')}
        </h1>
        <p className="edu-page__lead" id="edu-description-lead">
          {t('education.description.lead')}
        </p>
        <PendingSavesNotice />
        <div className="edu-description">
          <RichTextEditor
            ref={editorRef}
            value={html}
            onChange={change}
            labelledBy={titleId}
            describedBy="edu-description-lead"
            id="edu-description-editor"
          />
          <SuggestionsPanel
            categoryId={CATEGORY.educationDescription}
            titles={educationSuggestionTitles(entry)}
            html={html}
            onAdd={addSuggestion}
          />
        </div>
        <SaveStatus state={save} />
        <nav className="step-nav" aria-label={t('common.stepNavigation')}>
          <Link
            to={educationDescriptionBack()}
            className="button button--secondary"
            onClick={() => clearDescriptionDraft(index)}
          >
            {t('common.back')}
          </Link>
          <button
            type="button"
            className="button button--primary"
            aria-disabled={save.status === 'pending'}
            onClick={submit}
          >
            {flow.finalMode ? t('education.saveAndNext') : t('common.next')}
          </button>
        </nav>
      </div>
    </WizardWithPreview>
  );
}
