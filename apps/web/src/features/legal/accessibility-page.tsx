import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/ui/data-table';
import { chooseLanguage, LANGUAGES } from '../../i18n';
import { ContactForm } from './contact-form';
import { LegalPage, useLegalSections } from './legal-page';
import { LegalParagraphs } from './legal-text';
import './texts';

const SECTIONS = [
  'statement',
  'status',
  'limits',
  'screenReaders',
  'telephone',
  'email',
  'enforcement',
] as const;
const TABLE_COLUMNS = ['screenReader', 'browser', 'system'] as const;
const COMBINATIONS = [
  'nvdaFirefox',
  'nvdaChrome',
  'jaws',
  'voiceOverMac',
  'voiceOverIos',
  'talkBack',
  'orca',
] as const;

/** The page's own English/German selector (spec 02 §2.11); the choice holds for the whole app. */
function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  return (
    <div className="accessibility-language">
      <label className="field__label" htmlFor="accessibility-language">
        {t('legal.accessibility.language')}
      </label>
      <select
        id="accessibility-language"
        className="field__select"
        value={current}
        onChange={(event) => chooseLanguage(event.target.value === 'en' ? 'en' : 'de')}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {lng === 'de' ? 'Deutsch' : 'English'}
          </option>
        ))}
      </select>
    </div>
  );
}

function CombinationsTable() {
  const { t } = useTranslation();
  return (
    <DataTable
      caption={t('legal.accessibility.table.caption')}
      className="legal-table"
      scrollClassName="legal-table__scroll"
      columns={TABLE_COLUMNS.map((column) => t(`legal.accessibility.table.${column}`))}
    >
      {COMBINATIONS.map((row) => (
        <tr key={row}>
          <th scope="row">{t(`legal.accessibility.combinations.${row}.reader`)}</th>
          <td>{t(`legal.accessibility.combinations.${row}.browser`)}</td>
          <td>{t(`legal.accessibility.combinations.${row}.system`)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/**
 * /accessibility (spec 02 §2.11): the statement, its contents, the recommended screen reader and
 * browser combinations, telephone services and the "Email us" form — which sends (Vita).
 */
export function AccessibilityPage() {
  const { t } = useTranslation();
  const sections = useLegalSections('accessibility', SECTIONS, {
    screenReaders: <CombinationsTable />,
    email: (
      <>
        <h3 id="accessibility-form-title">{t('legal.accessibility.formTitle')}</h3>
        <ContactForm topic="accessibility" headingId="accessibility-form-title" />
      </>
    ),
  });
  return (
    <LegalPage
      title={t('legal.accessibility.title')}
      intro={t('legal.accessibility.intro')}
      sections={sections}
      before={<LanguageSelector />}
    >
      <div className="legal-page__updated">
        <LegalParagraphs text={t('legal.accessibility.updated')} />
      </div>
    </LegalPage>
  );
}
