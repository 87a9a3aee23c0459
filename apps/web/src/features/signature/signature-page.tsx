import type { Signature } from '@vita/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ModalDialog } from '../../components/modal-dialog';
import { type SaveState, SaveStatus } from '../../components/save-status';
import { WizardPage } from '../../components/wizard-page';
import { signatureBack, signatureNext } from '../../flow/sections';
import { getItem } from '../../store/local-store';
import { useFlowState, useResumeStore, useStoreValue } from '../../store/resume-store';
import { registerSignatureFonts } from '../../templates/shared/signature-fonts';
import { DatePlaceFields } from './date-place-fields';
import { DrawPanel, TypePanel } from './signature-panels';
import { SignatureTabs } from './signature-tabs';
import {
  nameFromHeading,
  openingSignature,
  openOnTab,
  requestedTab,
  SIGNATURE_TABS,
  type SignatureTab,
  switchLosesWork,
  switchTab,
  TAB_KINDS,
} from './signature-values';
import { UploadPanel } from './upload-panel';
import { useSignatureLoad, useSignaturePreviewOverlay, useSignatureSave } from './use-signature';
import './signature.css';

registerSignatureFonts();

/**
 * /upload-signature (02 §2.6): type, draw or upload the signature, with date and place.
 * `?tab=type|draw|upload` (the ways of /signature) opens on that tab.
 */
export function SignaturePage() {
  const { t } = useTranslation();
  const load = useSignatureLoad();
  const [localAtOpen] = useState(() => getItem('signature'));
  const heading = useStoreValue('heading');
  const requested = requestedTab(useLocation().search);
  if (!load.ready) {
    return (
      <WizardPage title={t('signature.title')} pendingSaves={false}>
        <SaveStatus state={load.state} action="load" />
      </WizardPage>
    );
  }
  return (
    <SignatureForm
      initial={openingSignature(localAtOpen ?? load.server ?? null, nameFromHeading(heading))}
      requested={requested}
      server={load.server}
      loadState={load.state}
    />
  );
}

interface SignatureFormProps {
  initial: Signature;
  requested: SignatureTab | null;
  server: unknown;
  loadState: SaveState;
}

function SignatureForm({ initial, requested, server, loadState }: SignatureFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flow = useFlowState();
  const setValue = useResumeStore((s) => s.set);
  const defaultName = nameFromHeading(useStoreValue('heading'));
  const [opening] = useState(() => openOnTab(initial, requested, defaultName));
  const [signature, setSignature] = useState(opening.signature);
  const [askSwitchTo, setAskSwitchTo] = useState<SignatureTab | null>(opening.askSwitchTo);
  const { save, submit } = useSignatureSave(server);
  useSignaturePreviewOverlay(signature);

  // The server's record becomes the local copy while the visitor has changed nothing — also when
  // it arrives late (a failed load tried again).
  const [adopted, setAdopted] = useState<unknown>(null);
  useEffect(() => {
    if (server === null || server === undefined || server === adopted || getItem('signature') !== null)
      return;
    const opened = openOnTab(openingSignature(server, defaultName), requested, defaultName);
    setAdopted(server);
    setSignature(opened.signature);
    setAskSwitchTo(opened.askSwitchTo);
    setValue('signature', opened.signature);
  }, [server, adopted, defaultName, requested, setValue]);

  const change = (next: Signature) => {
    setSignature(next);
    setValue('signature', next); // the local copy on every change (local_sign_data)
  };
  const selectTab = (tab: SignatureTab) => {
    if (tab === signature.tab) return;
    if (switchLosesWork(signature)) setAskSwitchTo(tab);
    else change(switchTab(signature, tab, defaultName));
  };
  const confirmSwitch = () => {
    if (askSwitchTo !== null) change(switchTab(signature, askSwitchTo, defaultName));
    setAskSwitchTo(null);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.status === 'pending') return;
    void submit(signature, () => navigate(signatureNext()));
  };

  const tabs = SIGNATURE_TABS.map((tab) => ({ tab, label: t(`signature.tabs.${TAB_KINDS[tab]}`) }));
  const panelProps = { signature, onChange: change };
  const switchDialog = (
    <ModalDialog
      open={askSwitchTo !== null}
      title={t('signature.switch.title')}
      onClose={() => setAskSwitchTo(null)}
    >
      <p>
        {t(`signature.switch.text.${TAB_KINDS[signature.tab]}`, {
          tab: askSwitchTo === null ? '' : t(`signature.tabs.${TAB_KINDS[askSwitchTo]}`),
        })}
      </p>
      <div className="sig-dialog__actions">
        <button type="button" className="button button--secondary" onClick={() => setAskSwitchTo(null)}>
          {t('signature.switch.cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={confirmSwitch}>
          {t('signature.switch.confirm')}
        </button>
      </div>
    </ModalDialog>
  );

  return (
    <WizardPage
      title={t(`signature.titles.${TAB_KINDS[signature.tab]}`)}
      lead={t('signature.subtitle')}
      notices={<SaveStatus state={loadState} action="load" />}
      form={{ className: 'wizard-card sig-form', onSubmit }}
      nav={{
        back: { to: signatureBack(flow) },
        next: { submit: true, busy: save.status === 'pending' },
        nextLabel: flow.finalMode ? t('signature.saveAndNext') : t('common.next'),
      }}
      outside={switchDialog}
    >
      <SignatureTabs
        label={t('signature.tabs.label')}
        tabs={tabs}
        selected={signature.tab}
        onSelect={selectTab}
      >
        {signature.tab === 0 && <TypePanel {...panelProps} />}
        {signature.tab === 1 && <DrawPanel {...panelProps} />}
        {signature.tab === 2 && <UploadPanel {...panelProps} />}
      </SignatureTabs>
      <DatePlaceFields value={signature} onChange={(patch) => change({ ...signature, ...patch })} />
      <SaveStatus state={save} />
    </WizardPage>
  );
}
