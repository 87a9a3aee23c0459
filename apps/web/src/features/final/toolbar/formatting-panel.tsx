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

interface RadioOptionsProps<T extends string> {
  /** The list's class; each option gets `<className>__option`. */
  className: string;
  name: string;
  options: readonly T[];
  /** The option chosen now (may be none of them, e.g. a custom mix). */
  checked: string | undefined;
  labelOf: (option: T) => string;
  onPick: (option: T) => void;
}

/** One choice of a few as radio buttons, each in its label. */
function RadioOptions<T extends string>({
  className,
  name,
  options,
  checked,
  labelOf,
  onPick,
}: RadioOptionsProps<T>) {
  return (
    <div className={className}>
      {options.map((option) => (
        <label key={option} className={`${className}__option`}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={checked === option}
            onChange={() => onPick(option)}
          />
          <span>{labelOf(option)}</span>
        </label>
      ))}
    </div>
  );
}

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
        <RadioOptions
          className="format-presets"
          name={`${id}-preset`}
          options={PRESET_NAMES}
          checked={preset}
          labelOf={(name) => t(`finalTools.format.presets.${name}`)}
          onPick={(name) => onChange(applyPreset(stored, name))}
        />
        {preset === 'custom' && <p className="format-panel__note">{t('finalTools.format.customNote')}</p>}
      </fieldset>
      <fieldset className="format-panel__group">
        <legend className="format-panel__legend">{t('finalTools.format.fontLegend')}</legend>
        <RadioOptions
          className="format-fonts"
          name={`${id}-font`}
          options={FONTS}
          checked={formatting.fontStyle}
          labelOf={(font) => font}
          onPick={(font) => onChange(applyFont(stored, font))}
        />
      </fieldset>
      <fieldset className="format-panel__group">
        <legend className="format-panel__legend">{t('finalTools.format.customLegend')}</legend>
        <div className="format-sliders">{SLIDER_NAMES.map(slider)}</div>
      </fieldset>
    </div>
  );
}
