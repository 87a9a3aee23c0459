import { ACCOUNT_LIMITS, LEGAL_FORM_LIMITS } from '@vita/shared/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailList } from '../../components/ui/detail-list';
import { FormFailure } from '../../components/ui/form-failure';
import { paths } from '../../flow/paths';
import { LegalField } from './legal-field';
import { ReceiptPanel } from './receipt-panel';
import { type OwnContract, useWithdrawContract, type WithdrawReceipt } from './use-withdraw-contract';
import './legal.css';
import './texts';

function formatDay(iso: string, language: string | undefined) {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', {
    dateStyle: 'long',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));
}

function WithdrawDone({ receipt }: { receipt: WithdrawReceipt }) {
  const { t } = useTranslation();
  return (
    <ReceiptPanel
      title={t('legal.withdraw.doneTitle')}
      text={(date) => t('legal.withdraw.doneText', { date })}
      receivedAt={receipt.receivedAt}
      details={[
        { label: t('legal.withdraw.name'), value: receipt.name },
        { label: t('legal.withdraw.email'), value: receipt.email },
        { label: t('legal.withdraw.order'), value: receipt.order },
      ]}
      mailText={t('legal.withdraw.doneMail')}
    />
  );
}

/** The logged-in account's 14 days are over: no withdrawal any more, but cancelling always works. */
function Lapsed({ contract }: { contract: Extract<OwnContract, { kind: 'lapsed' }> }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="withdraw-lapsed" aria-labelledby="withdraw-lapsed-title">
      <h2 id="withdraw-lapsed-title">{t('legal.withdraw.lapsedTitle')}</h2>
      <p>
        {t('legal.withdraw.lapsedText', {
          title: contract.title,
          date: formatDay(contract.endedAt, i18n.resolvedLanguage),
        })}
      </p>
      <Link to={paths.cancelContract} className="button button--primary">
        {t('legal.withdraw.cancelInstead')}
      </Link>
    </section>
  );
}

/**
 * /vertrag-widerrufen, "Vertrag widerrufen" (§ 356a BGB): no login needed; name, e-mail and the
 * order (prefilled when logged in), then "Widerruf bestätigen", and at once the confirmation with
 * the time of receipt (the server mails it too).
 */
export function WithdrawContractPage() {
  const { t, i18n } = useTranslation();
  const form = useWithdrawContract();
  const { fieldId, errors, text, own } = form;
  if (form.receipt) return <WithdrawDone receipt={form.receipt} />;
  const open = own.contract?.kind === 'open' ? own.contract : null;

  return (
    <div className="container legal-page cancel-page">
      <h1 className="legal-page__title">{t('legal.withdraw.title')}</h1>
      <p className="legal-page__lead">{t('legal.withdraw.intro')}</p>
      {own.loading && <p>{t('common.loading')}</p>}
      {own.contract?.kind === 'lapsed' && <Lapsed contract={own.contract} />}
      {!own.loading && own.contract?.kind !== 'lapsed' && (
        <form
          className="legal-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit();
          }}
        >
          <LegalField id={fieldId('name')} label={t('legal.withdraw.name')} error={errors.name}>
            <input {...text('name')} autoComplete="name" maxLength={LEGAL_FORM_LIMITS.name} aria-required />
          </LegalField>
          <LegalField
            id={fieldId('email')}
            label={t('legal.withdraw.email')}
            hint={t('legal.withdraw.emailHint')}
            error={errors.email}
          >
            <input
              {...text('email', true)}
              type="email"
              autoComplete="email"
              maxLength={ACCOUNT_LIMITS.email}
              aria-required
            />
          </LegalField>
          {open ? (
            <DetailList
              className="cancel-receipt__details"
              details={[
                { label: t('legal.withdraw.contract'), value: open.title },
                {
                  label: t('legal.withdraw.orderedAt'),
                  value: formatDay(open.orderedAt, i18n.resolvedLanguage),
                },
                { label: t('legal.withdraw.orderNumber'), value: open.orderId },
                { label: t('legal.withdraw.until'), value: formatDay(open.endsAt, i18n.resolvedLanguage) },
              ]}
            />
          ) : (
            <LegalField
              id={fieldId('orderId')}
              label={t('legal.withdraw.orderNumberOptional')}
              hint={t('legal.withdraw.orderHint')}
              error={errors.orderId}
            >
              <input
                {...text('orderId', true)}
                autoComplete="off"
                maxLength={LEGAL_FORM_LIMITS.orderId}
                spellCheck={false}
              />
            </LegalField>
          )}
          <p className="legal-form__hint">{t('legal.withdraw.effect')}</p>
          <p className="legal-form__hint">
            {t('legal.withdraw.lapsedHint')}{' '}
            <Link to={paths.cancelContract}>{t('legal.withdraw.cancelInstead')}</Link>
          </p>
          <FormFailure message={form.failure} className="legal-form__error" />
          <button type="submit" className="button button--primary button--large" disabled={form.sending}>
            {t('legal.withdraw.submit')}
          </button>
        </form>
      )}
    </div>
  );
}
