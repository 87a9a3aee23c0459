import { useMutation, useQuery } from '@tanstack/react-query';
import type { ApplicationSendFormat, TrackedApplication } from '@vita/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/client';
import { showToast } from '../../components/toast';
import { trackerApi } from './tracker-api';

interface SendPanelProps {
  loginToken: string;
  application: TrackedApplication;
  onSent: (application: TrackedApplication) => void;
  when: (iso: string) => string;
}

type Draft = { to: string; subject: string; message: string };

/** What became of the last sending: accepted by the employer's server, waiting, or refused. */
function LastSend({ application, when }: Pick<SendPanelProps, 'application' | 'when'>) {
  const { t } = useTranslation();
  const send = application.last_send;
  if (!send) return null;
  const values = { to: send.to, date: when(send.sent_at), error: send.error ?? '' };
  if (send.delivery === 'refused')
    return (
      <p className="tracker-send__status tracker-send__status--refused" role="alert">
        {t('tracker.send.refused', values)}
      </p>
    );
  return (
    <p className="tracker-send__status">
      {t(send.delivery === 'delivered' ? 'tracker.send.delivered' : 'tracker.send.pending', values)}
      {send.compressed && ` ${t('tracker.send.compressed')}`}
    </p>
  );
}

/**
 * "Per E-Mail senden": the e-mail Vita prefills from the letter (recipient, subject, message),
 * the form of the PDFs, and one button; the Mappe is kept as sent with the sending.
 */
export function SendPanel({ loginToken, application, onSent, when }: SendPanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [edited, setEdited] = useState<Partial<Draft>>({});
  const [format, setFormat] = useState<ApplicationSendFormat>('mappe');
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const draft = useQuery({
    queryKey: ['send-draft', application.id],
    queryFn: () => trackerApi.sendDraft(loginToken, application.id).then((answer) => answer.data),
    enabled: open,
  });
  const values: Draft = {
    to: edited.to ?? draft.data?.to ?? '',
    subject: edited.subject ?? draft.data?.subject ?? '',
    message: edited.message ?? draft.data?.message ?? '',
  };
  const send = useMutation({
    mutationFn: () => trackerApi.send(loginToken, application.id, { ...values, format }),
    onSuccess: (answer) => {
      onSent(answer.data);
      const refused = answer.data.last_send?.delivery === 'refused';
      showToast(answer.message, refused ? 'error' : 'success');
      if (!refused) {
        setOpen(false);
        setEdited({});
      }
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
    setFailure(null);
    if (!values.to.trim()) return setErrors({ to: t('tracker.form.required') });
    setErrors({});
    send.mutate();
  };
  const field = (name: keyof Draft, label: string, multiline = false) => {
    const id = `send-${name}`;
    const error = errors[name];
    const common = {
      id,
      value: values[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      onChange: (event: { target: { value: string } }) =>
        setEdited((v) => ({ ...v, [name]: event.target.value })),
    };
    return (
      <div className="tracker-field tracker-field--wide">
        <label htmlFor={id}>{label}</label>
        {multiline ? (
          <textarea rows={9} {...common} />
        ) : (
          <input type={name === 'to' ? 'email' : 'text'} {...common} />
        )}
        {error && (
          <p className="tracker-field__error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <div className="tracker-send">
      <LastSend application={application} when={when} />
      {!open ? (
        <button
          type="button"
          className="button button--primary"
          disabled={!application.resume_token}
          onClick={() => setOpen(true)}
        >
          {t('tracker.send.open')}
        </button>
      ) : (
        <form className="tracker-form" noValidate onSubmit={submit} aria-labelledby="send-title">
          <h3 id="send-title">{t('tracker.send.title')}</h3>
          {draft.isPending ? (
            <p>{t('tracker.send.loading')}</p>
          ) : (
            <>
              <div className="tracker-form__grid">
                {field('to', t('tracker.send.to'))}
                {field('subject', t('tracker.send.subject'))}
                {field('message', t('tracker.send.message'), true)}
              </div>
              <fieldset className="tracker-send__format">
                <legend>{t('tracker.send.format')}</legend>
                {(['mappe', 'separate'] as const).map((option) => (
                  <label key={option}>
                    <input
                      type="radio"
                      name="send-format"
                      value={option}
                      checked={format === option}
                      onChange={() => setFormat(option)}
                    />{' '}
                    {t(`tracker.send.formats.${option}`)}
                  </label>
                ))}
              </fieldset>
              {draft.data && (
                <p className="tracker-note">
                  {t('tracker.send.replyTo', { email: draft.data.reply_to })}{' '}
                  {t('tracker.send.quota', { count: draft.data.sent_today, max: draft.data.sends_per_day })}
                </p>
              )}
            </>
          )}
          {failure && (
            <p className="tracker-form__failure" role="alert">
              {failure}
            </p>
          )}
          <div className="tracker-form__actions">
            <button
              type="submit"
              className="button button--primary"
              aria-busy={send.isPending}
              disabled={send.isPending || draft.isPending}
            >
              {send.isPending ? t('tracker.send.sending') : t('tracker.send.submit')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
              {t('tracker.form.cancel')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
