import type { CatalogueItem } from '@vita/shared';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { displayProfileTitle, ProfilePicker, RetryAlert } from '../../components/suggestions';
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
  const ids = { title: useId(), items: useId() };
  const { profile, options } = catalogue;
  const profileTitle = profile ? displayProfileTitle(profile.title) : '';

  const profileNote = catalogue.profilesPending
    ? t('skills.list.profilesLoading')
    : catalogue.searchedFor && options.length === 0 && !catalogue.profilesFailed
      ? t('skills.list.noProfileFound', { search: catalogue.searchedFor })
      : catalogue.searchedFor || profile
        ? ''
        : catalogue.unmatchedTitle
          ? t('skills.list.noProfileMatch', { title: catalogue.unmatchedTitle })
          : t('skills.list.chooseProfile');

  return (
    <section className="skills-list" aria-labelledby={ids.title}>
      <h2 id={ids.title} className="skills-list__title">
        {t('skills.list.title')}
      </h2>
      <p className="skills-list__intro">{t('skills.list.intro')}</p>
      <ProfilePicker
        className="skills-list__profile"
        search={catalogue.search}
        onSearch={catalogue.setSearch}
        placeholder={t('skills.list.searchPlaceholder')}
        options={options}
        profileId={profile?.id}
        onChoose={catalogue.chooseProfile}
      />
      <p className="skills-list__note" role="status">
        {profileNote}
      </p>
      {catalogue.profilesFailed && profile && (
        <RetryAlert
          className="skills-list__error"
          message={t('skills.list.profilesError')}
          onRetry={catalogue.retryProfiles}
        />
      )}
      <h3 id={ids.items} className="skills-list__subtitle">
        {profile ? t('skills.list.itemsFor', { profile: profileTitle }) : t('skills.list.itemsTitle')}
      </h3>
      <SkillListBody catalogue={catalogue} checked={checked} onToggle={onToggle} labelledBy={ids.items} />
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}

interface SkillListBodyProps extends Pick<SkillSelectionListProps, 'catalogue' | 'checked' | 'onToggle'> {
  labelledBy: string;
}

/** The profile's skills as checkboxes, or what stands in for them while loading or failing. */
function SkillListBody({ catalogue, checked, onToggle, labelledBy }: SkillListBodyProps): ReactNode {
  const { t } = useTranslation();
  const { profile } = catalogue;
  if (catalogue.itemsPending || (catalogue.profilesPending && !profile)) {
    return (
      <p className="skills-list__status">
        <span className="skills-spinner" aria-hidden="true" />
        {t('skills.list.loading')}
      </p>
    );
  }
  if (catalogue.itemsFailed || (catalogue.profilesFailed && !profile)) {
    return (
      <RetryAlert
        className="skills-list__error"
        message={t('skills.list.error')}
        onRetry={catalogue.itemsFailed ? catalogue.retryItems : catalogue.retryProfiles}
      />
    );
  }
  if (!profile) return <p className="skills-list__empty">{t('skills.list.chooseFirst')}</p>;
  if (catalogue.items.length === 0) {
    return <p className="skills-list__empty">{t('skills.list.empty')}</p>;
  }
  return (
    <SkillOptions
      key={profile.id}
      items={catalogue.items}
      checked={checked}
      onToggle={onToggle}
      profileTitle={displayProfileTitle(profile.title)}
      labelledBy={labelledBy}
    />
  );
}
