import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type PathName, paths } from '../../flow/paths';

/** The sidebar links of 01 §2, in the spec's order; labels are the wizard's page names. */
export const SIDEBAR_LINKS = [
  'heading',
  'summary',
  'skills',
  'workSummary',
  'educationSummary',
  'accomplishments',
  'affiliations',
  'certifications',
  'additionalInformation',
  'languages',
  'webLinks',
  'hobbies',
  'customOne',
  'customTwo',
  'signature',
  'addSection',
] as const satisfies readonly PathName[];

interface FinalSidebarProps {
  spellCheckActive: boolean;
  onSpellCheck: () => void;
  onDownload: () => void;
  /** The account actions (components/account), below the links. */
  children?: ReactNode;
}

/** Edit links to every wizard page, spell check, download and the account actions. */
export function FinalSidebar({ spellCheckActive, onSpellCheck, onDownload, children }: FinalSidebarProps) {
  const { t } = useTranslation();
  return (
    <aside className="final-sidebar" aria-label={t('final.sidebar.label')}>
      <div className="final-sidebar__actions">
        <button type="button" className="final-sidebar__download" onClick={onDownload}>
          {t('final.sidebar.download')}
        </button>
        <button
          type="button"
          className="final-sidebar__spellcheck"
          aria-pressed={spellCheckActive}
          onClick={onSpellCheck}
        >
          {t('final.sidebar.spellCheck')}
        </button>
      </div>
      <nav aria-label={t('final.sidebar.editNav')}>
        <h2 className="final-sidebar__title">{t('final.sidebar.editTitle')}</h2>
        <ul className="final-sidebar__links">
          {SIDEBAR_LINKS.map((name) => (
            <li key={name}>
              <Link to={paths[name]} className="final-sidebar__link">
                {t(`final.sidebar.links.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </aside>
  );
}
