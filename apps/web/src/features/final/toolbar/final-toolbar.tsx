import { GALLERY_COLOURS, PALETTE_COLOURS, TEMPLATES } from '@vita/shared/constants';
import { type CSSProperties, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreValue } from '../../../store/resume-store';
import { ColourPanel } from './colour-panel';
import { FormattingPanel } from './formatting-panel';
import { currentPreset } from './formatting-rules';
import { TemplatePanel } from './template-panel';
import { useStyleSave } from './use-style-save';
import './final-toolbar.css';
import '../texts';

type PanelName = 'template' | 'colour' | 'formatting';

/**
 * The bottom toolbar of /final-resume: VORLAGE (template), FARBE (colour) and formatting
 * (Small / Normal / Large presets, custom sliders, font). Each button opens its panel above the
 * bar (a disclosure: Escape or a click elsewhere closes it). Every choice goes to the local store
 * at once, so the preview follows, and is saved on the server.
 */
export function FinalToolbar() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<PanelName | null>(null);
  const formatting = useStoreValue('templateFormatting');
  const styleName = useStoreValue('templateStyleName') ?? TEMPLATES[0].styleName;
  const colourKey = useStoreValue('templateColour');
  const colour = PALETTE_COLOURS.find((c) => c.key === colourKey) ?? PALETTE_COLOURS[0];
  const colourName = GALLERY_COLOURS.some((c) => c.key === colour.key)
    ? t(`colours.${colour.key as (typeof GALLERY_COLOURS)[number]['key']}`)
    : t(`finalTools.colour.names.${colour.key as 'graphite' | 'plum' | 'petrol'}`);
  const style = useStyleSave();
  const rootRef = useRef<HTMLElement>(null);
  const buttons = useRef<Partial<Record<PanelName, HTMLButtonElement | null>>>({});
  const baseId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(null);
      buttons.current[open]?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const preset = currentPreset(formatting);
  const presetLabel =
    preset === 'custom' ? t('finalTools.format.custom') : t(`finalTools.format.presets.${preset}`);

  const toggle = (name: PanelName, label: ReactNode, extra?: ReactNode) => (
    <button
      ref={(element) => {
        buttons.current[name] = element;
      }}
      type="button"
      className={`final-toolbar__button${open === name ? ' final-toolbar__button--open' : ''}`}
      aria-expanded={open === name}
      aria-controls={`${baseId}-${name}`}
      onClick={() => setOpen((current) => (current === name ? null : name))}
    >
      <span className="final-toolbar__label">{label}</span>
      {extra}
    </button>
  );

  return (
    <section ref={rootRef} className="final-toolbar" aria-label={t('finalTools.toolbarLabel')}>
      {open && (
        <div id={`${baseId}-${open}`} className="final-toolbar__panel">
          {open === 'template' && <TemplatePanel onChoose={style.chooseTemplate} />}
          {open === 'colour' && <ColourPanel onChoose={style.chooseColour} />}
          {open === 'formatting' && <FormattingPanel onChange={style.changeFormatting} />}
        </div>
      )}
      <div className="final-toolbar__bar">
        {toggle(
          'template',
          t('finalTools.template.button'),
          <span className="final-toolbar__value">{t(`templates.${styleName}`)}</span>,
        )}
        {toggle(
          'colour',
          t('finalTools.colour.button'),
          <span className="final-toolbar__value">
            <span
              className="final-toolbar__swatch"
              style={{ '--swatch': colour.hex } as CSSProperties}
              aria-hidden="true"
            />
            {colourName}
          </span>,
        )}
        {toggle(
          'formatting',
          t('finalTools.format.button'),
          <span className="final-toolbar__value" data-testid="current-preset">
            {presetLabel}
          </span>,
        )}
      </div>
    </section>
  );
}
