import type { LetterSender } from '@vita/shared/contracts';
import type { Personal } from '@vita/shared/resume';
import { useTranslation } from 'react-i18next';
import { senderOf } from '../../../letters/letter-text';
import { LetterField } from './letter-field';

interface SenderFieldsProps {
  sender: LetterSender;
  personal: Personal;
  onChange: (sender: LetterSender) => void;
}

const SENDER_FIELDS = ['name', 'street', 'zip_city', 'phone', 'email'] as const;

/**
 * The sender block, closed by default: it comes from the resume's Kontaktdaten, shown as each
 * field's placeholder. A field typed here is for this letter only (a different address for one
 * application); emptied, it takes the resume's value again.
 */
export function SenderFields({ sender, personal, onChange }: SenderFieldsProps) {
  const { t } = useTranslation();
  const fromResume = senderOf(
    { sender: { name: '', street: '', zip_city: '', phone: '', email: '' } },
    personal,
  );
  const placeholders: Record<(typeof SENDER_FIELDS)[number], string> = {
    name: fromResume.name,
    street: fromResume.street,
    zip_city: fromResume.zipCity,
    phone: fromResume.phone,
    email: fromResume.email,
  };
  const own = SENDER_FIELDS.some((key) => sender[key].trim() !== '');
  return (
    <details className="le-sender" open={own || undefined}>
      <summary>{t('letters.editor.sender.title')}</summary>
      <p className="le-field__hint">{t('letters.editor.sender.hint')}</p>
      {SENDER_FIELDS.map((key) => (
        <LetterField
          key={key}
          id={`le-sender-${key}`}
          label={t(`letters.editor.sender.${key}`)}
          value={sender[key]}
          placeholder={placeholders[key]}
          autoComplete="off"
          onValue={(value) => onChange({ ...sender, [key]: value })}
        />
      ))}
    </details>
  );
}
