import type { Signature } from '@vita/shared';
import { SIGNATURE_LIMITS } from '@vita/shared/constants';
import { SIGNATURE_COLOURS } from '@vita/shared/resume';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fontStack, SIGNATURE_FONT_NAMES } from '../../templates/shared/signature-fonts';
import { DrawingCanvas } from './drawing-canvas';
import { FontPicker } from './font-picker';
import { AlignmentField, ColourField, SizeField } from './signature-controls';
import { type InkColour, stepSize } from './signature-values';

export interface PanelProps {
  signature: Signature;
  onChange: (next: Signature) => void;
}

/** 'Eintippen' (tab 0): the name in a chosen font, alignment, colour and size. */
export function TypePanel({ signature, onChange }: PanelProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const patch = (p: Partial<Signature>) => onChange({ ...signature, ...p });
  const setColour = (color: InkColour) => patch({ color, style: { ...signature.style, color } });
  return (
    <div className="sig-panel">
      <div className="form-grid sig-panel__fields">
        <div className="field">
          <label className="sig-label" htmlFor={nameId}>
            {t('signature.type.name')}
          </label>
          <input
            id={nameId}
            className="field__input"
            autoComplete="name"
            maxLength={SIGNATURE_LIMITS.text}
            value={signature.text}
            onChange={(event) => patch({ text: event.target.value })}
          />
        </div>
        <FontPicker
          label={t('signature.type.font')}
          fonts={SIGNATURE_FONT_NAMES}
          value={signature.style.fontFamily}
          onChange={(fontFamily) => patch({ style: { ...signature.style, fontFamily } })}
        />
      </div>
      <div
        className="sig-sample"
        aria-hidden="true"
        style={{
          textAlign: signature.adjustment,
          fontFamily: fontStack(signature.style.fontFamily),
          fontSize: `${signature.textSize * 1.6}px`,
          color: SIGNATURE_COLOURS[signature.color],
        }}
      >
        {signature.text || '\u00a0'}
      </div>
      <div className="sig-panel__controls">
        <AlignmentField value={signature.adjustment} onChange={(adjustment) => patch({ adjustment })} />
        <ColourField legend={t('signature.colour')} value={signature.color} onChange={setColour} />
        <SizeField kind="text" size={signature.textSize} onStep={(d) => onChange(stepSize(signature, d))} />
      </div>
    </div>
  );
}

/** 'Unterschreiben' (tab 1): a 420×105 drawing field, 'Löschen', alignment, ink colour and size. */
export function DrawPanel({ signature, onChange }: PanelProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const clearRef = useRef<(() => void) | null>(null);
  const patch = (p: Partial<Signature>) => onChange({ ...signature, ...p });
  return (
    <div className="sig-panel">
      <p className="sig-panel__hint" id={hintId}>
        {t('signature.draw.hint')} {t('signature.draw.keyboard')}
      </p>
      <div className="sig-canvas-box">
        <DrawingCanvas
          initial={signature.sign}
          colour={signature.color}
          label={t('signature.draw.canvas')}
          describedBy={hintId}
          clearRef={clearRef}
          onDraw={(sign) => patch({ sign })}
        />
        <span className="sig-canvas-box__line" aria-hidden="true" />
      </div>
      <div className="sig-panel__row">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => clearRef.current?.()}
          aria-disabled={signature.sign === '' || undefined}
        >
          {t('signature.draw.clear')}
        </button>
      </div>
      <div className="sig-panel__controls">
        <AlignmentField value={signature.adjustment} onChange={(adjustment) => patch({ adjustment })} />
        <ColourField
          legend={t('signature.draw.ink')}
          value={signature.color}
          onChange={(color) => patch({ color, style: { ...signature.style, color } })}
        />
        <SizeField kind="drawn" size={signature.signSize} onStep={(d) => onChange(stepSize(signature, d))} />
      </div>
    </div>
  );
}
