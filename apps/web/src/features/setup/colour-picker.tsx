import { type ColourKey, GALLERY_COLOURS } from '@vita/shared/constants';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import './choose-template.css';

interface ColourPickerProps {
  selected: ColourKey;
  /** Hover or keyboard focus previews a colour; null ends the preview. */
  onPreview: (key: ColourKey | null) => void;
  onChoose: (key: ColourKey) => void;
}

/** The 9 gallery swatches as a radio group: arrow keys move and choose, like any radio group. */
export function ColourPicker({ selected, onPreview, onChoose }: ColourPickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="colour-picker" onMouseLeave={() => onPreview(null)}>
      <legend className="colour-picker__legend">{t('gallery.colour')}</legend>
      <div className="colour-picker__swatches">
        {GALLERY_COLOURS.map((colour) => (
          <label
            key={colour.key}
            className="swatch"
            style={{ '--swatch': colour.hex } as CSSProperties}
            onMouseEnter={() => onPreview(colour.key)}
          >
            <input
              type="radio"
              name="template-colour"
              className="swatch__input"
              value={colour.key}
              checked={selected === colour.key}
              onChange={() => onChoose(colour.key)}
            />
            <span className="swatch__dot" aria-hidden="true" />
            <span className="visually-hidden">{t(`colours.${colour.key}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
