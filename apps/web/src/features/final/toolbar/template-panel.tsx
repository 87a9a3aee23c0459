import { type ColourKey, PALETTE_COLOURS, TEMPLATES } from '@vita/shared/constants';
import { useTranslation } from 'react-i18next';
import { useStoreValue } from '../../../store/resume-store';
import { templateShowsPhoto } from '../../../templates/template-facts';
import { TemplatePreview } from '../../../templates/template-preview';
import '../texts';

type Template = (typeof TEMPLATES)[number];

const colourHex = (key: ColourKey | null): string =>
  PALETTE_COLOURS.find((c) => c.key === key)?.hex ?? PALETTE_COLOURS[0].hex;

/** VORLAGE: the 12 templates as thumbnails with the resume's colour; the chosen one is pressed. */
export function TemplatePanel({ onChoose }: { onChoose: (template: Template) => void }) {
  const { t, i18n } = useTranslation();
  const storedStyle = useStoreValue('templateStyleName') ?? TEMPLATES[0].styleName;
  const colour = colourHex(useStoreValue('templateColour'));
  const locale = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  // A photo left out without a word looks like a lost photo: the panel says where it went.
  const hasPhoto = Boolean(useStoreValue('photo'));
  return (
    <>
      <h2 className="final-toolbar__title">{t('finalTools.template.title')}</h2>
      <p className="template-choice__notice" role="status">
        {hasPhoto && !templateShowsPhoto(storedStyle)
          ? t('finalTools.template.noPhoto', { name: t(`templates.${storedStyle}`) })
          : ''}
      </p>
      <ul className="template-choice">
        {TEMPLATES.map((template) => {
          const selected = storedStyle === template.styleName;
          return (
            <li key={template.styleName}>
              <button
                type="button"
                className={`template-choice__card${selected ? ' template-choice__card--selected' : ''}`}
                aria-pressed={selected}
                onClick={() => onChoose(template)}
              >
                <span className="template-choice__thumb">
                  <TemplatePreview styleName={template.styleName} colour={colour} locale={locale} />
                </span>
                <span className="template-choice__name">
                  {t(`templates.${template.styleName}`)}
                  {hasPhoto && !templateShowsPhoto(template.styleName) && (
                    <span className="template-choice__tag"> · {t('finalTools.template.withoutPhoto')}</span>
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
