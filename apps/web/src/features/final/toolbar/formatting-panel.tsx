import type { Formatting } from '@vita/shared';
import { FONTS, FORMAT_BOUNDS } from '@vita/shared/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreValue } from '../../../store/resume-store';
import {
  applyFont,
  applyPreset,
  applySlider,
  completeFormatting,
  currentPreset,
  PRESET_NAMES,
  SLIDER_NAMES,
  type SliderName,
} from './formatting-rules';
import '../texts';

interface FormattingPanelProps {
  onChange: (formatting: Formatting, options?: { debounced?: boolean }) => void;
}

/** Formatting: presets Klein / Normal / Groß, the font, and the custom sliders (01 §4, §5). */
export function FormattingPanel({ onChange }: FormattingPanelProps) {
  const { t } = useTranslation();
  const stored = useStoreValue('templateFormatting');
  const formatting = completeFormatting(stored);
  const preset = currentPreset(stored);
  const id = useId();

  const slider = (name: SliderName) => {
    const { min, max, step } = FORMAT_BOUNDS[name];
    const inputId = `${id}-${name}`;
    return (
      <div key={name} className="format-slider">
        <label className="format-slider__label" htmlFor={inputId}>
          {t(`finalTools.format.sliders.${name}`)}
        </label>
        <input
          id={inputId}
          type="range"
          className="format-slider__input"
          min={min}
          max={max}
          step={step}
          value={formatting[name]}
          onChange={(event) =>
            onChange(applySlider(stored, name, Number(event.currentTarget.value)), { debounced: true })
          }
        />
        <output className="format-slider__value" htmlFor={inputId}>
          {formatting[name]}
        </output>
      </div>
    );
  };

  return (
    <div className="format-panel">
      <h2 className="final-toolbar__title">{t('finalTools.format.title')}</h2>
      <fieldset className="format-panel__group">
        <legend className="format-panel__legend">{t('finalTools.format.presetLegend')}</legend>
        <div className="format-presets">
          {PRESET_NAMES.map((name) => (
            <label key={name} className="format-presets__option">
              <input
                type="radio"
                name={`${id}-preset`}
                value={name}
                checked={preset === name}
                onChange={() => onChange(applyPreset(stored, name))}
              />
              <span>{t(`finalTools.format.presets.${name}`)}</span>
            </label>
          ))}
        </div>
        {preset === 'custom' && <p className="format-panel__note">{t('finalTools.format.customNote')}</p>}
      </fieldset>
      <fieldset className="format-panel__group">
        <legend className="format-panel__legend">{t('finalTools.format.fontLegend')}</legend>
        <div className="format-fonts">
          {FONTS.map((font) => (
            <label key={font} className="format-fonts__option">
              <input
                type="radio"
                name={`${id}-font`}
                value={font}
                checked={formatting.fontStyle === font}
                onChange={() => onChange(applyFont(stored, font))}
              />
              <span>{font}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="format-panel__group">
        <legend className="format-panel__legend">{t('finalTools.format.customLegend')}</legend>
        <div className="format-sliders">{SLIDER_NAMES.map(slider)}</div>
      </fieldset>
    </div>
  );
}
