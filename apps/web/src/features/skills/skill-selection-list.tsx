import type { CatalogueItem } from '@vita/shared';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { displayProfileTitle } from '../../components/suggestions';
import { SkillOptions } from './skill-options';
import type { SkillCatalogue } from './use-skill-catalogue';

interface SkillSelectionListProps {
  catalogue: SkillCatalogue;
  /** Ids of the items the skills text contains (checked). */
  checked: ReadonlySet<number>;
  onToggle(item: CatalogueItem, checked: boolean): void;
  /** A polite note after a change (e.g. an item that sits inside a longer line). */
  announcement: string;
}

/**
 * The skill-selection list (01 §2): the skills of a job profile, each with a checkbox, its text
 * and the profile as a tag. Checking adds the skill as a bullet, unchecking takes it out again.
 * Another job profile can be searched for.
 */
export function SkillSelectionList({ catalogue, checked, onToggle, announcement }: SkillSelectionListProps) {
  const { t } = useTranslation();
  const ids = { title: useId(), search: useId(), profile: useId(), items: useId() };
  const { profile, options } = catalogue;
  const profileTitle = profile ? displayProfileTitle(profile.title) : '';

  const profileNote = catalogue.profilesPending
    ? t('skills.list.profilesLoading')
    : catalogue.searchedFor && options.length === 0 && !catalogue.profilesFailed
      ? t('skills.list.noProfileFound', { search: catalogue.searchedFor })
      : catalogue.unmatchedTitle && !catalogue.searchedFor
        ? t('skills.list.noProfileMatch', { title: catalogue.unmatchedTitle })
        : '';

  let body: ReactNode;
  if (catalogue.itemsPending || (catalogue.profilesPending && !profile)) {
    body = (
      <p className="skills-list__status">
        <span className="skills-spinner" aria-hidden="true" />
        {t('skills.list.loading')}
      </p>
    );
  } else if (catalogue.itemsFailed || (catalogue.profilesFailed && !profile)) {
    const retry = catalogue.itemsFailed ? catalogue.retryItems : catalogue.retryProfiles;
    body = (
      <div className="skills-list__error" role="alert">
        <p>{t('skills.list.error')}</p>
        <button type="button" className="button button--secondary button--small" onClick={retry}>
          {t('saveStatus.retry')}
        </button>
      </div>
    );
  } else if (!profile || catalogue.items.length === 0) {
    body = <p className="skills-list__empty">{t('skills.list.empty')}</p>;
  } else {
    body = (
      <SkillOptions
        key={profile.id}
        items={catalogue.items}
        checked={checked}
        onToggle={onToggle}
        profileTitle={profileTitle}
        labelledBy={ids.items}
      />
    );
  }

  return (
    <section className="skills-list" aria-labelledby={ids.title}>
      <h2 id={ids.title} className="skills-list__title">
        {t('skills.list.title')}
      </h2>
      <p className="skills-list__intro">{t('skills.list.intro')}</p>
      <div className="skills-list__profile">
        <div>
          <label htmlFor={ids.search} className="field__label">
            {t('skills.list.searchLabel')}
          </label>
          <input
            id={ids.search}
            type="search"
            className="field__input"
            value={catalogue.search}
            maxLength={100}
            autoComplete="off"
            placeholder={t('skills.list.searchPlaceholder')}
            onChange={(event) => catalogue.setSearch(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={ids.profile} className="field__label">
            {t('skills.list.profileLabel')}
          </label>
          <select
            id={ids.profile}
            className="field__select"
            value={profile?.id ?? ''}
            disabled={options.length === 0}
            onChange={(event) => catalogue.chooseProfile(Number(event.target.value))}
          >
            {options.length === 0 && <option value="">{t('skills.list.noProfileOption')}</option>}
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {displayProfileTitle(option.title)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="skills-list__note" role="status">
        {profileNote}
      </p>
      {catalogue.profilesFailed && profile && (
        <div className="skills-list__error" role="alert">
          <p>{t('skills.list.profilesError')}</p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={catalogue.retryProfiles}
          >
            {t('saveStatus.retry')}
          </button>
        </div>
      )}
      <h3 id={ids.items} className="skills-list__subtitle">
        {profile ? t('skills.list.itemsFor', { profile: profileTitle }) : t('skills.list.itemsTitle')}
      </h3>
      {body}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
