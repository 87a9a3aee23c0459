import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type PathName, paths } from '../../flow/paths';
import { useStoreValue } from '../../store/resume-store';
import './texts';
import './application-texts';

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

interface FinalActionsProps {
  spellCheckActive: boolean;
  onSpellCheck: () => void;
  onDownload: () => void;
  /** Opens the Bewerbungsmappe (Anlagen and the whole application as one PDF). */
  onApplication?: () => void;
  /** Further actions under these two (the job-ad match). */
  children?: ReactNode;
}

/** Download and spell check: first on the page, above the preview on a phone. */
export function FinalActions({
  spellCheckActive,
  onSpellCheck,
  onDownload,
  onApplication,
  children,
}: FinalActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="final-actions">
      <button type="button" className="final-actions__download" onClick={onDownload}>
        {t('final.sidebar.download')}
      </button>
      {onApplication && (
        <button type="button" className="final-actions__spellcheck" onClick={onApplication}>
          {t('application.open')}
        </button>
      )}
      <button
        type="button"
        className="final-actions__spellcheck"
        aria-pressed={spellCheckActive}
        onClick={onSpellCheck}
      >
        {t('final.sidebar.spellCheck')}
      </button>
      {children}
    </div>
  );
}

/** Edit links to every wizard page, then the account actions (`children`). */
export function FinalSidebar({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  // A custom section is named as the user named it ("Ehrenamt"), like its heading in the resume.
  const customTitles: Partial<Record<PathName, string | undefined>> = {
    customOne: useStoreValue('customSectionOne')?.title.trim(),
    customTwo: useStoreValue('customSectionTwo')?.title.trim(),
  };
  return (
    <aside className="final-sidebar" aria-label={t('final.sidebar.label')}>
      <nav aria-label={t('final.sidebar.editNav')}>
        <h2 className="final-sidebar__title">{t('final.sidebar.editTitle')}</h2>
        <ul className="final-sidebar__links">
          {SIDEBAR_LINKS.map((name) => (
            <li key={name}>
              <Link to={paths[name]} className="final-sidebar__link">
                {customTitles[name] || t(`final.sidebar.links.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </aside>
  );
}
