import type { CatalogueItem } from '@vita/shared';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  appendBulletHtml,
  isRichTextEmpty,
  normaliseEditorHtml,
  type RichTextEditorHandle,
} from '../../components/rich-text-editor';
import { DescriptionField } from '../../components/suggestions';
import { extraSectionBack, extraSectionNext } from '../../flow/sections';
import { getItem } from '../../store/local-store';
import { useFlowState, useStoreValue } from '../../store/resume-store';
import { EXTRA_SECTIONS, type ExtraSectionConfig } from './section-config';
import { SectionPage } from './section-page';
import { useExtraSectionSave } from './use-extra-section-save';
import { useLeaveSection } from './use-leave-section';
import './sections.css';

/** The visitor's own titles, best first: the job profile for the catalogue phrases comes from them. */
function useProfileTitles(): string[] {
  const work = useStoreValue('work');
  const education = useStoreValue('education');
  return useMemo(
    () => [
      ...(work ?? []).map((job) => job.jobtitle ?? ''),
      ...(education ?? []).flatMap((degree) => [degree.fieldOStudy ?? '', degree.sdegree ?? '']),
    ],
    [work, education],
  );
}

/**
 * /accm, /afil, /addi, /cert, /hobbies (01 §2, §4): one rich-text section with catalogue phrases
 * where the category exists; saved by the extra-section rules, Back and Next through the stored
 * section order.
 */
export function ExtraSectionPage({ config }: { config: ExtraSectionConfig }) {
  const { t } = useTranslation();
  const flow = useFlowState();
  const saver = useExtraSectionSave(config);
  const editorRef = useRef<RichTextEditorHandle>(null);
  const titles = useProfileTitles();
  const [html, setHtml] = useState(() => normaliseEditorHtml(getItem(config.storeKey)?.data));

  const current = useCallback(() => normaliseEditorHtml(editorRef.current?.getHtml() ?? html), [html]);
  const targets = useMemo(
    () => ({ back: extraSectionBack(flow, config.path), next: extraSectionNext(flow, config.path) }),
    [flow, config.path],
  );
  const { save, write, apply } = saver;
  const leaving = useLeaveSection({
    targets,
    path: config.path,
    name: config.name,
    busy: save.status === 'pending',
    isEmpty: () => isRichTextEmpty(current()),
    hasStoredCopy: () => {
      const copy = saver.serverCopy();
      return copy.serverId !== null || copy.waiting;
    },
    save: async () => (await apply({ data: current() }, false)).kind === 'done',
    discard: async () => (await apply({ data: '' }, true)).kind === 'done',
    clearLocal: saver.clear,
  });

  const change = (next: string) => {
    setHtml(next);
    write({ data: next });
  };
  const addSuggestion = (item: CatalogueItem) => {
    if (editorRef.current) editorRef.current.insertBullet(item.description);
    else change(appendBulletHtml(html, item.description));
  };

  const titleId = `${config.texts}-title`;
  const leadId = `${config.texts}-lead`;
  return (
    <SectionPage
      title={t(`sections.pages.${config.texts}.title`)}
      titleId={titleId}
      lead={t(`sections.pages.${config.texts}.subtitle`)}
      leadId={leadId}
      save={save}
      leaving={leaving}
      onBack={() => void leaving.leave('back')}
      onNext={() => void leaving.leave('next')}
      focusField={() => editorRef.current?.focus()}
    >
      <DescriptionField
        className="sections-editor"
        editor={{
          id: `${config.texts}-editor`,
          labelledBy: titleId,
          describedBy: leadId,
          variant: config.variant,
        }}
        text={{ editorRef, html, change, addSuggestion }}
        suggestions={
          config.category === null
            ? null
            : { categoryId: config.category, titles, title: t('sections.suggestionsTitle') }
        }
      />
    </SectionPage>
  );
}

export const AccomplishmentsPage = () => <ExtraSectionPage config={EXTRA_SECTIONS.accomplishments} />;
export const AffiliationsPage = () => <ExtraSectionPage config={EXTRA_SECTIONS.affiliations} />;
export const AdditionalInformationPage = () => (
  <ExtraSectionPage config={EXTRA_SECTIONS.additionalInformation} />
);
export const CertificationsPage = () => <ExtraSectionPage config={EXTRA_SECTIONS.certifications} />;
export const HobbiesPage = () => <ExtraSectionPage config={EXTRA_SECTIONS.hobbies} />;
