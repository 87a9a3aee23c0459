import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../flow/paths';
import { registerTexts } from '../i18n';
import de from '../i18n/parts/import-link.de.json';
import en from '../i18n/parts/import-link.en.json';

// Two short texts, registered with the link on `/` and My Resume; the import screen loads lazily.
registerTexts({ de, en });

/** "Vorhandenen Lebenslauf hochladen": a plain link to /import. */
export function ImportLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link className={className} to={paths.importCv}>
      {t('importLink.label')}
    </Link>
  );
}
