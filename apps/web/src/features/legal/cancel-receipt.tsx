import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../components/ui/detail-list';
import type { CancelReceipt as Receipt } from './use-cancel-contract';

function formatReceived(iso: string, language: string) {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));
}

/** The confirmation shown at once after a cancellation, with the time the server received it. */
export function CancelReceipt({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const language = i18n.resolvedLanguage ?? 'de';
  return (
    <div className="container legal-page cancel-page">
      <section className="cancel-receipt" role="status" aria-labelledby={`${id}-done`}>
        <h1 id={`${id}-done`} className="legal-page__title">
          {t('legal.cancel.doneTitle')}
        </h1>
        <p className="cancel-receipt__lead">
          {t('legal.cancel.doneText', { date: formatReceived(receipt.receivedAt, language) })}
        </p>
        <DetailList
          className="cancel-receipt__details"
          details={[
            { label: t('legal.cancel.name'), value: receipt.name },
            { label: t('legal.cancel.email'), value: receipt.email },
            { label: t('legal.cancel.contract'), value: receipt.contract },
            { label: t('legal.cancel.kind'), value: t(`legal.cancel.kinds.${receipt.kind}`) },
          ]}
        />
        <p>{t('legal.cancel.doneMail')}</p>
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          {t('legal.cancel.print')}
        </button>
      </section>
    </div>
  );
}
