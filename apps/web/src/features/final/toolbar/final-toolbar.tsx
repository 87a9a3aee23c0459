import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreValue } from '../../../store/resume-store';
import { ColourPanel } from './colour-panel';
import { FormattingPanel } from './formatting-panel';
import { currentPreset } from './formatting-rules';
import { TemplatePanel } from './template-panel';
import { useStyleSave } from './use-style-save';
import './final-toolbar.css';

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
        {toggle('template', t('finalTools.template.button'))}
        {toggle('colour', t('finalTools.colour.button'))}
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
