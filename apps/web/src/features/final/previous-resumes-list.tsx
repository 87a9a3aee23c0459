import { formatDisplayDate } from '@vita/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../flow/paths';
import { useStoreValue } from '../../store/resume-store';
import './texts';

/**
 * The way back after a `?id=` link replaced the visitor's resume: the resumes this browser left,
 * newest first, each reopened by its own link (no dialog: they were the visitor's).
 */
export function PreviousResumesList() {
  const { t, i18n } = useTranslation();
  const current = useStoreValue('resumeToken');
  const previous = (useStoreValue('previousResumes') ?? []).filter((entry) => entry.token !== current);
  if (previous.length === 0) return null;
  const language = i18n.resolvedLanguage ?? 'de';
  return (
    <section className="final-previous" aria-labelledby="final-previous-title">
      <h2 id="final-previous-title" className="final-sidebar__title">
        {t('final.previous.title')}
      </h2>
      <p className="final-previous__hint">{t('final.previous.hint')}</p>
      <ul className="final-sidebar__links">
        {previous.map((entry) => (
          <li key={entry.token}>
            <Link to={`${paths.finalResume}?id=${entry.token}`} className="final-sidebar__link">
              {t('final.previous.back', { name: entry.name || t('final.previous.unnamed') })}
            </Link>{' '}
            <span className="final-previous__date">
              {t('final.previous.leftAt', { date: formatDisplayDate(entry.leftAt, language) ?? '' })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
