import type { CatalogueItem, WorkEntry } from '@vita/shared';
import { CATEGORY } from '@vita/shared/constants';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { WizardWithPreview } from '../../components/preview';
import {
  appendBulletHtml,
  normaliseEditorHtml,
  RichTextEditor,
  type RichTextEditorHandle,
} from '../../components/rich-text-editor';
import { PendingSavesNotice, type SaveState, SaveStatus } from '../../components/save-status';
import { SuggestionsPanel } from '../../components/suggestions';
import { entryIndexOf } from '../../flow/education';
import { paths } from '../../flow/paths';
import { workDescriptionBack, workDescriptionNext } from '../../flow/work';
import { useFlowState } from '../../store/resume-store';
import {
  readWorkDraft,
  savedJobs,
  useWorkDraftWriter,
  useWorkLoad,
  useWorkPreviewOverlay,
  useWorkSaves,
} from './use-work';
import { jobName } from './work-entry-card';
import './work.css';

/** The two kinds of bullet suggestions for a job: phrases (category 7) and skills (category 4). */
const SUGGESTION_KINDS = [
  { id: 'achievements', category: CATEGORY.accomplishments },
  { id: 'skills', category: CATEGORY.skills },
] as const;
type SuggestionKind = (typeof SUGGESTION_KINDS)[number]['id'];

/** /work-description?index=i: the description of one job, with catalogue suggestions (01 §2). */
export function WorkDescriptionPage() {
  const { search } = useLocation();
  const load = useWorkLoad();
  const saved = savedJobs();
  const index = entryIndexOf(search, saved.length);
  const entry = index === null ? null : (saved[index] ?? null);
  if (index === null || entry === null) return <MissingJob load={load} />;
  return <DescriptionForm key={`${index}:${JSON.stringify(entry)}`} index={index} entry={entry} />;
}

function MissingJob({ load }: { load: SaveState }) {
  const { t } = useTranslation();
  return (
    <div className="wizard-page container">
      <div className="wizard-page__form">
        <h1 className="wizard-page__title">{t('work.description.title')}</h1>
        <SaveStatus state={load} action="load" />
        {load.status !== 'pending' && (
          <>
            <p className="work-summary__empty" role="status">
              {t('work.description.notFound')}
            </p>
            <Link to={paths.workSummary} className="button button--primary">
              {t('work.description.backToList')}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}

function DescriptionForm({ index, entry }: { index: number; entry: WorkEntry }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flow = useFlowState();
  const { save, update } = useWorkSaves();
  const draftWriter = useWorkDraftWriter();
  const editorRef = useRef<RichTextEditorHandle>(null);
  const kindName = useId();
  const stored = normaliseEditorHtml(entry.workDescription);
  const [html, setHtml] = useState(
    () => readWorkDraft('description', index, entry)?.workDescription ?? stored,
  );
  const [kind, setKind] = useState<SuggestionKind>('achievements');

  // The live preview shows the description while it is typed (in memory only).
  const preview = useMemo(
    () => savedJobs().map((job, i) => (i === index ? { ...job, workDescription: html } : job)),
    [index, html],
  );
  useWorkPreviewOverlay(preview);

  const change = (next: string) => {
    setHtml(next);
    draftWriter.write('description', index, entry, { ...entry, workDescription: next });
  };
  const addSuggestion = (item: CatalogueItem) => {
    if (editorRef.current) editorRef.current.insertBullet(item.description);
    else change(appendBulletHtml(html, item.description));
  };

  const finish = () => {
    draftWriter.clear();
    navigate(workDescriptionNext(flow));
  };
  const submit = () => {
    if (save.status === 'pending') return;
    const current = normaliseEditorHtml(editorRef.current?.getHtml() ?? html);
    if (current === stored) {
      finish();
      return;
    }
    void update(index, { ...entry, workDescription: current }, finish);
  };

  const titleId = 'work-description-title';
  const category = SUGGESTION_KINDS.find((k) => k.id === kind)?.category ?? CATEGORY.accomplishments;
  return (
    <WizardWithPreview>
      <div className="wizard-page container">
        <div className="wizard-page__form">
          <p className="work-description__job">
            {t('work.description.job', { job: jobName(entry, t('work.summary.untitled')) })}
          </p>
          <h1 className="wizard-page__title" id={titleId}>
            {t('work.description.title')}
          </h1>
          <p className="wizard-page__subtitle" id="work-description-lead">
            {t('work.description.subtitle')}
          </p>
          <PendingSavesNotice />
          <div className="work-description">
            <RichTextEditor
              ref={editorRef}
              value={html}
              onChange={change}
              labelledBy={titleId}
              describedBy="work-description-lead"
              id="work-description-editor"
            />
            <fieldset className="work-description__kinds">
              <legend className="field__label">{t('work.suggestions.tabs')}</legend>
              {SUGGESTION_KINDS.map((option) => (
                <label key={option.id} className="work-description__kind">
                  <input
                    type="radio"
                    name={kindName}
                    value={option.id}
                    checked={kind === option.id}
                    onChange={() => setKind(option.id)}
                  />
                  {option.id === 'skills'
                    ? t('work.suggestions.tabSkills')
                    : t('work.suggestions.tabAchievements')}
                </label>
              ))}
            </fieldset>
            <SuggestionsPanel
              key={kind}
              categoryId={category}
              titles={[entry.jobtitle]}
              html={html}
              onAdd={addSuggestion}
              title={kind === 'skills' ? t('work.suggestions.tabSkills') : t('work.suggestions.title')}
            />
          </div>
          <SaveStatus state={save} />
          <nav className="step-nav" aria-label={t('common.stepNavigation')}>
            <Link
              to={workDescriptionBack()}
              className="button button--secondary"
              onClick={() => draftWriter.clear()}
            >
              {t('common.back')}
            </Link>
            <button
              type="button"
              className="button button--primary"
              aria-disabled={save.status === 'pending'}
              onClick={submit}
            >
              {flow.finalMode ? t('work.saveAndNext') : t('work.next')}
            </button>
          </nav>
        </div>
      </div>
    </WizardWithPreview>
  );
}
