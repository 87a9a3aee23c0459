import { type ColourKey, GALLERY_COLOURS, TEMPLATES } from '@vita/shared/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { nextPathAfterTemplateChosen } from '../../flow/setup';
import { useFlowState, useResumeStore, useStoreValue } from '../../store/resume-store';
import { TemplatePreview } from '../../templates/template-preview';
import { ColourPicker } from './colour-picker';
import './setup.css';
import './choose-template.css';

type Template = (typeof TEMPLATES)[number];

const colourHex = (key: ColourKey | null): string =>
  GALLERY_COLOURS.find((c) => c.key === key)?.hex ?? GALLERY_COLOURS[0].hex;

export function ChooseTemplatePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const flow = useFlowState();
  const setValue = useResumeStore((s) => s.set);
  const ensureResumeToken = useResumeStore((s) => s.ensureResumeToken);
  const storedColour = useStoreValue('templateColour');
  const storedStyle = useStoreValue('templateStyleName');
  const [hoverColour, setHoverColour] = useState<ColourKey | null>(null);
  const shownColour = colourHex(hoverColour ?? storedColour);

  const choose = (template: Template) => {
    ensureResumeToken();
    setValue('templateId', template.id);
    setValue('templateIndex', template.index);
    setValue('templateStyleName', template.styleName);
    navigate(nextPathAfterTemplateChosen(flow));
  };

  return (
    <div className="gallery container">
      <h1 className="setup__title">{t('gallery.title')}</h1>
      <p className="setup__subtitle">{t('gallery.subtitle')}</p>
      <ColourPicker
        selected={storedColour ?? 'brand'}
        onPreview={setHoverColour}
        onChoose={(key) => setValue('templateColour', key)}
      />
      <ul className="gallery__grid">
        {TEMPLATES.map((template) => {
          const name = t(`templates.${template.styleName}`);
          const selected = storedStyle === template.styleName;
          return (
            <li
              key={template.styleName}
              className={`template-card${selected ? ' template-card--selected' : ''}`}
            >
              <TemplatePreview
                styleName={template.styleName}
                colour={shownColour}
                locale={i18n.resolvedLanguage === 'en' ? 'en' : 'de'}
              />
              <div className="template-card__footer">
                <h2 className="template-card__name">
                  {name}
                  {selected && <span className="template-card__badge">{t('gallery.selected')}</span>}
                </h2>
                <button
                  type="button"
                  className="button button--primary button--small"
                  // The token exists before the click lands (01 §1: created on hover).
                  onMouseEnter={ensureResumeToken}
                  onFocus={ensureResumeToken}
                  onClick={() => choose(template)}
                >
                  {t('gallery.choose')}
                  <span className="visually-hidden">: {name}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
