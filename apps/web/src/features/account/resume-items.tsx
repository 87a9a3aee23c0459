import type { ResumeListItem } from '@vita/shared';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { finalResumeHref } from '../session/resume-links';
import { formatDate } from './format-date';
import { ResumeLetters } from './resume-letters';
import '../session/account-texts';
import './port-texts';

export type ResumeView = 'list' | 'grid';

interface ResumeItemsProps {
  items: ResumeListItem[];
  view: ResumeView;
  /** The letters under each resume are the account's: read and changed with the login. */
  loginToken: string;
  onEdit: (item: ResumeListItem) => void;
  onDownload: (item: ResumeListItem) => void;
  /** "Duplizieren": a copy with its own name and token, to tailor one CV per application. */
  onDuplicate: (item: ResumeListItem) => void;
  /** The token being copied right now: its button waits, the others stay usable. */
  duplicating: string | null;
}

/**
 * My Resume's items (02 §2.7): name, strength, created and updated, Edit, Download and Duplicate;
 * under each, its letters.
 */
export function ResumeItems({
  items,
  view,
  loginToken,
  onEdit,
  onDownload,
  onDuplicate,
  duplicating,
}: ResumeItemsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const nameOf = (item: ResumeListItem) => item.resume_name.trim() || t('account.customer.untitled');
  const actions = (item: ResumeListItem) => (
    <div className="resume-item__actions">
      <a
        href={finalResumeHref(item.resume_token)}
        className="button button--primary button--small"
        aria-label={t('account.customer.editLabel', { name: nameOf(item) })}
        onClick={(event) => {
          event.preventDefault();
          onEdit(item);
        }}
      >
        {t('account.customer.edit')}
      </a>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={t('account.customer.downloadLabel', { name: nameOf(item) })}
        onClick={() => onDownload(item)}
      >
        {t('account.customer.download')}
      </button>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={t('port.duplicate.label', { name: nameOf(item) })}
        aria-busy={duplicating === item.resume_token}
        disabled={duplicating === item.resume_token}
        onClick={() => onDuplicate(item)}
      >
        {duplicating === item.resume_token ? t('port.duplicate.working') : t('port.duplicate.action')}
      </button>
    </div>
  );

  if (view === 'list') {
    return (
      <div className="resume-table-wrap">
        <table className="resume-table">
          <thead>
            <tr>
              <th scope="col">{t('account.customer.name')}</th>
              <th scope="col">{t('account.customer.strength')}</th>
              <th scope="col">{t('account.customer.created')}</th>
              <th scope="col">{t('account.customer.updated')}</th>
              <th scope="col">{t('account.customer.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <Fragment key={item.resume_token}>
                <tr>
                  <th scope="row">{nameOf(item)}</th>
                  <td data-label={t('account.customer.strength')}>
                    {t('account.customer.strengthValue', { value: item.resume_strength })}
                  </td>
                  <td data-label={t('account.customer.created')}>
                    {formatDate(item.resume_details[0]?.created_at, language)}
                  </td>
                  <td data-label={t('account.customer.updated')}>
                    {formatDate(item.resume_details[0]?.updated_at, language)}
                  </td>
                  <td>{actions(item)}</td>
                </tr>
                <ResumeLetters resume={item} resumeName={nameOf(item)} loginToken={loginToken} layout="row" />
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <ul className="resume-grid">
      {items.map((item) => (
        <li key={item.resume_token} className="resume-card">
          <h2 className="resume-card__name">{nameOf(item)}</h2>
          <div className="resume-card__meter" aria-hidden="true">
            <span style={{ width: `${Math.min(100, Math.max(0, item.resume_strength))}%` }} />
          </div>
          <dl className="resume-card__facts">
            <div>
              <dt>{t('account.customer.strength')}</dt>
              <dd>{t('account.customer.strengthValue', { value: item.resume_strength })}</dd>
            </div>
            <div>
              <dt>{t('account.customer.created')}</dt>
              <dd>{formatDate(item.resume_details[0]?.created_at, language)}</dd>
            </div>
            <div>
              <dt>{t('account.customer.updated')}</dt>
              <dd>{formatDate(item.resume_details[0]?.updated_at, language)}</dd>
            </div>
          </dl>
          {actions(item)}
          <ResumeLetters resume={item} resumeName={nameOf(item)} loginToken={loginToken} layout="block" />
        </li>
      ))}
    </ul>
  );
}
