import { SECTION_LIMITS } from '@vita/shared/constants';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { RichTextEditor } from '../../components/rich-text-editor';
import { SaveStatus } from '../../components/save-status';
import { WizardPage } from '../../components/wizard-page';
import { paths } from '../../flow/paths';
import { SectionPage } from './section-page';
import {
  type CustomSlotPath,
  customSecTokenOf,
  type StoredCustomSection,
  slotKeyOf,
  useCustomSection,
} from './use-custom-section';
import { useCustomSectionForm } from './use-custom-section-form';
import './sections.css';

/** /cus-one?customSecToken={id} and /cus-two?customSecToken={id} (01 §2, §4). */
export function CustomSectionPage({ path }: { path: CustomSlotPath }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const section = useCustomSection(slotKeyOf(path), customSecTokenOf(search));
  const { stored, load, notFound } = section;

  if (stored !== null)
    return <CustomSectionForm key={stored.id} path={path} section={section} initial={stored} />;
  return (
    <WizardPage intro title={t('sections.custom.fallbackTitle')}>
      <SaveStatus state={load} action="load" />
      {notFound && (
        <>
          <p role="status">{t('sections.custom.notFound')}</p>
          <Link to={paths.addSection} className="button button--primary">
            {t('sections.custom.toAddSection')}
          </Link>
        </>
      )}
    </WizardPage>
  );
}

interface FormProps {
  path: CustomSlotPath;
  section: ReturnType<typeof useCustomSection>;
  initial: StoredCustomSection;
}

function CustomSectionForm({ path, section, initial }: FormProps) {
  const { t } = useTranslation();
  const { value, titleError, change, save, leaving, editorRef, titleRef } = useCustomSectionForm(
    path,
    section,
    initial,
  );

  const ids = {
    title: `${path.slice(1)}-title`,
    text: `${path.slice(1)}-text`,
    lead: `${path.slice(1)}-lead`,
  };
  return (
    <SectionPage
      title={value.title.trim() || t('sections.custom.fallbackTitle')}
      lead={t('sections.custom.subtitle')}
      leadId={ids.lead}
      save={save}
      leaving={leaving}
      onBack={() => void leaving.leave('back')}
      onNext={() => void leaving.leave('next')}
      focusField={() => editorRef.current?.focus()}
    >
      <div className="sections-card">
        <div className="field">
          <label className="field__label" htmlFor={ids.title}>
            {t('sections.custom.titleLabel')}
          </label>
          <input
            ref={titleRef}
            id={ids.title}
            className="field__input"
            type="text"
            maxLength={SECTION_LIMITS.customTitle}
            value={value.title}
            aria-invalid={titleError || undefined}
            aria-describedby={titleError ? `${ids.title}-error` : undefined}
            onChange={(event) => change({ title: event.target.value })}
          />
          {titleError && (
            <p className="field__error" id={`${ids.title}-error`}>
              {t('sections.custom.titleRequired')}
            </p>
          )}
        </div>
        <div className="field">
          <span className="field__label" id={ids.text}>
            {t('sections.custom.textLabel')}
          </span>
          <RichTextEditor
            ref={editorRef}
            value={value.description}
            onChange={(description) => change({ description })}
            labelledBy={ids.text}
            describedBy={ids.lead}
            id={`${path.slice(1)}-editor`}
          />
        </div>
      </div>
    </SectionPage>
  );
}

export const CustomSectionOnePage = () => <CustomSectionPage path={paths.customOne} />;
export const CustomSectionTwoPage = () => <CustomSectionPage path={paths.customTwo} />;
