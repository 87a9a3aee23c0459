import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SHARE_LINK_LIMITS, type ShareLink } from '@vita/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast';
import { CheckOption } from '../../components/ui/check-option';
import { SectionCard } from '../../components/ui/section-card';
import { shareLinksApi } from './share-links-api';
import './share-links-texts';
import './share-links.css';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const keyOf = (resumeToken: string) => ['share-links', resumeToken];

interface ShareLinksSectionProps {
  loginToken: string;
  resumeToken: string;
  /** A label to start with, e.g. the employer of an application. */
  defaultLabel?: string;
}

/** "Link teilen": create links to one resume, see how often each was opened, revoke them. */
export function ShareLinksSection({ loginToken, resumeToken, defaultLabel = '' }: ShareLinksSectionProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const [label, setLabel] = useState(defaultLabel);
  const [expiresAt, setExpiresAt] = useState('');
  const [password, setPassword] = useState('');
  const [allowDownload, setAllowDownload] = useState(false);
  const links = useQuery({
    queryKey: keyOf(resumeToken),
    queryFn: () => shareLinksApi.list(loginToken, resumeToken).then((answer) => answer.data),
    retry: false,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: keyOf(resumeToken) });
  const create = useMutation({
    mutationFn: () =>
      shareLinksApi.create(loginToken, {
        resume_token: resumeToken,
        label,
        expires_at: expiresAt || null,
        password: password || null,
        allow_download: allowDownload,
      }),
    onSuccess: () => {
      setPassword('');
      showToast(t('shareLinks.created'), 'success');
      return refresh();
    },
    onError: (error) => showToast(t('shareLinks.failed', { message: messageOf(error) }), 'error'),
  });
  const revoke = useMutation({
    mutationFn: (link: ShareLink) => shareLinksApi.revoke(loginToken, link.id),
    onSuccess: () => {
      showToast(t('shareLinks.revokeDone'), 'success');
      return refresh();
    },
    onError: (error) => showToast(t('shareLinks.failed', { message: messageOf(error) }), 'error'),
  });
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'de-DE', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
  const fullUrl = (link: ShareLink) => `${window.location.origin}${link.url}`;
  const copy = async (link: ShareLink) => {
    try {
      await navigator.clipboard.writeText(fullUrl(link));
      showToast(t('shareLinks.copied'), 'success');
    } catch (error) {
      showToast(t('shareLinks.failed', { message: messageOf(error) }), 'error');
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };

  return (
    <SectionCard id={`share-links-${id}`} title={t('shareLinks.title')} intro={t('shareLinks.intro')}>
      <form className="share-links__form" onSubmit={submit}>
        <label>
          {t('shareLinks.label')}
          <input
            className="field__input"
            value={label}
            onChange={(event) => setLabel(event.currentTarget.value)}
            required
            maxLength={SHARE_LINK_LIMITS.label}
          />
        </label>
        <label>
          {t('shareLinks.expiresAt')}
          <input
            className="field__input"
            type="date"
            value={expiresAt}
            onChange={(event) => setExpiresAt(event.currentTarget.value)}
          />
        </label>
        <label>
          {t('shareLinks.password')}
          <input
            className="field__input"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
        </label>
        <CheckOption className="share-links__check" checked={allowDownload} onChange={setAllowDownload}>
          {t('shareLinks.allowDownload')}
        </CheckOption>
        <button
          type="submit"
          className="button button--primary"
          aria-busy={create.isPending}
          disabled={create.isPending}
        >
          {create.isPending ? t('shareLinks.creating') : t('shareLinks.create')}
        </button>
      </form>
      {links.isError && <p role="alert">{t('shareLinks.loadFailed', { message: messageOf(links.error) })}</p>}
      {links.data && links.data.length === 0 && <p>{t('shareLinks.empty')}</p>}
      {links.data && links.data.length > 0 && (
        <ul className="share-links__list">
          {links.data.map((link) => (
            <li key={link.id} className="share-links__item">
              <p className="share-links__title">
                <strong>{link.label}</strong>
                {link.has_password && <> · {t('shareLinks.withPassword')}</>}
                {link.expires_at && <> · {t('shareLinks.until', { date: when(link.expires_at) })}</>}
                {link.revoked_at && <> · {t('shareLinks.revoked')}</>}
              </p>
              <div>
                <span className="visually-hidden">{t('shareLinks.url')}: </span>
                <code>{fullUrl(link)}</code>{' '}
                {!link.revoked_at && (
                  <button type="button" className="button button--secondary" onClick={() => copy(link)}>
                    {t('shareLinks.copy')}
                  </button>
                )}
              </div>
              <dl className="share-links__counts">
                <dt>{t('shareLinks.views')}</dt>
                <dd>{link.views}</dd>
                <dt>{t('shareLinks.downloads')}</dt>
                <dd>{link.downloads}</dd>
                <dt>{t('shareLinks.lastViewed')}</dt>
                <dd>{link.last_viewed_at ? when(link.last_viewed_at) : t('shareLinks.never')}</dd>
              </dl>
              {!link.revoked_at && (
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(link)}
                >
                  {t('shareLinks.revoke')}
                  <span className="visually-hidden"> – {link.label}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
