import { PHOTO_ASPECT } from '@vita/shared';
import { useTranslation } from 'react-i18next';
import { hintId } from '../../components/text-field';

interface PhotoFieldProps {
  id: string;
  photo: string | null;
  /** Only changes the hint: the photo stays optional on every template. */
  templateShowsPhoto: boolean;
  onOpen: () => void;
}

/** The photo on the heading form: a portrait thumbnail and the button that opens the photo modal. */
export function PhotoField({ id, photo, templateShowsPhoto, onOpen }: PhotoFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="field photo-field">
      <div className="photo-field__frame" style={{ aspectRatio: PHOTO_ASPECT }}>
        {photo ? (
          <img className="photo-field__image" src={photo} alt={t('heading.photo.alt')} />
        ) : (
          <span className="photo-field__empty">{t('heading.photo.none')}</span>
        )}
      </div>
      <div className="photo-field__text">
        <span className="field__label">{t('heading.fields.photo')}</span>
        <p className="field__hint" id={hintId(id)}>
          {templateShowsPhoto ? t('heading.photo.templateHint') : t('heading.photo.optionalHint')}
        </p>
        <button
          id={id}
          type="button"
          className="button button--secondary button--small"
          onClick={onOpen}
          aria-describedby={hintId(id)}
          aria-haspopup="dialog"
        >
          {photo ? t('heading.photo.change') : t('heading.photo.add')}
        </button>
      </div>
    </div>
  );
}
