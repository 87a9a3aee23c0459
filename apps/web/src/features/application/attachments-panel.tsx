import { ATTACHMENT_MIMES, type Attachment } from '@vita/shared';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AttachmentChange, attachmentsApi } from '../../api/attachments';
import { showToast } from '../../components/toast';
import { focusMove, moved } from './move';

export type Access = { resumeToken: string; token: string | null };

interface AttachmentsPanelProps {
  items: Attachment[];
  access: Access;
  onItems: (items: Attachment[]) => void;
}

const errorText = (thrown: unknown) => (thrown instanceof Error ? thrown.message : String(thrown));

/**
 * The Anlagen: upload (checked by the server, whose German refusal is shown beside the field),
 * title and date saved on leaving the field, delete, and the order moved with buttons, which the
 * keyboard reaches as any other (focus stays on the moved item).
 */
export function AttachmentsPanel({ items, access, onItems }: AttachmentsPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<[string, string] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list's order changed
  useEffect(() => focusMove(pendingFocus), [items]);

  const run = async (action: () => Promise<void>) => {
    setError(null);
    try {
      await action();
    } catch (thrown) {
      setError(t('application.attachments.failed', { message: errorText(thrown) }));
    }
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    await run(async () => {
      const { data } = await attachmentsApi.upload(file, access);
      onItems([...items, data]);
      showToast(t('application.attachments.uploaded'), 'success');
    });
    input.value = '';
    setBusy(false);
  };

  const save = (item: Attachment, change: AttachmentChange) => {
    const key = Object.keys(change)[0] as keyof AttachmentChange;
    if (change[key] === item[key]) return;
    void run(async () => {
      const { data } = await attachmentsApi.update(item.id, change, access);
      onItems(items.map((each) => (each.id === item.id ? data : each)));
    });
  };

  const move = (index: number, step: -1 | 1) => {
    const item = items[index];
    if (!item) return;
    const next = moved(items, index, step);
    onItems(next);
    pendingFocus.current = [`${item.id}-${step}`, `${item.id}-${-step}`];
    setAnnouncement(
      t('application.attachments.moved', {
        title: item.title,
        position: index + step + 1,
        count: items.length,
      }),
    );
    void run(async () => {
      try {
        const { data } = await attachmentsApi.order(
          next.map((each) => each.id),
          access,
        );
        onItems(data);
      } catch (thrown) {
        onItems(items);
        throw thrown;
      }
    });
  };

  const remove = (item: Attachment) =>
    void run(async () => {
      await attachmentsApi.remove(item.id, access);
      onItems(items.filter((each) => each.id !== item.id));
      showToast(t('application.attachments.removed'), 'success');
    });

  return (
    <section className="application-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="application-panel__heading">
        {t('application.attachments.heading')}
      </h2>
      <p className="application-panel__intro">{t('application.attachments.intro')}</p>
      <div className="application-panel__upload">
        <label className="field__label" htmlFor={`${id}-file`}>
          {t('application.attachments.upload')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={[...ATTACHMENT_MIMES, '.pdf', '.jpg', '.jpeg', '.png'].join(',')}
          disabled={busy}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => void upload(event)}
        />
        {busy && <p role="status">{t('application.attachments.uploading')}</p>}
        {error && (
          <p id={`${id}-error`} className="application-panel__error" role="alert">
            {error}
          </p>
        )}
      </div>
      {items.length === 0 ? (
        <p className="application-panel__empty">{t('application.attachments.empty')}</p>
      ) : (
        <ol className="application-list">
          {items.map((item, index) => (
            <li key={item.id} className="application-list__item">
              <div className="application-list__fields">
                <label className="application-list__field">
                  <span className="field__label">{t('application.attachments.titleLabel')}</span>
                  <input
                    className="field__input"
                    defaultValue={item.title}
                    maxLength={150}
                    onBlur={(event) => save(item, { title: event.currentTarget.value.trim() })}
                  />
                </label>
                <label className="application-list__field application-list__field--date">
                  <span className="field__label">{t('application.attachments.dateLabel')}</span>
                  <input
                    className="field__input"
                    type="date"
                    defaultValue={item.document_date}
                    onBlur={(event) => save(item, { document_date: event.currentTarget.value })}
                  />
                </label>
              </div>
              <p className="application-list__meta">
                {t('application.attachments.pages', { count: item.pages })}
              </p>
              <div className="application-list__actions">
                <button
                  type="button"
                  className="button button--secondary application-list__move"
                  data-move={`${item.id}--1`}
                  disabled={index === 0}
                  aria-label={t('application.attachments.up', { title: item.title })}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button button--secondary application-list__move"
                  data-move={`${item.id}-1`}
                  disabled={index === items.length - 1}
                  aria-label={t('application.attachments.down', { title: item.title })}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('application.attachments.remove', { title: item.title })}
                  onClick={() => remove(item)}
                >
                  {t('application.attachments.delete')}
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
