import { useQuery } from '@tanstack/react-query';
import {
  APPLICATION_WARN_BYTES,
  type ApplicationExportRequest,
  type ApplicationPart,
  type Attachment,
  DEFAULT_APPLICATION_ORDER,
} from '@vita/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applicationApi } from '../../api/application';
import { exportApi, saveFile } from '../../api/export';
import { lettersListQuery } from '../../api/letters';
import { useDownloadGate } from '../../components/account/use-download-gate';
import { flushPendingSaves } from '../../components/save-status';
import { showToast } from '../../components/toast';
import type { Access } from './attachments-panel';
import { focusMove, moved } from './move';

interface MappeDownloadProps {
  attachments: Attachment[];
  access: Access;
  onDone: () => void;
}

/** "ca. 1,2 MB" in the reader's language; below a megabyte in kB. */
export function formatSize(bytes: number, locale: string): string {
  const mb = bytes / (1024 * 1024);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: mb < 1 ? 0 : 1 });
  return mb < 1 ? `${number.format(Math.max(1, bytes / 1024))} kB` : `${number.format(mb)} MB`;
}

/**
 * The Mappe's download: which letter, Deckblatt and Anlagenverzeichnis, which attachments, the
 * documents' order; the size the server expects shown before (with a warning above what portals
 * take), then the download behind the same login and plan gate as the resume's.
 */
export function MappeDownload({ attachments, access, onDone }: MappeDownloadProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const gate = useDownloadGate();
  const [letterId, setLetterId] = useState<number | null>(null);
  const [cover, setCover] = useState(true);
  const [index, setIndex] = useState(false);
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const [order, setOrder] = useState<ApplicationPart[]>([...DEFAULT_APPLICATION_ORDER]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<[string, string] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list's order changed
  useEffect(() => focusMove(pendingFocus), [order]);

  const letters = useQuery({ ...lettersListQuery(access), enabled: access.resumeToken !== '' });
  const capabilities = useQuery({
    queryKey: ['export-capabilities'],
    queryFn: exportApi.capabilities,
    staleTime: 60_000,
    retry: 1,
  });
  // The first letter is chosen until the user picks another (or none).
  const chosenLetter = letterId ?? letters.data?.[0]?.id ?? null;
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
    setLeft((now) => {
      const next = new Set(now);
      if (!next.delete(attachmentId)) next.add(attachmentId);
      return next;
    });

  const move = (at: number, step: -1 | 1) => {
    const part = order[at];
    if (!part) return;
    setOrder(moved(order, at, step));
    pendingFocus.current = [`part-${part}-${step}`, `part-${part}-${-step}`];
    setAnnouncement(
      t('application.mappe.moved', {
        title: t(`application.mappe.parts.${part}`),
        position: at + step + 1,
        count: order.length,
      }),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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

  const size = preflight.data;
  return (
    <section className="application-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="application-panel__heading">
        {t('application.mappe.heading')}
      </h2>
      <form
        className="application-mappe"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-busy={busy}
      >
        <div className="application-mappe__field">
          <label className="field__label" htmlFor={`${id}-letter`}>
            {t('application.mappe.letter')}
          </label>
          <select
            id={`${id}-letter`}
            className="field__input"
            value={chosenLetter ?? 0}
            onChange={(event) => setLetterId(Number(event.currentTarget.value))}
          >
            {(letters.data ?? []).map((letter) => (
              <option key={letter.id} value={letter.id}>
                {letter.name || letter.recipient.company || t('application.mappe.letter')}
              </option>
            ))}
            <option value={0}>{t('application.mappe.noLetter')}</option>
          </select>
        </div>
        <label className="application-mappe__check">
          <input
            type="checkbox"
            checked={cover}
            onChange={(event) => setCover(event.currentTarget.checked)}
          />
          {t('application.mappe.cover')}
        </label>
        <label className="application-mappe__check">
          <input
            type="checkbox"
            checked={index}
            onChange={(event) => setIndex(event.currentTarget.checked)}
          />
          {t('application.mappe.index')}
        </label>
        {attachments.length > 0 && (
          <fieldset className="application-mappe__group">
            <legend className="field__label">{t('application.mappe.include')}</legend>
            {attachments.map((item) => (
              <label key={item.id} className="application-mappe__check">
                <input type="checkbox" checked={!left.has(item.id)} onChange={() => toggle(item.id)} />
                {item.title}
              </label>
            ))}
          </fieldset>
        )}
        <fieldset className="application-mappe__group">
          <legend className="field__label">{t('application.mappe.order')}</legend>
          <ol className="application-order">
            {order.map((part, at) => {
              const name = t(`application.mappe.parts.${part}`);
              return (
                <li key={part} className="application-order__item">
                  <span>{name}</span>
                  <button
                    type="button"
                    className="button button--secondary application-list__move"
                    data-move={`part-${part}--1`}
                    disabled={at === 0}
                    aria-label={t('application.mappe.up', { part: name })}
                    onClick={() => move(at, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button button--secondary application-list__move"
                    data-move={`part-${part}-1`}
                    disabled={at === order.length - 1}
                    aria-label={t('application.mappe.down', { part: name })}
                    onClick={() => move(at, 1)}
                  >
                    ↓
                  </button>
                </li>
              );
            })}
          </ol>
        </fieldset>
        <p className="application-mappe__size" role="status" data-testid="mappe-size">
          {size
            ? t('application.mappe.size', {
                size: formatSize(size.bytes, i18n.resolvedLanguage ?? 'de'),
                pages: size.pages,
              })
            : preflight.isPending
              ? t('application.mappe.sizeUnknown')
              : ''}
        </p>
        {size && size.bytes > APPLICATION_WARN_BYTES && (
          <p className="application-mappe__warning">{t('application.mappe.tooLarge')}</p>
        )}
        {error && (
          <p className="application-panel__error" role="alert">
            {error}
          </p>
        )}
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
        <div className="application-mappe__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t('application.mappe.working') : t('application.mappe.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
