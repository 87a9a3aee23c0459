import type { CatalogueItem } from '@vita/shared';
import { CATEGORY } from '@vita/shared/constants';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { WizardWithPreview } from '../../components/preview';
import {
  normaliseEditorHtml,
  RichTextEditor,
  type RichTextEditorHandle,
} from '../../components/rich-text-editor';
import { PendingSavesNotice, SaveStatus } from '../../components/save-status';
import { SuggestionsPanel } from '../../components/suggestions';
import { summaryBack, summaryNext } from '../../flow/sections';
import { getItem } from '../../store/local-store';
import { useFlowState, useStoreValue } from '../../store/resume-store';
import { appendParagraphHtml, summaryProfileTitles, summarySaveAction } from './summary-values';
import { useSummaryLoad, useSummarySave, useSummaryWriter } from './use-summary';
import './summary.css';

/** /add-summary: the professional summary, optional rich text with catalogue phrases (01 §2, §4). */
export function SummaryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flow = useFlowState();
  const work = useStoreValue('work');
  const education = useStoreValue('education');
  const editorRef = useRef<RichTextEditorHandle>(null);

  const [opened] = useState(() => getItem('summary'));
  const [html, setHtml] = useState(() => normaliseEditorHtml(opened?.data));
  /** Whether a summary was stored when the page opened (or arrived from the server since). */
  const storedBefore = useRef(opened !== null);
  const touched = useRef(false);

  const load = useSummaryLoad(opened === null);
  const write = useSummaryWriter();
  const { save, store, remove } = useSummarySave();

  const change = (next: string) => {
    touched.current = true;
    setHtml(next);
    write(next === '' ? null : { data: next });
  };

  const loaded = load.data;
  useEffect(() => {
    if (!loaded || touched.current) return;
    storedBefore.current = true;
    setHtml(normaliseEditorHtml(loaded.data));
    write(loaded);
  }, [loaded, write]);

  const titles = useMemo(() => summaryProfileTitles(work, education), [work, education]);
  const addSuggestion = (item: CatalogueItem) => change(appendParagraphHtml(html, item.description));

  const leave = (to: string, always: boolean) => {
    if (save.status === 'pending') return;
    const current = normaliseEditorHtml(editorRef.current?.getHtml() ?? html);
    // Back saves only what changed; Next always sends non-empty text (the server may lack it).
    if (!always && !touched.current) {
      navigate(to);
      return;
    }
    const action = summarySaveAction(current, storedBefore.current);
    if (action === 'save') void store(current, () => navigate(to));
    else if (action === 'delete') void remove(() => navigate(to));
    else navigate(to);
  };

  const titleId = 'summary-title';
  return (
    <WizardWithPreview>
      <div className="summary-page container">
        <p className="summary-page__eyebrow">{t('summary.form.eyebrow')}</p>
        <h1 className="summary-page__title" id={titleId}>
          {t('summary.form.title')}
        </h1>
        <p className="summary-page__lead" id="summary-lead">
          {t('summary.form.lead')}
        </p>
        <PendingSavesNotice />
        <SaveStatus state={load.state} action="load" />
        <div className="summary-page__body">
          <RichTextEditor
            ref={editorRef}
            value={html}
            onChange={change}
            labelledBy={titleId}
            describedBy="summary-lead"
            id="summary-editor"
          />
          <SuggestionsPanel
            categoryId={CATEGORY.summary}
            titles={titles}
            html={html}
            onAdd={addSuggestion}
            title={t('summary.form.suggestionsTitle')}
          />
        </div>
        <SaveStatus state={save} action={html === '' ? 'delete' : 'save'} />
        <nav className="step-nav" aria-label={t('common.stepNavigation')}>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => leave(summaryBack(flow), false)}
          >
            {t('common.back')}
          </button>
          <button
            type="button"
            className="button button--primary"
            aria-disabled={save.status === 'pending'}
            onClick={() => leave(summaryNext(flow), true)}
          >
            {flow.finalMode ? t('summary.saveAndNext') : t('summary.next')}
          </button>
        </nav>
      </div>
    </WizardWithPreview>
  );
}
