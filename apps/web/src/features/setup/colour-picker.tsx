import { type ColourKey, GALLERY_COLOURS } from '@vita/shared/constants';
import { useTranslation } from 'react-i18next';
import { ColourSwatch } from '../../components/colour-swatch';
import './choose-template.css';

/** The gallery's swatches show no name: the colour's name is for screen readers only. */
const SWATCH_CLASSES = {
  swatch: 'swatch',
  input: 'swatch__input',
  dot: 'swatch__dot',
  name: 'visually-hidden',
};

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
          <ColourSwatch
            key={colour.key}
            colour={colour}
            group="template-colour"
            label={t(`colours.${colour.key}`)}
            checked={selected === colour.key}
            classes={SWATCH_CLASSES}
            onChoose={onChoose}
            onHover={onPreview}
          />
        ))}
      </div>
    </fieldset>
  );
}
