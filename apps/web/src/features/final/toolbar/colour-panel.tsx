import { type ColourKey, GALLERY_COLOURS, PALETTE_COLOURS } from '@vita/shared/constants';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreValue } from '../../../store/resume-store';
import '../texts';

type GalleryKey = (typeof GALLERY_COLOURS)[number]['key'];
const isGalleryKey = (key: ColourKey): key is GalleryKey => GALLERY_COLOURS.some((c) => c.key === key);

/** FARBE: the palette of 12 as a radio group (arrow keys move and choose). */
export function ColourPanel({ onChoose }: { onChoose: (colour: ColourKey) => void }) {
  const { t } = useTranslation();
  const selected = useStoreValue('templateColour') ?? 'brand';
  const nameOf = (key: ColourKey) =>
    isGalleryKey(key) ? t(`colours.${key}`) : t(`finalTools.colour.names.${key}`);
  return (
    <fieldset className="colour-choice">
      <legend className="final-toolbar__title">{t('finalTools.colour.title')}</legend>
      <div className="colour-choice__swatches">
        {PALETTE_COLOURS.map((colour) => (
          <label
            key={colour.key}
            className="colour-choice__swatch"
            style={{ '--swatch': colour.hex } as CSSProperties}
          >
            <input
              type="radio"
              name="final-colour"
              className="colour-choice__input"
              value={colour.key}
              checked={selected === colour.key}
              onChange={() => onChoose(colour.key)}
            />
            <span className="colour-choice__dot" aria-hidden="true" />
            <span className="colour-choice__name">{nameOf(colour.key)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
