import { useTranslation } from 'react-i18next';
import { WizardPage } from '../../components/wizard-page';
import { addSectionBack } from '../../flow/sections';
import { clearChecklistDraft } from './checklist-draft';
import { CustomSectionAdder } from './custom-section-adder';
import { PresentSections, SectionChoices } from './section-checklist';
import { useSectionChecklist } from './use-section-checklist';
import './sections.css';

/**
 * /add-section (01 §2): the checklist of optional sections (those with content are listed apart,
 * not offered again), up to two custom sections, and NEXT, which stores the chosen list
 * (extra_section_array, ext_name_arr) and opens its first section.
 */
export function AddSectionPage() {
  const { t } = useTranslation();
  const { flow, present, offered, ticked, toggle, next } = useSectionChecklist();

  return (
    <WizardPage
      title={t('sections.addSection.title')}
      lead={t('sections.addSection.subtitle')}
      pendingSaves={false}
      nav={{
        back: { to: addSectionBack(flow), onClick: clearChecklistDraft },
        next: { onClick: next },
        nextLabel: flow.finalMode ? t('sections.saveAndNext') : t('sections.next'),
      }}
    >
      <SectionChoices offered={offered} ticked={ticked} onToggle={toggle} />
      <PresentSections present={present} />
      <CustomSectionAdder />
    </WizardPage>
  );
}
