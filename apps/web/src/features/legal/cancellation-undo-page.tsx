import { type CancellationUndoData, formatDisplayDate } from '@vita/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { billingApi } from '../../api/billing-api';
import { ApiRequestError } from '../../api/client';
import { paths } from '../../flow/paths';
import './legal.css';
import './texts';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

type Outcome =
  | { kind: 'ask'; failure: 'failed' | 'tooMany' | null }
  | { kind: 'sending' }
  | { kind: 'restored'; restored: CancellationUndoData['restored'] }
  | { kind: 'already' | 'expired' | 'invalid' };

/** The server's answer as what the page says (404 and a malformed token read as "invalid"). */
export function outcomeOfError(error: unknown): Outcome {
  if (error instanceof ApiRequestError) {
    if (error.status === 409) return { kind: 'already' };
    if (error.status === 410) return { kind: 'expired' };
    if (error.status === 404 || error.status === 400) return { kind: 'invalid' };
    if (error.status === 429) return { kind: 'ask', failure: 'tooMany' };
  }
  return { kind: 'ask', failure: 'failed' };
}

const formatDate = (iso: string, language: string) => formatDisplayDate(iso, language, 'long') ?? '';

/**
 * /abo-fortsetzen?token=…, "Das war ich nicht – Abo fortsetzen" from the cancellation mail. The
 * page asks for one press before it calls the server: mail scanners and link previews open links
 * on their own, and must never take back a cancellation the consumer really made.
 */
export function CancellationUndoPage() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(
    TOKEN.test(token) ? { kind: 'ask', failure: null } : { kind: 'invalid' },
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const language = i18n.resolvedLanguage ?? 'de';

  // A changed outcome replaces the page's content: focus its heading so it is read out.
  useEffect(() => {
    if (outcome.kind !== 'ask' && outcome.kind !== 'sending') heading.current?.focus();
  }, [outcome.kind]);

  const confirm = async () => {
    setOutcome({ kind: 'sending' });
    try {
      const answer = await billingApi.undoCancellation(token);
      setOutcome({ kind: 'restored', restored: answer.data.restored });
    } catch (error) {
      setOutcome(outcomeOfError(error));
    }
  };

  if (outcome.kind === 'ask' || outcome.kind === 'sending') {
    const sending = outcome.kind === 'sending';
    return (
      <div className="container legal-page undo-page">
        <h1 className="legal-page__title">{t('legal.undo.title')}</h1>
        <p className="legal-page__lead">{t('legal.undo.intro')}</p>
        <p>{t('legal.undo.keep')}</p>
        {outcome.kind === 'ask' && outcome.failure && (
          <p className="legal-form__error" role="alert">
            {t(`legal.undo.${outcome.failure}`)}
          </p>
        )}
        <button
          type="button"
          className="button button--primary"
          disabled={sending}
          aria-busy={sending}
          onClick={() => void confirm()}
        >
          {sending ? t('legal.undo.sending') : t('legal.undo.confirm')}
        </button>
      </div>
    );
  }

  const kind = outcome.kind;
  return (
    <div className="container legal-page undo-page">
      <section className="cancel-receipt" aria-labelledby="undo-outcome">
        <h1 id="undo-outcome" className="legal-page__title" tabIndex={-1} ref={heading}>
          {t(`legal.undo.${kind}Title`)}
        </h1>
        <p className="cancel-receipt__lead">{t(`legal.undo.${kind}Text`)}</p>
        {outcome.kind === 'restored' && (
          <ul>
            {outcome.restored.map((line) => (
              <li key={`${line.plan_title}-${line.next_charge_at}`}>
                {t('legal.undo.restoredPlan', {
                  plan: line.plan_title,
                  date: formatDate(line.next_charge_at, language),
                })}
              </li>
            ))}
          </ul>
        )}
        {kind !== 'invalid' && (
          <p>
            <Link to={paths.customerAccount}>{t('legal.undo.account')}</Link>
          </p>
        )}
      </section>
    </div>
  );
}
