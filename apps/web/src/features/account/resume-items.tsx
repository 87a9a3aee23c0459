import type { ResumeListItem } from '@vita/shared';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/ui/data-table';
import { DetailList } from '../../components/ui/detail-list';
import { finalResumeHref } from '../../session/resume-links';
import { formatDate } from './format-date';
import { ResumeLetters } from './resume-letters';
import { ResumeThumbnail } from './resume-thumbnail';
import '../../session/account-texts';
import './port-texts';

export type ResumeView = 'list' | 'grid';

/** Where My Resume shows the share links of the resume chosen with "Link teilen". */
export const SHARE_PANEL_ID = 'customer-share-links';

const RESUME_COLUMNS = ['name', 'strength', 'created', 'updated', 'actions'] as const;

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
  /** "Englische Fassung erstellen": a linked English resume, opened when made. */
  onTranslate: (item: ResumeListItem) => void;
  /** The token being translated right now. */
  translating: string | null;
  onRename: (item: ResumeListItem) => void;
  onDelete: (item: ResumeListItem) => void;
  /** "Link teilen": opens the share links of one resume (shown only where the page offers them). */
  onShare?: ((item: ResumeListItem) => void) | undefined;
  /** The token whose share links are open. */
  sharing?: string | null;
  /** The token being renamed: its name gives way to `renameForm`. */
  renaming: string | null;
  renameForm: (item: ResumeListItem, name: string) => ReactNode;
}

type ItemViewProps = Omit<ResumeItemsProps, 'view'> & { nameOf: (item: ResumeListItem) => string };

/** Edit (a link, so it can open in a new tab), Download, Duplicate, Link teilen, Rename and Delete of one resume. */
function ResumeActions({
  item,
  nameOf,
  onEdit,
  onDownload,
  onDuplicate,
  duplicating,
  onTranslate,
  translating,
  onRename,
  onDelete,
  onShare,
  sharing,
}: Omit<ItemViewProps, 'items' | 'loginToken' | 'renaming' | 'renameForm'> & { item: ResumeListItem }) {
  const { t } = useTranslation();
  const name = nameOf(item);
  const copying = duplicating === item.resume_token;
  const share = onShare
    ? [
        {
          label: t('account.customer.share'),
          ariaLabel: t('account.customer.shareLabel', { name }),
          onClick: onShare,
          expanded: sharing === item.resume_token,
        },
      ]
    : [];
  const englishing = translating === item.resume_token;
  // An English version is not translated again; its German source makes further ones.
  const translate =
    item.document_language === 'en'
      ? []
      : [
          {
            label: englishing ? t('port.englishVersion.working') : t('port.englishVersion.action'),
            ariaLabel: t('port.englishVersion.label', { name }),
            onClick: onTranslate,
            busy: englishing,
          },
        ];
  const buttons: {
    label: string;
    ariaLabel: string;
    onClick: (item: ResumeListItem) => void;
    busy?: boolean;
    expanded?: boolean;
  }[] = [
    {
      label: t('account.customer.download'),
      ariaLabel: t('account.customer.downloadLabel', { name }),
      onClick: onDownload,
    },
    {
      label: copying ? t('port.duplicate.working') : t('port.duplicate.action'),
      ariaLabel: t('port.duplicate.label', { name }),
      onClick: onDuplicate,
      busy: copying,
    },
    ...share,
    ...translate,
    {
      label: t('account.customer.rename'),
      ariaLabel: t('account.customer.renameLabel', { name }),
      onClick: onRename,
    },
    {
      label: t('account.customer.delete'),
      ariaLabel: t('account.customer.deleteLabel', { name }),
      onClick: onDelete,
    },
  ];
  return (
    <div className="resume-item__actions">
      <a
        href={finalResumeHref(item.resume_token)}
        className="button button--primary button--small"
        aria-label={t('account.customer.editLabel', { name })}
        onClick={(event) => {
          event.preventDefault();
          onEdit(item);
        }}
      >
        {t('account.customer.edit')}
      </a>
      {buttons.map(({ label, ariaLabel, onClick, busy, expanded }) => (
        <button
          key={ariaLabel}
          type="button"
          className="button button--secondary button--small"
          aria-label={ariaLabel}
          aria-expanded={expanded}
          aria-controls={expanded === undefined ? undefined : SHARE_PANEL_ID}
          aria-busy={busy}
          disabled={busy}
          onClick={() => onClick(item)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** "Englisch" beside an English version's name. */
function LanguageBadge({ item }: { item: ResumeListItem }) {
  const { t } = useTranslation();
  if (item.document_language !== 'en') return null;
  return <span className="resume-item__badge">{t('port.englishVersion.badge')}</span>;
}

/**
 * The strength, and under it how many texts of an English version are still German: the server
 * counts them against the strength, so the meter says why it is not full.
 */
function StrengthFact({ item }: { item: ResumeListItem }) {
  const { t } = useTranslation();
  const count = item.untranslated_count ?? 0;
  return (
    <>
      {t('account.customer.strengthValue', { value: item.resume_strength })}
      {count > 0 ? (
        <span className="resume-item__untranslated" data-testid="untranslated-note">
          {t('account.customer.untranslated', { count })}
        </span>
      ) : null}
    </>
  );
}

/** The strength and the dates of a resume, as label and value, for the table and the cards. */
function useResumeFacts() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return (item: ResumeListItem): [label: string, value: ReactNode][] => [
    [t('account.customer.strength'), <StrengthFact key="strength" item={item} />],
    [t('account.customer.created'), formatDate(item.resume_details[0]?.created_at, language)],
    [t('account.customer.updated'), formatDate(item.resume_details[0]?.updated_at, language)],
  ];
}

function ResumeTable({ items, loginToken, nameOf, renaming, renameForm, ...actions }: ItemViewProps) {
  const { t } = useTranslation();
  const factsOf = useResumeFacts();
  return (
    <DataTable
      className="resume-table"
      scrollClassName="resume-table-wrap"
      columns={RESUME_COLUMNS.map((column) => t(`account.customer.${column}`))}
    >
      {items.map((item) => (
        <Fragment key={item.resume_token}>
          <tr>
            <th scope="row">
              {renaming === item.resume_token ? renameForm(item, nameOf(item)) : nameOf(item)}
              <LanguageBadge item={item} />
            </th>
            {factsOf(item).map(([label, value]) => (
              <td key={label} data-label={label}>
                {value}
              </td>
            ))}
            <td data-label={t('account.customer.actions')}>
              <ResumeActions item={item} nameOf={nameOf} {...actions} />
            </td>
          </tr>
          <ResumeLetters resume={item} resumeName={nameOf(item)} loginToken={loginToken} layout="row" />
        </Fragment>
      ))}
    </DataTable>
  );
}

function ResumeGrid({ items, loginToken, nameOf, renaming, renameForm, ...actions }: ItemViewProps) {
  const factsOf = useResumeFacts();
  return (
    <ul className="resume-grid">
      {items.map((item) => (
        <li key={item.resume_token} className="card resume-card">
          <ResumeThumbnail item={item} loginToken={loginToken} />
          {renaming === item.resume_token ? (
            renameForm(item, nameOf(item))
          ) : (
            <h2 className="resume-card__name">{nameOf(item)}</h2>
          )}
          <LanguageBadge item={item} />
          <div className="resume-card__meter" aria-hidden="true">
            <span style={{ width: `${Math.min(100, Math.max(0, item.resume_strength))}%` }} />
          </div>
          <DetailList
            className="resume-card__facts"
            details={factsOf(item).map(([label, value]) => ({ label, value }))}
          />
          <ResumeActions item={item} nameOf={nameOf} {...actions} />
          <ResumeLetters resume={item} resumeName={nameOf(item)} loginToken={loginToken} layout="block" />
        </li>
      ))}
    </ul>
  );
}

/** The name My Resume shows: the resume's own, else "Lebenslauf ohne Namen". */
export function useResumeName(): (item: ResumeListItem) => string {
  const { t } = useTranslation();
  return (item) => item.resume_name.trim() || t('account.customer.untitled');
}

/**
 * My Resume's items (02 §2.7): name, strength, created and updated, Edit, Download, Duplicate,
 * Link teilen (where offered), Rename and Delete; under each, its letters. A tile of the grid shows the CV's first page.
 */
export function ResumeItems({ view, ...props }: ResumeItemsProps) {
  const nameOf = useResumeName();
  return view === 'list' ? (
    <ResumeTable {...props} nameOf={nameOf} />
  ) : (
    <ResumeGrid {...props} nameOf={nameOf} />
  );
}
