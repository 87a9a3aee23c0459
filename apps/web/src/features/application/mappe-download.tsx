import { APPLICATION_WARN_BYTES, type ApplicationPart, type Attachment } from '@vita/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckOption } from '../../components/ui/check-option';
import { FormFailure } from '../../components/ui/form-failure';
import type { Access } from './use-attachments';
import { useMappeDownload } from './use-mappe-download';

interface LetterChoiceProps {
  letters: ReturnType<typeof useMappeDownload>['letters'];
  chosen: number | null;
  onChoose: (letterId: number) => void;
}

/** Which letter goes in the Mappe (0: none). */
function LetterChoice({ letters, chosen, onChoose }: LetterChoiceProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="application-mappe__field">
      <label className="field__label" htmlFor={`${id}-letter`}>
        {t('application.mappe.letter')}
      </label>
      <select
        id={`${id}-letter`}
        className="field__input"
        value={chosen ?? 0}
        onChange={(event) => onChoose(Number(event.currentTarget.value))}
      >
        {letters.map((letter) => (
          <option key={letter.id} value={letter.id}>
            {letter.name || letter.recipient.company || t('application.mappe.letter')}
          </option>
        ))}
        <option value={0}>{t('application.mappe.noLetter')}</option>
      </select>
    </div>
  );
}

interface MappeDownloadProps {
  attachments: Attachment[];
  access: Access;
  onDone: () => void;
}

/** "ca. 1,2 MB" in the reader's language; below a megabyte in kB. */
export function formatSize(bytes: number, locale: string): string {
  const mb = bytes / (1024 * 1024);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: mb < 1 ? 0 : 1 });
  return mb < 1 ? `${number.format(Math.max(1, bytes / 1024))} kB` : `${number.format(mb)} MB`;
}

/** The documents' order, each moved up or down by a button (the focus follows the moved part). */
function PartOrder({
  order,
  onMove,
}: {
  order: ApplicationPart[];
  onMove: (at: number, step: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  return (
    <ol className="application-order">
      {order.map((part, at) => {
        const name = t(`application.mappe.parts.${part}`);
        return (
          <li key={part} className="application-order__item">
            <span>{name}</span>
            <button
              type="button"
              className="button button--secondary application-list__move"
              data-move={`part-${part}--1`}
              disabled={at === 0}
              aria-label={t('application.mappe.up', { part: name })}
              onClick={() => onMove(at, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="button button--secondary application-list__move"
              data-move={`part-${part}-1`}
              disabled={at === order.length - 1}
              aria-label={t('application.mappe.down', { part: name })}
              onClick={() => onMove(at, 1)}
            >
              ↓
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The Mappe's download: which letter, Deckblatt and Anlagenverzeichnis, which attachments, the
 * documents' order; the size the server expects shown before (with a warning above what portals
 * take), then the download behind the same login and plan gate as the resume's.
 */
export function MappeDownload({ attachments, access, onDone }: MappeDownloadProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const mappe = useMappeDownload(attachments, access, onDone);
  const { letters, chosenLetter, setLetterId, cover, setCover, index, setIndex, left, toggle, order, move } =
    mappe;
  const { preflight, busy, error, announcement, submit } = mappe;
  const size = preflight.data;
  return (
    <section className="application-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="application-panel__heading">
        {t('application.mappe.heading')}
      </h2>
      <form
        className="application-mappe"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
        aria-busy={busy}
      >
        <LetterChoice letters={letters} chosen={chosenLetter} onChoose={setLetterId} />
        <CheckOption className="application-mappe__check" checked={cover} onChange={setCover}>
          {t('application.mappe.cover')}
        </CheckOption>
        <CheckOption className="application-mappe__check" checked={index} onChange={setIndex}>
          {t('application.mappe.index')}
        </CheckOption>
        {attachments.length > 0 && (
          <fieldset className="application-mappe__group">
            <legend className="field__label">{t('application.mappe.include')}</legend>
            {attachments.map((item) => (
              <CheckOption
                key={item.id}
                className="application-mappe__check"
                checked={!left.has(item.id)}
                onChange={() => toggle(item.id)}
              >
                {item.title}
              </CheckOption>
            ))}
          </fieldset>
        )}
        <fieldset className="application-mappe__group">
          <legend className="field__label">{t('application.mappe.order')}</legend>
          <PartOrder order={order} onMove={move} />
        </fieldset>
        <p className="application-mappe__size" role="status" data-testid="mappe-size">
          {size
            ? t('application.mappe.size', {
                size: formatSize(size.bytes, i18n.resolvedLanguage ?? 'de'),
                pages: size.pages,
              })
            : preflight.isPending
              ? t('application.mappe.sizeUnknown')
              : ''}
        </p>
        {size && size.bytes > APPLICATION_WARN_BYTES && (
          <p className="application-mappe__warning">{t('application.mappe.tooLarge')}</p>
        )}
        <FormFailure message={error} className="application-panel__error" />
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
        <div className="application-mappe__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t('application.mappe.working') : t('application.mappe.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
