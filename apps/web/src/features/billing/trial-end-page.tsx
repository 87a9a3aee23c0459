import { formatDisplayDate, type TrialEndData } from '@vita/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { billingApi } from '../../api/billing-api';
import { ApiRequestError } from '../../api/client';
import { paths } from '../../flow/paths';
import './billing.css';
import './texts';

const TOKEN = /^sub_[0-9a-f]{24}\.[A-Za-z0-9_-]{43}$/;

type Outcome =
  | { kind: 'ask'; failure: 'failed' | 'tooMany' | null }
  | { kind: 'sending' }
  | { kind: 'ended'; data: TrialEndData }
  | { kind: 'already' | 'invalid' };

function outcomeOfError(error: unknown): Outcome {
  if (error instanceof ApiRequestError) {
    if (error.status === 404 || error.status === 400) return { kind: 'invalid' };
    if (error.status === 429) return { kind: 'ask', failure: 'tooMany' };
  }
  return { kind: 'ask', failure: 'failed' };
}

/**
 * /abo-beenden?token=…, the trial reminder's link: one press ends the subscription at the end of
 * the trial, without login. The page asks for that press before it calls the server, so a mail
 * scanner that opens the link cannot end a subscription.
 */
export function TrialEndPage() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(
    TOKEN.test(token) ? { kind: 'ask', failure: null } : { kind: 'invalid' },
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const language = i18n.resolvedLanguage ?? 'de';

  useEffect(() => {
    if (outcome.kind !== 'ask' && outcome.kind !== 'sending') heading.current?.focus();
  }, [outcome.kind]);

  const confirm = async () => {
    setOutcome({ kind: 'sending' });
    try {
      const answer = await billingApi.endByLink(token);
      setOutcome(answer.data.newly_cancelled ? { kind: 'ended', data: answer.data } : { kind: 'already' });
    } catch (error) {
      setOutcome(outcomeOfError(error));
    }
  };

  if (outcome.kind === 'ask' || outcome.kind === 'sending') {
    const sending = outcome.kind === 'sending';
    return (
      <div className="container trial-end-page">
        <h1>{t('billing.trialEnd.title')}</h1>
        <p>{t('billing.trialEnd.intro')}</p>
        <p>{t('billing.trialEnd.keep')}</p>
        {outcome.kind === 'ask' && outcome.failure && (
          <p className="legal-form__error" role="alert">
            {t(`billing.trialEnd.${outcome.failure}`)}
          </p>
        )}
        <button
          type="button"
          className="button button--primary"
          disabled={sending}
          aria-busy={sending}
          onClick={() => void confirm()}
        >
          {sending ? t('billing.trialEnd.sending') : t('billing.trialEnd.confirm')}
        </button>
      </div>
    );
  }

  return (
    <div className="container trial-end-page">
      <h1 tabIndex={-1} ref={heading}>
        {t(`billing.trialEnd.${outcome.kind}Title`)}
      </h1>
      <p>
        {outcome.kind === 'ended'
          ? t('billing.trialEnd.endedText', {
              plan: outcome.data.plan_title,
              date: formatDisplayDate(outcome.data.access_until, language, 'long') ?? '',
            })
          : t(`billing.trialEnd.${outcome.kind}Text`)}
      </p>
      {outcome.kind !== 'invalid' && (
        <p>
          <Link to={paths.customerAccount}>{t('billing.trialEnd.account')}</Link>
        </p>
      )}
    </div>
  );
}
