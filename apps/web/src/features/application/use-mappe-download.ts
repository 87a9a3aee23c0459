import { useQuery } from '@tanstack/react-query';
import type { ApplicationExportRequest, Attachment } from '@vita/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applicationApi } from '../../api/application-api';
import { exportApi } from '../../api/export-api';
import { saveFile } from '../../api/file-download';
import { lettersListQuery } from '../../api/letters-api';
import { flushPendingSaves } from '../../components/save-status';
import { showToast } from '../../components/toast';
import { useDownloadGate } from '../../session/use-download-gate';
import { attachmentSavesSettled } from './attachment-saves';
import { useMappeChoices } from './mappe-choices';
import { focusMove, moved } from './move';
import type { Access } from './use-attachments';

/** The download behind the login and plan gate; the request is the one the choices make at the time. */
function useMappeSend(access: Access, onDone: () => void) {
  const { t } = useTranslation();
  const gate = useDownloadGate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const capabilities = useQuery({
    queryKey: ['export-capabilities'],
    queryFn: exportApi.capabilities,
    staleTime: 60_000,
    retry: 1,
  });
  const submit = async (body: ApplicationExportRequest) => {
    if (busy) return;
    if (access.resumeToken === '') {
      setError(t('application.mappe.noResume'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const known = capabilities.data ?? (await capabilities.refetch()).data;
      const gated = known === undefined || known.requiresPlan;
      if (gated && (await gate('pdf')) === 'blocked') {
        onDone();
        return;
      }
      // The server binds the resume it holds: saves still waiting go first.
      await flushPendingSaves().catch(() => undefined);
      await attachmentSavesSettled();
      saveFile(await applicationApi.download(body, access.token));
      showToast(t('application.mappe.done'), 'success');
      onDone();
    } catch (thrown) {
      setError(
        t('application.mappe.failed', { message: thrown instanceof Error ? thrown.message : String(thrown) }),
      );
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, submit };
}

/** The Mappe's choices, the size the server expects for them, and the gated download. */
export function useMappeDownload(attachments: Attachment[], access: Access, onDone: () => void) {
  const { t } = useTranslation();
  const { choices, change } = useMappeChoices(access.resumeToken);
  const { letterId, cover, index, order } = choices;
  const left: ReadonlySet<number> = new Set(choices.left);
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<[string, string] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list's order changed
  useEffect(() => focusMove(pendingFocus), [order]);

  const letters = useQuery({ ...lettersListQuery(access), enabled: access.resumeToken !== '' });
  const send = useMappeSend(access, onDone);
  // The first letter is chosen until the user picks another (or none); a chosen letter deleted
  // since counts as not chosen.
  const known = letterId === 0 || letters.data?.some((letter) => letter.id === letterId);
  const chosenLetter = (known ? letterId : null) ?? letters.data?.[0]?.id ?? null;
  const body: ApplicationExportRequest = {
    resume_token: access.resumeToken,
    ...(chosenLetter !== null && chosenLetter > 0 ? { letter_id: chosenLetter } : {}),
    cover_page: cover,
    attachment_index: index,
    attachment_ids: attachments.filter((item) => !left.has(item.id)).map((item) => item.id),
    parts: order,
  };
  const preflight = useQuery({
    queryKey: ['application-preflight', body, access.token],
    queryFn: () => applicationApi.preflight(body, access.token).then((answer) => answer.data),
    enabled: access.resumeToken !== '',
    retry: false,
  });

  const toggle = (attachmentId: number) =>
    change({
      left: left.has(attachmentId)
        ? choices.left.filter((id) => id !== attachmentId)
        : [...choices.left, attachmentId],
    });

  const move = (at: number, step: -1 | 1) => {
    const part = order[at];
    if (!part) return;
    change({ order: moved(order, at, step) });
    pendingFocus.current = [`part-${part}-${step}`, `part-${part}-${-step}`];
    setAnnouncement(
      t('application.mappe.moved', {
        title: t(`application.mappe.parts.${part}`),
        position: at + step + 1,
        count: order.length,
      }),
    );
  };

  return {
    letters: letters.data ?? [],
    chosenLetter,
    setLetterId: (id: number) => change({ letterId: id }),
    cover,
    setCover: (next: boolean) => change({ cover: next }),
    index,
    setIndex: (next: boolean) => change({ index: next }),
    left,
    toggle,
    order,
    move,
    preflight,
    busy: send.busy,
    error: send.error,
    announcement,
    submit: () => send.submit(body),
  };
}
