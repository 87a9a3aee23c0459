import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../flow/paths';
import { nextPathAfterCountry } from '../../flow/setup';
import { useResumeStore, useStoreValue } from '../../store/resume-store';
import { COUNTRY_CODES, countryName, DEFAULT_COUNTRY } from './countries';
import './setup.css';

export function SelectCountryPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const setValue = useResumeStore((s) => s.set);
  const stored = useStoreValue('country');
  const [country, setCountry] = useState(stored || DEFAULT_COUNTRY);
  const selectId = useId();
  const language = i18n.resolvedLanguage ?? 'de';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setValue('country', country || DEFAULT_COUNTRY);
    navigate(nextPathAfterCountry());
  };

  return (
    <div className="setup container setup--narrow">
      <h1 className="setup__title">{t('country.title')}</h1>
      <p className="setup__subtitle">{t('country.subtitle')}</p>
      <form className="country-form" onSubmit={submit}>
        <label htmlFor={selectId} className="field__label">
          {t('country.label')}
        </label>
        <select
          id={selectId}
          className="field__select"
          value={country}
          onChange={(event) => setCountry(event.target.value)}
        >
          {COUNTRY_CODES.map((code) => (
            <option key={code} value={code}>
              {countryName(code, language)}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--primary">
          {t('country.submit')}
        </button>
      </form>
      <p className="setup__back">
        <Link to={paths.landing}>{t('common.backToStart')}</Link>
      </p>
    </div>
  );
}
