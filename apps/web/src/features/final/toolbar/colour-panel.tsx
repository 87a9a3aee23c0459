import { type ColourKey, GALLERY_COLOURS, PALETTE_COLOURS } from '@vita/shared/constants';
import { useTranslation } from 'react-i18next';
import { ColourSwatch } from '../../../components/colour-swatch';
import { useStoreValue } from '../../../store/resume-store';
import '../texts';

type GalleryKey = (typeof GALLERY_COLOURS)[number]['key'];
const isGalleryKey = (key: ColourKey): key is GalleryKey => GALLERY_COLOURS.some((c) => c.key === key);

const SWATCH_CLASSES = {
  swatch: 'colour-choice__swatch',
  input: 'colour-choice__input',
  dot: 'colour-choice__dot',
  name: 'colour-choice__name',
};

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
          <ColourSwatch
            key={colour.key}
            colour={colour}
            group="final-colour"
            label={nameOf(colour.key)}
            checked={selected === colour.key}
            classes={SWATCH_CLASSES}
            onChoose={onChoose}
          />
        ))}
      </div>
    </fieldset>
  );
}
