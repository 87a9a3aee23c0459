import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { APPLICATION_STATUSES, type ApplicationStatus, type TrackedApplication } from '@vita/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../api/account-api';
import { ApiRequestError } from '../../api/client';
import { showToast } from '../../components/toast';
import { trackerApi } from './tracker-api';
import { TRACKER_KEY } from './use-tracker';

const EMPTY = {
  company: '',
  position: '',
  job_ad_text: '',
  job_ad_url: '',
  contact_name: '',
  contact_email: '',
  applied_at: '',
  follow_up_at: '',
  notes: '',
};
type Field = keyof typeof EMPTY;

interface NewApplicationFormProps {
  loginToken: string;
  onDone: () => void;
}

/** "Neue Bewerbung": company, position, the job ad (text and link), contact, CV and letter, dates. */
export function NewApplicationForm({ loginToken, onDone }: NewApplicationFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [status, setStatus] = useState<ApplicationStatus>('saved');
  const [resumeToken, setResumeToken] = useState('');
  const [letterId, setLetterId] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const resumes = useQuery({
    queryKey: ['resume-listing', loginToken],
    queryFn: () => accountApi.resumeListing(loginToken).then((answer) => answer.data),
  });
  const chosenResume = resumeToken || resumes.data?.[0]?.resume_token || '';
  const letters = useQuery({
    queryKey: ['letters', chosenResume],
    queryFn: () => trackerApi.letters(loginToken, chosenResume).then((answer) => answer.data),
    enabled: chosenResume !== '',
  });
  const create = useMutation({
    mutationFn: () =>
      trackerApi.create(loginToken, {
        ...values,
        resume_token: chosenResume,
        status,
        letter_id: letterId ? Number(letterId) : null,
      }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<TrackedApplication[]>(TRACKER_KEY, (list) => [data, ...(list ?? [])]);
      showToast(t('tracker.form.created', { company: data.company }), 'success');
      onDone();
    },
    onError: (error) => {
      setFailure(error instanceof Error ? error.message : String(error));
      if (error instanceof ApiRequestError && error.errors) {
        const byField: Record<string, string> = {};
        for (const [key, message] of Object.entries(error.errors))
          byField[key.split('.').at(-1) ?? key] = message;
        setErrors(byField);
      }
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!values.company.trim()) missing.company = t('tracker.form.required');
    if (!values.position.trim()) missing.position = t('tracker.form.required');
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length === 0) create.mutate();
  };
  const field = (name: Field, options: { type?: string; required?: boolean; multiline?: boolean } = {}) => {
    const id = `tracker-${name}`;
    const error = errors[name];
    const common = {
      id,
      value: values[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      'aria-required': options.required ? true : undefined,
      onChange: (event: { target: { value: string } }) =>
        setValues((v) => ({ ...v, [name]: event.target.value })),
    };
    return (
      <div className={`tracker-field${options.multiline ? ' tracker-field--wide' : ''}`}>
        <label htmlFor={id}>
          {t(LABELS[name])}
          {options.required && <span aria-hidden="true"> *</span>}
        </label>
        {options.multiline ? (
          <textarea rows={5} {...common} />
        ) : (
          <input type={options.type ?? 'text'} {...common} />
        )}
        {error && (
          <p className="tracker-field__error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };
  if (resumes.data && resumes.data.length === 0)
    return <p className="tracker-note">{t('tracker.form.noResume')}</p>;
  return (
    <form className="tracker-form" noValidate onSubmit={submit} aria-labelledby="tracker-form-title">
      <h2 id="tracker-form-title">{t('tracker.form.title')}</h2>
      <div className="tracker-form__grid">
        {field('company', { required: true })}
        {field('position', { required: true })}
        {field('job_ad_text', { multiline: true })}
        {field('job_ad_url', { type: 'url' })}
        {field('contact_name')}
        {field('contact_email', { type: 'email' })}
        <div className="tracker-field">
          <label htmlFor="tracker-resume">{t('tracker.form.resume')}</label>
          <select
            id="tracker-resume"
            value={chosenResume}
            onChange={(event) => setResumeToken(event.target.value)}
          >
            {(resumes.data ?? []).map((resume) => (
              <option key={resume.resume_token} value={resume.resume_token}>
                {resume.resume_name || resume.resume_token.slice(0, 8)}
              </option>
            ))}
          </select>
        </div>
        <div className="tracker-field">
          <label htmlFor="tracker-letter">{t('tracker.form.letter')}</label>
          <select id="tracker-letter" value={letterId} onChange={(event) => setLetterId(event.target.value)}>
            <option value="">{t('tracker.form.noLetter')}</option>
            {(letters.data ?? []).map((letter) => (
              <option key={letter.id} value={letter.id}>
                {letter.name || letter.recipient.company || `#${letter.id}`}
              </option>
            ))}
          </select>
        </div>
        <div className="tracker-field">
          <label htmlFor="tracker-status">{t('tracker.form.status')}</label>
          <select
            id="tracker-status"
            value={status}
            onChange={(event) => setStatus(event.target.value as ApplicationStatus)}
          >
            {APPLICATION_STATUSES.map((option) => (
              <option key={option} value={option}>
                {t(`tracker.status.${option}`)}
              </option>
            ))}
          </select>
        </div>
        {field('applied_at', { type: 'date' })}
        {field('follow_up_at', { type: 'date' })}
        {field('notes', { multiline: true })}
      </div>
      {failure && (
        <p className="tracker-form__failure" role="alert">
          {failure}
        </p>
      )}
      <div className="tracker-form__actions">
        <button type="submit" className="button button--primary" disabled={create.isPending || !chosenResume}>
          {create.isPending ? t('tracker.form.saving') : t('tracker.form.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          {t('tracker.form.cancel')}
        </button>
      </div>
    </form>
  );
}

/** The label of each text field. */
const LABELS = {
  company: 'tracker.form.company',
  position: 'tracker.form.position',
  job_ad_text: 'tracker.form.jobAdText',
  job_ad_url: 'tracker.form.jobAdUrl',
  contact_name: 'tracker.form.contactName',
  contact_email: 'tracker.form.contactEmail',
  applied_at: 'tracker.form.appliedAt',
  follow_up_at: 'tracker.form.followUpAt',
  notes: 'tracker.form.notes',
} as const satisfies Record<Field, string>;
