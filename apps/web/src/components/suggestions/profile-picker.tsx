import type { SubCategory } from '@vita/shared';
import { CATALOGUE_LIMITS } from '@vita/shared/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { displayProfileTitle } from './profile-title';

interface ProfilePickerProps {
  /** The block's class (its grid differs between the suggestions panel and the skills list). */
  className: string;
  search: string;
  onSearch(value: string): void;
  placeholder: string;
  options: readonly SubCategory[];
  /** The profile shown, if any. */
  profileId: number | undefined;
  onChoose(id: number): void;
}

/** Search for a job profile and choose one of those found: the catalogue's two fields. */
export function ProfilePicker(props: ProfilePickerProps) {
  const { t } = useTranslation();
  const ids = { search: useId(), profile: useId() };
  const { options } = props;
  return (
    <div className={props.className}>
      <div className="profile-picker__field">
        <label htmlFor={ids.search} className="field__label">
          {t('suggestions.searchLabel')}
        </label>
        <input
          id={ids.search}
          type="search"
          className="field__input"
          value={props.search}
          maxLength={CATALOGUE_LIMITS.search}
          autoComplete="off"
          placeholder={props.placeholder}
          onChange={(event) => props.onSearch(event.target.value)}
        />
      </div>
      <div className="profile-picker__field">
        <label htmlFor={ids.profile} className="field__label">
          {t('suggestions.profileLabel')}
        </label>
        <select
          id={ids.profile}
          className="field__select"
          value={props.profileId ?? ''}
          disabled={options.length === 0}
          onChange={(event) => props.onChoose(Number(event.target.value))}
        >
          {options.length === 0 && <option value="">{t('suggestions.noProfileOption')}</option>}
          {options.length > 0 && props.profileId === undefined && (
            <option value="">{t('suggestions.chooseProfileOption')}</option>
          )}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {displayProfileTitle(option.title)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

interface RetryAlertProps {
  className: string;
  message: string;
  onRetry(): void;
}

/** A load that failed: what failed, and a button to try again. */
export function RetryAlert({ className, message, onRetry }: RetryAlertProps) {
  const { t } = useTranslation();
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <button type="button" className="button button--secondary button--small" onClick={onRetry}>
        {t('suggestions.retry')}
      </button>
    </div>
  );
}
