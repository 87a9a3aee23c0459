import { useTranslation } from 'react-i18next';
import { errorId, hintId } from './text-field';

interface PhotoFieldProps {
  id: string;
  photo: string | null;
  required: boolean;
  error?: string | undefined;
  onOpen: () => void;
}

/** The photo on the heading form: a 4:3 thumbnail and the button that opens the photo modal. */
export function PhotoField({ id, photo, required, error, onOpen }: PhotoFieldProps) {
  const { t } = useTranslation();
  const describedBy = [hintId(id), error ? errorId(id) : null].filter(Boolean).join(' ');
  return (
    <div className={error ? 'field photo-field field--invalid' : 'field photo-field'}>
      <div className="photo-field__frame">
        {photo ? (
          <img className="photo-field__image" src={photo} alt={t('heading.photo.alt')} />
        ) : (
          <span className="photo-field__empty">{t('heading.photo.none')}</span>
        )}
      </div>
      <div className="photo-field__text">
        <span className="field__label">
          {t('heading.fields.photo')}
          {required && (
            <span className="field__required" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </span>
        <p className="field__hint" id={hintId(id)}>
          {required ? t('heading.photo.requiredHint') : t('heading.photo.optionalHint')}
        </p>
        <button
          id={id}
          type="button"
          className="button button--secondary button--small"
          onClick={onOpen}
          aria-describedby={describedBy}
          aria-haspopup="dialog"
        >
          {photo ? t('heading.photo.change') : t('heading.photo.add')}
        </button>
        {error && (
          <p className="field__error" id={errorId(id)}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
