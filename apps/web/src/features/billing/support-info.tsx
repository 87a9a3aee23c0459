import { useTranslation } from 'react-i18next';
import { useOperator } from '../../api/operator';
import './texts';

const HOURS = ['weekdays', 'saturday', 'sunday'] as const;

/**
 * Support hours, phone and address (spec 02 §2.9) from the operator's configuration; marked
 * placeholders only where it is missing (never in production: the server requires it there).
 */
export function SupportInfo() {
  const { t } = useTranslation();
  const operator = useOperator();
  const address = operator?.address_lines.length
    ? [operator.name, ...operator.address_lines].filter(Boolean).join(', ')
    : null;
  return (
    <section className="support-info" aria-labelledby="support-info-title">
      <h2 id="support-info-title" className="support-info__title">
        {t('billing.support.title')}
      </h2>
      <p>{t('billing.support.text')}</p>
      <dl className="support-info__hours">
        {HOURS.map((day) => (
          <div key={day}>
            <dt>{t(`billing.support.days.${day}`)}</dt>
            <dd>{t(`billing.support.hours.${day}`)}</dd>
          </div>
        ))}
      </dl>
      <p className="support-info__zone">{t('billing.support.timeZone')}</p>
      <p>
        <strong>{t('billing.support.phone')}:</strong>{' '}
        {operator?.phone ? (
          <a href={`tel:${operator.phone.replace(/[^+0-9]/g, '')}`}>{operator.phone}</a>
        ) : (
          <span className="placeholder-data">{t('billing.support.phonePlaceholder')}</span>
        )}
      </p>
      <p>
        <strong>{t('billing.support.address')}:</strong>{' '}
        {address ?? <span className="placeholder-data">{t('billing.support.addressPlaceholder')}</span>}
      </p>
    </section>
  );
}
