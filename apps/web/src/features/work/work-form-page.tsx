import { needsMoreInformation, type WorkEntry, workFormSchema } from '@vita/shared';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSchemaForm } from '../../components/form';
import { type SaveState, SaveStatus } from '../../components/save-status';
import { WizardPage } from '../../components/wizard-page';
import { workFormBack, workFormNext, workFormSkip } from '../../flow/work';
import { useFlowState } from '../../store/resume-store';
import { MoreInfoDialog } from './more-info-dialog';
import {
  readWorkDraft,
  savedJobs,
  useJobOfAddress,
  useTypedJobPreview,
  useWorkDraftWriter,
  useWorkSaves,
} from './use-work';
import { WORK_FIELD_IDS, WorkFormFields } from './work-form-fields';
import { cleanWorkEntry, EMPTY_WORK_ENTRY } from './work-values';
import './work.css';

/** /work-expr-form: adds a job, or edits job `?index=` (01 §2, §5). */
export function WorkFormPage() {
  const { load, index, entry: original } = useJobOfAddress();
  // A list that arrives later (loaded from the server) starts the form afresh with that entry.
  return (
    <WorkForm key={`${index}:${JSON.stringify(original)}`} index={index} original={original} load={load} />
  );
}

interface WorkFormProps {
  index: number | null;
  original: WorkEntry | null;
  load: SaveState;
}

function WorkForm({ index, original, load }: WorkFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flow = useFlowState();
  const { save, add, update } = useWorkSaves();
  const draftWriter = useWorkDraftWriter();

  const [entry, setEntry] = useState<WorkEntry>(
    () => readWorkDraft('form', index, original) ?? original ?? { ...EMPTY_WORK_ENTRY },
  );
  // Date messages show from the first Next on and follow every change after it.
  const [submitted, setSubmitted] = useState(false);
  const [moreInfoOpen, setMoreInfoOpen] = useState(false);
  const schema = useMemo(() => workFormSchema(), []);
  const form = useSchemaForm(schema, { values: entry });
  const errors = submitted ? { start: form.messageOf('start'), end: form.messageOf('end') } : {};

  // The live preview shows the job while it is typed (in memory; local storage keeps the saved list).
  useTypedJobPreview(index, entry);

  const change = (patch: Partial<WorkEntry>) => {
    const next = { ...entry, ...patch };
    setEntry(next);
    draftWriter.write('form', index, original, next);
  };

  const leave = (to: string) => {
    draftWriter.clear();
    navigate(to);
  };

  const saveJob = async () => {
    setSubmitted(true);
    const clean = cleanWorkEntry(entry);
    const done = () => leave(workFormNext());
    if (index === null) await add(clean, done);
    else await update(index, clean, done);
  };

  // The schema's date issues sit at `start` and `end`, beside the entry's fields.
  const refuse = (dateErrors: object) => {
    setSubmitted(true);
    const first = 'start' in dateErrors ? WORK_FIELD_IDS.startMonth : WORK_FIELD_IDS.endMonth;
    document.getElementById(first)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.status === 'pending') return;
    if (needsMoreInformation(entry)) {
      setMoreInfoOpen(true);
      return;
    }
    void form.handleSubmit(saveJob, refuse)();
  };

  const editing = index !== null;
  const hasJobs = savedJobs().length > 0;
  return (
    <WizardPage
      title={editing ? t('work.form.editTitle') : t('work.form.title')}
      lead={t('work.form.subtitle')}
      notices={<SaveStatus state={load} action="load" />}
      form={{ className: 'wizard-card work-form', onSubmit: submit }}
      nav={{
        back: {
          to: workFormBack({ finalMode: flow.finalMode, hasJobs }),
          onClick: () => draftWriter.clear(),
        },
        next: { submit: true, busy: save.status === 'pending' },
        nextLabel: flow.finalMode ? t('work.saveAndNext') : t('work.next'),
      }}
      outside={
        <MoreInfoDialog
          open={moreInfoOpen}
          onClose={() => setMoreInfoOpen(false)}
          onNoExperience={() => leave(workFormSkip(flow))}
          onOk={() => leave(workFormNext())}
        />
      }
    >
      <WorkFormFields entry={entry} errors={errors} onChange={change} />
      <SaveStatus state={save} />
    </WizardPage>
  );
}
