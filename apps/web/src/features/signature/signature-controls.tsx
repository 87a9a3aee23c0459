import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ALIGNMENTS,
  type Alignment,
  INK_COLOURS,
  type InkColour,
  SIZE_RULES,
  type SignatureKind,
  sizeLevel,
} from './signature-values';
import './signature-controls.css';

interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  label: (option: T) => string;
  icon?: (option: T) => ReactNode;
  onChange: (value: T) => void;
}

/** A row of radio buttons drawn as segments; arrow keys move between them (native radios). */
function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  value,
  label,
  icon,
  onChange,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className="sig-choice">
      <legend className="sig-label">{legend}</legend>
      <div className="sig-choice__options">
        {options.map((option) => (
          <label key={option} className="sig-choice__option">
            <input
              type="radio"
              className="sig-choice__input"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span className="sig-choice__face">
              {icon?.(option)}
              {label(option)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const ALIGN_ICON_LINES: Record<Alignment, [number, number][]> = {
  left: [
    [3, 18],
    [3, 12],
    [3, 16],
  ],
  center: [
    [3, 18],
    [6, 12],
    [4, 16],
  ],
  right: [
    [3, 18],
    [9, 12],
    [5, 16],
  ],
};

function AlignIcon({ alignment }: { alignment: Alignment }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className="sig-choice__icon">
      {ALIGN_ICON_LINES[alignment].map(([x, length], row) => (
        <rect
          key={`${x}-${length}`}
          x={x}
          y={5 + row * 6}
          width={length}
          height="2"
          rx="1"
          fill="currentColor"
        />
      ))}
    </svg>
  );
}

export function AlignmentField({ value, onChange }: { value: Alignment; onChange: (a: Alignment) => void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <ChoiceGroup
      legend={t('signature.alignment')}
      name={name}
      options={ALIGNMENTS}
      value={value}
      label={(a) => t(`signature.align.${a}`)}
      icon={(a) => <AlignIcon alignment={a} />}
      onChange={onChange}
    />
  );
}

export function ColourField({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: InkColour;
  onChange: (c: InkColour) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <ChoiceGroup
      legend={legend}
      name={name}
      options={INK_COLOURS}
      value={value}
      label={(c) => t(`signature.colours.${c}`)}
      icon={(c) => <span aria-hidden="true" className={`sig-swatch sig-swatch--${c}`} />}
      onChange={onChange}
    />
  );
}

/**
 * GRÖSSE: smaller / larger within the kind's bounds (02 §9). At a bound the button stays
 * focusable (aria-disabled), so keyboard focus is not lost when the last step is reached.
 */
export function SizeField({
  kind,
  size,
  onStep,
}: {
  kind: SignatureKind;
  size: number;
  onStep: (direction: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  const outputId = useId();
  const rule = SIZE_RULES[kind];
  const { level, levels } = sizeLevel(kind, size);
  const atMin = size <= rule.min;
  const atMax = size >= rule.max;
  return (
    <fieldset className="sig-choice sig-size">
      <legend className="sig-label">{t('signature.size')}</legend>
      <div className="sig-size__row">
        <button
          type="button"
          className="sig-size__button"
          aria-label={t('signature.smaller')}
          aria-describedby={outputId}
          aria-disabled={atMin || undefined}
          onClick={() => !atMin && onStep(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output id={outputId} className="sig-size__value" aria-live="polite">
          {t('signature.sizeLevel', { level, levels })}
        </output>
        <button
          type="button"
          className="sig-size__button"
          aria-label={t('signature.larger')}
          aria-describedby={outputId}
          aria-disabled={atMax || undefined}
          onClick={() => !atMax && onStep(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </fieldset>
  );
}
