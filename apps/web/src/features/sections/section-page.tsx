import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type SaveState, SaveStatus } from '../../components/save-status';
import { WizardPage } from '../../components/wizard-page';
import { useFlowState } from '../../store/resume-store';
import { EmptySectionDialog } from './empty-section-dialog';
import type { useLeaveSection } from './use-leave-section';

interface SectionPageProps {
  title: ReactNode;
  titleId?: string;
  lead: ReactNode;
  leadId: string;
  save: SaveState;
  leaving: ReturnType<typeof useLeaveSection>;
  onBack: () => void;
  onNext: () => void;
  /** Next submits this form (by id), so Enter in a field and the button take the same way. */
  form?: string;
  /** Where focus goes back to when the visitor keeps editing an emptied section. */
  focusField: () => void;
  children: ReactNode;
}

/**
 * An extra, custom or web-links section page: the wizard shell, its save state, Back and Next that
 * both save first (Speichern und weiter in final mode), and the 'cannot be empty' dialog.
 */
export function SectionPage(props: SectionPageProps) {
  const { t } = useTranslation();
  const flow = useFlowState();
  const { save, leaving, form } = props;
  const busy = save.status === 'pending';
  return (
    <WizardPage
      title={props.title}
      titleId={props.titleId}
      lead={props.lead}
      leadId={props.leadId}
      nav={{
        back: { onClick: props.onBack, busy },
        next: form ? { submit: true, form, busy } : { onClick: props.onNext, busy },
        nextLabel: flow.finalMode ? t('sections.saveAndNext') : t('sections.next'),
      }}
      outside={
        <EmptySectionDialog
          open={leaving.dialogOpen}
          discarding={leaving.discarding}
          onDiscard={() => void leaving.confirmDiscard()}
          onKeepEditing={() => {
            leaving.keepEditing();
            requestAnimationFrame(props.focusField);
          }}
        />
      }
    >
      {props.children}
      <SaveStatus state={save} action={leaving.action} />
    </WizardPage>
  );
}
