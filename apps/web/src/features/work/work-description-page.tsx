import type { WorkEntry } from '@vita/shared';
import { CATEGORY } from '@vita/shared/constants';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { normaliseEditorHtml, useDescriptionEditor } from '../../components/rich-text-editor';
import { type SaveState, SaveStatus } from '../../components/save-status';
import { DescriptionField } from '../../components/suggestions';
import { WizardPage } from '../../components/wizard-page';
import { paths } from '../../flow/paths';
import { workDescriptionBack, workDescriptionNext } from '../../flow/work';
import { useFlowState } from '../../store/resume-store';
import {
  readWorkDraft,
  useJobOfAddress,
  useTypedJobPreview,
  useWorkDraftWriter,
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
  const { load, index, entry } = useJobOfAddress();
  if (index === null || entry === null) return <MissingJob load={load} />;
  return <DescriptionForm key={`${index}:${JSON.stringify(entry)}`} index={index} entry={entry} />;
}

function MissingJob({ load }: { load: SaveState }) {
  const { t } = useTranslation();
  return (
    <WizardPage intro title={t('work.description.title')}>
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
    </WizardPage>
  );
}

function DescriptionForm({ index, entry }: { index: number; entry: WorkEntry }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flow = useFlowState();
  const { save, update } = useWorkSaves();
  const draftWriter = useWorkDraftWriter();
  const kindName = useId();
  const stored = normaliseEditorHtml(entry.workDescription);
  const editor = useDescriptionEditor({
    stored,
    initial: () => readWorkDraft('description', index, entry)?.workDescription ?? stored,
    onDraft: (html) => draftWriter.write('description', index, entry, { ...entry, workDescription: html }),
    busy: save.status === 'pending',
    persist: (html, finish) => void update(index, { ...entry, workDescription: html }, finish),
    finish: () => {
      draftWriter.clear();
      navigate(workDescriptionNext(flow));
    },
  });
  const { html } = editor;
  const [kind, setKind] = useState<SuggestionKind>('achievements');

  // The live preview shows the description while it is typed (in memory only).
  // `entry` is read afresh on each render; the form's key renews it when the stored job changes.
  const [job] = useState(entry);
  useTypedJobPreview(
    index,
    useMemo(() => ({ ...job, workDescription: html }), [job, html]),
  );

  const titleId = 'work-description-title';
  const category = SUGGESTION_KINDS.find((k) => k.id === kind)?.category ?? CATEGORY.accomplishments;
  return (
    <WizardPage
      eyebrow={t('work.description.job', { job: jobName(entry, t('work.summary.untitled')) })}
      title={t('work.description.title')}
      titleId={titleId}
      lead={t('work.description.subtitle')}
      leadId="work-description-lead"
      nav={{
        back: { to: workDescriptionBack(), onClick: () => draftWriter.clear() },
        next: { onClick: editor.submit, busy: save.status === 'pending' },
        nextLabel: flow.finalMode ? t('work.saveAndNext') : t('work.next'),
      }}
    >
      <DescriptionField
        className="work-description"
        editor={{ id: 'work-description-editor', labelledBy: titleId, describedBy: 'work-description-lead' }}
        text={editor}
        panelKey={kind}
        suggestions={{
          categoryId: category,
          titles: [entry.jobtitle],
          title: kind === 'skills' ? t('work.suggestions.tabSkills') : t('work.suggestions.title'),
        }}
      >
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
      </DescriptionField>
      <SaveStatus state={save} />
    </WizardPage>
  );
}
