import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Detail, DetailList } from '../../components/ui/detail-list';

function formatReceived(iso: string, language: string) {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));
}

interface ReceiptPanelProps {
  title: string;
  /** The lead sentence; `{{date}}` is the time of receipt in words. */
  text: (date: string) => string;
  receivedAt: string;
  details: readonly Detail[];
  mailText: string;
}

/** The confirmation shown at once after a declaration sent from a public legal form, with the time the server received it. */
export function ReceiptPanel({ title, text, receivedAt, details, mailText }: ReceiptPanelProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="container legal-page cancel-page">
      <section className="cancel-receipt" role="status" aria-labelledby={`${id}-done`}>
        <h1 id={`${id}-done`} className="legal-page__title">
          {title}
        </h1>
        <p className="cancel-receipt__lead">
          {text(formatReceived(receivedAt, i18n.resolvedLanguage ?? 'de'))}
        </p>
        <DetailList className="cancel-receipt__details" details={details} />
        <p>{mailText}</p>
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          {t('legal.cancel.print')}
        </button>
      </section>
    </div>
  );
}
